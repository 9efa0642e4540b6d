import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import {
  CheckEmailResponseSchema,
  KeepAliveResponseSchema,
  LogoutResponseSchema,
  RequestLinkResponseSchema,
  VerifyTokenResponseSchema,
} from './auth';

export const checkEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/check-email',
  response: CheckEmailResponseSchema,
  access: { public: true },
});
export const requestLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/request-link',
  response: RequestLinkResponseSchema,
  access: { public: true },
});
export const verifyTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/verify-token',
  response: VerifyTokenResponseSchema,
  access: { public: true },
});
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
