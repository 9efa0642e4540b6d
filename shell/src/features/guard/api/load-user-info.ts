import type { MemberMeRequest, MemberResponse } from '@greenroom/contracts';
import { apiFetch, updateSessionMember } from '@greenroom/sdk';

/** Spec 01 §2 guard rule 5: the stored member is refreshed from the server (e.g. a changed permission). */
export async function loadUserInfo(email: string): Promise<void> {
  const request: MemberMeRequest = { email };
  const { member } = await apiFetch<MemberResponse>('/api/members/me', { method: 'POST', body: request });
  updateSessionMember(member);
}
