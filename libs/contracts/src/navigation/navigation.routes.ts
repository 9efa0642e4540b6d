import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { NavigationResponseSchema } from './navigation';

export const membersNavRoute = defineRoute({
  method: 'GET',
  path: '/api/members-nav',
  response: NavigationResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
