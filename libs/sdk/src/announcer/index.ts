export * from './announcer-store';
export * from './use-announce';
export * from './LiveRegion';
export * from './use-save-result';
export * from './SaveResultAlerts';
