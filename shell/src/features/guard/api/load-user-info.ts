import { type MemberMeRequest, MemberResponseSchema } from '@greenroom/contracts';
import { apiFetch, updateSessionMember } from '@greenroom/sdk';

/** docs/spec-summary.md §1.2 guard rule 5: the stored member is refreshed from the server (e.g. a changed permission). */
export async function loadUserInfo(email: string): Promise<void> {
  const request: MemberMeRequest = { email };
  const { member } = await apiFetch('/api/members/me', MemberResponseSchema, { method: 'POST', body: request });
  updateSessionMember(member);
}
