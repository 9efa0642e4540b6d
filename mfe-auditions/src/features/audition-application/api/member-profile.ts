import { type MemberProfilePatch, patchMemberProfileRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const patchMemberProfile = (memberId: string, patch: MemberProfilePatch) =>
  apiFetch(patchMemberProfileRoute, { params: { memberId }, body: patch });
