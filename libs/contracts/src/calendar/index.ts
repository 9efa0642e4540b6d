export * from './calendar';
export * from './category-colors';
export * from './repeat-dates';
export * from './event-form';
export * from './category-admin';
