import type { MemberProfilePatch } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const patchMemberProfile = (memberId: string, patch: MemberProfilePatch) =>
  apiFetch<MemberProfilePatch>(`/api/members/${memberId}`, { method: 'PATCH', body: patch });
