import { defineRoute } from '../routes/define-route';
import { CheckEmailResponseSchema, RequestLinkResponseSchema, VerifyTokenResponseSchema } from './auth';

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
