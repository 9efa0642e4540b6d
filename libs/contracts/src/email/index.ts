export * from './subscriptions';
export * from './mass-email';
export * from './notifications';
export * from './email-body-html';
