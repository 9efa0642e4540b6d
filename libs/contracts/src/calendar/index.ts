export * from './calendar';
export * from './category-colors';
export * from './repeat-dates';
