import { type MemberMeRequest, myMemberRecordRoute } from '@greenroom/contracts';
import { apiFetch, updateSessionMember } from '@greenroom/sdk';

/** docs/spec-summary.md §1.2 guard rule 5: the stored member is refreshed from the server (e.g. a changed permission). */
export async function loadUserInfo(email: string): Promise<void> {
  const request: MemberMeRequest = { email };
  const { member } = await apiFetch(myMemberRecordRoute, { body: request });
  updateSessionMember(member);
}
