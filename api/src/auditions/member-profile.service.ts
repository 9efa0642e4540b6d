import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { MemberProfilePatch } from '@greenroom/contracts';
import type { MemberEntity } from '../members/entities/member.entity';
import { MemberProfileColumns, MemberProfileRepository } from './member-profile.repository';

/** The pre-registration form saves phones and show bio to the member's own profile (docs/spec-summary.md §2.7). */
@Injectable()
export class MemberProfileService {
  constructor(private readonly members: MemberProfileRepository) {}

  async patch(memberId: string, me: MemberEntity, patch: MemberProfilePatch): Promise<MemberProfilePatch> {
    if (memberId !== me.id) {
      if (!(await this.members.exists(memberId))) throw new NotFoundException('Member not found');
      throw new ForbiddenException('You can only change your own profile.');
    }
    const changes: MemberProfileColumns = {};
    // An emptied phone is stored as "none", like the rest of the member record.
    if (patch.Landline !== undefined) changes.landline = patch.Landline || null;
    if (patch.Mobile !== undefined) changes.mobile = patch.Mobile || null;
    if (patch.Show_Bio !== undefined) changes.showBio = patch.Show_Bio || null;
    if (Object.keys(changes).length > 0) await this.members.update(me.id, changes);
    return patch;
  }
}
