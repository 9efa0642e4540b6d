// Split from its domain's routes so the signed-in first screen, which calls these, loads no other schema module.
import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { MemberResponseSchema } from './member';

export const myMemberRecordRoute = defineRoute({
  method: 'POST',
  path: '/api/members/me',
  response: MemberResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const currentMemberRoute = defineRoute({
  method: 'GET',
  path: '/api/members/current',
  response: MemberResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
