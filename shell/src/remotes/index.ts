export { RemoteModule, type RemoteModuleProps } from './RemoteModule';
export { RemoteWidget } from './RemoteWidget';
export { initRemotes } from './registry';
export { preloadRemoteModules, type RemoteModuleRef } from './preload';
export { sendRemoteReportsWhenHidden } from './remote-reports';
