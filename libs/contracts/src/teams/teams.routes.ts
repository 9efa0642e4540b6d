import { ALL_MEMBER_ROLES, ORGANIZER_ROLES } from '../common/roles';
import { MemberResponseSchema } from '../members/member';
import { defineRoute } from '../routes/define-route';
import { TeamResponseSchema, TeamsResponseSchema } from './teams';

export const teamsRoute = defineRoute({ method: 'GET', path: '/api/teams', response: TeamsResponseSchema, access: { public: true } });
export const updateTeamRoute = defineRoute({
  method: 'PUT',
  path: '/api/teams/:id',
  response: TeamResponseSchema,
  access: { roles: ORGANIZER_ROLES },
});
export const updateMemberTeamsRoute = defineRoute({
  method: 'POST',
  path: '/api/update-member-teams',
  response: MemberResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
