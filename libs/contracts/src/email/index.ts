export * from './subscriptions';
export * from './mass-email';
export * from './notifications';
export * from './email-body-html';
export * from './merge-tag-spelling';
export * from './email-timeline';
