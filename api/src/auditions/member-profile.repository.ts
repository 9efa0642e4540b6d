import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MemberEntity } from '../members/entities/member.entity';

export type MemberProfileColumns = Partial<Pick<MemberEntity, 'landline' | 'mobile' | 'showBio'>>;

/** The member-record columns the pre-registration form may change (docs/spec-summary.md §2.7), and whether a member exists. */
@Injectable()
export class MemberProfileRepository {
  constructor(@InjectRepository(MemberEntity) private readonly members: Repository<MemberEntity>) {}

  exists(memberId: string): Promise<boolean> {
    return this.members.existsBy({ id: memberId });
  }

  async update(memberId: string, changes: MemberProfileColumns): Promise<void> {
    await this.members.update({ id: memberId }, changes);
  }
}
