export * from './member-fixture';
export * from './stub-api';
export * from './render-screen';
