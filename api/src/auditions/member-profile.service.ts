import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { MemberProfilePatch } from '@greenroom/contracts';
import type { MemberEntity } from '../members/entities/member.entity';
import { MembersService } from '../members/members.service';

/**
 * The pre-registration form saves phones and show bio to the member's own profile (docs/spec-summary.md §2.7). The
 * members service writes them, as it writes every member column, with the member-log entry of an own-record change.
 */
@Injectable()
export class MemberProfileService {
  constructor(private readonly members: MembersService) {}

  async patch(memberId: string, me: MemberEntity, patch: MemberProfilePatch): Promise<MemberProfilePatch> {
    if (memberId !== me.id) {
      if (!(await this.members.exists(memberId))) throw new NotFoundException('Member not found');
      throw new ForbiddenException('You can only change your own profile.');
    }
    // An emptied phone is stored as "none", like the rest of the member record (the field table's optional text).
    await this.members.updateOwn(me, patch);
    return patch;
  }
}
