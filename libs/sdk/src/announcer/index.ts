export * from './announcer-store';
export * from './use-announce';
export * from './LiveRegion';
export * from './use-save-result';
export * from './SaveResultAlerts';
export * from './use-keep-in-view';
