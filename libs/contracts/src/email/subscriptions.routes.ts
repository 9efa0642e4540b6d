import { TextResponseSchema } from '../common/responses';
import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { SubscriptionChoicesResponseSchema, UpdateUserSubscriptionsResponseSchema, UserSubscriptionsResponseSchema } from './subscriptions';

export const subscriptionChoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/subscription-choices',
  response: SubscriptionChoicesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const userSubscriptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/user-subscriptions',
  response: UserSubscriptionsResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const updateUserSubscriptionsRoute = defineRoute({
  method: 'POST',
  path: '/api/update-user-subscriptions',
  response: UpdateUserSubscriptionsResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
/** The e-mails' unsubscribe link: an HTML page that asks first (mail scanners open every link). */
export const confirmUnsubscribeRoute = defineRoute({
  method: 'GET',
  path: '/api/unsubscribe',
  response: TextResponseSchema,
  access: { public: true },
});
/** The page's button and one-click unsubscribe from mail programs: an HTML page, 200 whatever Nest's POST default. */
export const unsubscribeRoute = defineRoute({ method: 'POST', path: '/api/unsubscribe', response: TextResponseSchema, access: { public: true } });
