import { z } from 'zod';

/** The spec's fallback list when the choices cannot be loaded. */
export const FALLBACK_SUBSCRIPTION_CHOICES = [
  'Daily Event Reminder',
  'Weekly Event Reminder',
  'Artifice',
  'Tribute',
  'Guacamole Queens',
  'The Long Weekend',
];

export const DAILY_DIGEST_LIST = 'Daily Event Reminder';
export const WEEKLY_DIGEST_LIST = 'Weekly Event Reminder';

/** GET /api/subscription-choices */
export const SubscriptionChoicesResponseSchema = z.object({
  choices: z.array(z.string()),
});
export type SubscriptionChoicesResponse = z.infer<typeof SubscriptionChoicesResponseSchema>;

/**
 * GET /api/user-subscriptions. The member is the session's; the spec's `email` query parameter is
 * accepted for compatibility and must be the member's own. `isNew` is true until the first save.
 */
export const UserSubscriptionsQuerySchema = z.object({ email: z.string().max(254).optional() });
export const UserSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(z.string()),
  isNew: z.boolean(),
});
export type UserSubscriptionsResponse = z.infer<typeof UserSubscriptionsResponseSchema>;

/** POST /api/update-user-subscriptions */
export const UpdateUserSubscriptionsRequestSchema = z.object({
  email: z.string().max(254).optional(),
  subscriptions: z.array(z.string().trim().min(1).max(200)).max(100),
});
export type UpdateUserSubscriptionsRequest = z.infer<typeof UpdateUserSubscriptionsRequestSchema>;

export const UpdateUserSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(z.string()),
  message: z.string(),
});
export type UpdateUserSubscriptionsResponse = z.infer<typeof UpdateUserSubscriptionsResponseSchema>;

/** GET/POST /api/unsubscribe: the signed token from an e-mail's unsubscribe link. */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(500) });
