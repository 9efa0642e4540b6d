// Split from its domain's routes so the signed-in first screen, which calls these, loads no other schema module.
import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { ChoicesResponseSchema } from './member-choices';

export const statusChoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/status-choices',
  response: ChoicesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const teamChoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/team-choices',
  response: ChoicesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
