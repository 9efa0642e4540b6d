export * from './theater-zone';
export * from './theater-time';
export * from './load-theater-clock';
