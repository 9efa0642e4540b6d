export * from './member-fixture';
export * from './navigation-fixture';
export * from './stub-api';
export * from './render-screen';
export * from './remote-routes-cases';
export * from './signed-out-cases';
