import { type MemberProfilePatch, MemberProfilePatchSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const patchMemberProfile = (memberId: string, patch: MemberProfilePatch) =>
  apiFetch(`/api/members/${memberId}`, MemberProfilePatchSchema, { method: 'PATCH', body: patch });
