import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { KeepAliveResponseSchema, LogoutResponseSchema } from './auth';

// Apart from the sign-in routes (auth.routes.ts): every signed-in page calls these, the sign-in routes only the sign-in pages.
export const keepAliveRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/keep-alive',
  response: KeepAliveResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  response: LogoutResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const logoutEverywhereRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout-everywhere',
  response: LogoutResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
