import { ADMIN_ONLY } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { MemberLogResponseSchema } from './member-log';

export const memberLogRoute = defineRoute({
  method: 'GET',
  path: '/api/membership/member-log',
  response: MemberLogResponseSchema,
  access: { roles: ADMIN_ONLY },
});
