// Split from its domain's routes so the signed-in first screen, which calls these, loads no other schema module.
import { EmptyResponseSchema } from '../common/responses';
import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';

export const remoteReportsRoute = defineRoute({
  method: 'POST',
  path: '/api/remotes/reports',
  response: EmptyResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
  status: 204,
});
