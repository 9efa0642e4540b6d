import { ForbiddenException } from '@nestjs/common';
import type { MemberEntity } from '../members/entities/member.entity';

/**
 * The spec's own-record calls (members/me, members/update, update-member-teams, the RSVPs, the subscriptions) carry
 * the member's e-mail. The session decides who the member is; an e-mail that is sent must be the session member's
 * own, or the call is refused with `refusal`. Compared trimmed and case-insensitively; a blank one counts as not sent.
 */
export function assertOwnEmail(member: Pick<MemberEntity, 'email'>, email: string | undefined, refusal: string): void {
  const sent = email?.trim().toLowerCase();
  if (sent && sent !== member.email.toLowerCase()) throw new ForbiddenException(refusal);
}
