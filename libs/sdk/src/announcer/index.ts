export * from './announcer-store';
export * from './use-announce';
export * from './LiveRegion';
