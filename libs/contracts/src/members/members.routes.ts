import { HeadshotInfoResponseSchema, MemberProfilePatchResponseSchema } from '../auditions/auditions';
import { FileResponseSchema, TextResponseSchema } from '../common/responses';
import { ADMIN_ONLY, ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { MemberApplicationResponseSchema } from './member-application';
import { MemberSearchResponseSchema } from './member-search';
import { AdminMemberResponseSchema, MemberDeleteResponseSchema, OwnMemberUpdateResponseSchema } from './member-update';
import { DuesListResponseSchema, DuesPaymentResponseSchema } from './membership-lifecycle';
import { ContactProblemsResponseSchema } from './us-contact';

export const updateOwnMemberRoute = defineRoute({
  method: 'PATCH',
  path: '/api/members/update',
  response: OwnMemberUpdateResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const searchMembersRoute = defineRoute({
  method: 'POST',
  path: '/api/members/search',
  response: MemberSearchResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const exportMembersRoute = defineRoute({
  method: 'POST',
  path: '/api/members/export',
  response: TextResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const contactProblemsRoute = defineRoute({
  method: 'GET',
  path: '/api/members/contact-problems',
  response: ContactProblemsResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const memberDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/members/detail',
  response: AdminMemberResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const adminUpdateMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/members/update',
  response: AdminMemberResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const deleteMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/members/delete',
  response: MemberDeleteResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const applyForMembershipRoute = defineRoute({
  method: 'POST',
  path: '/api/members/new',
  response: MemberApplicationResponseSchema,
  access: { public: true },
  status: 201,
});
export const recordDuesPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/members/dues-payment',
  response: DuesPaymentResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const duesListRoute = defineRoute({
  method: 'GET',
  path: '/api/members/dues',
  response: DuesListResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const duesCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/members/dues.csv',
  response: TextResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const memberHeadshotRoute = defineRoute({
  method: 'GET',
  path: '/api/members/:memberId/headshot',
  response: FileResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const memberHeadshotInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/members/:memberId/headshot-info',
  response: HeadshotInfoResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const uploadMemberHeadshotRoute = defineRoute({
  method: 'POST',
  path: '/api/members/:memberId/headshot',
  response: HeadshotInfoResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const patchMemberProfileRoute = defineRoute({
  method: 'PATCH',
  path: '/api/members/:memberId',
  response: MemberProfilePatchResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
