import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Member, SIGN_IN_STATUSES } from '@greenroom/contracts';
import { In, Raw, Repository } from 'typeorm';
import { MemberEntity } from './entities/member.entity';
import { toMember } from './member.mapper';

export const NOT_YOUR_RECORD_MESSAGE = 'You can only view your own member information.';

@Injectable()
export class MembersService {
  constructor(@InjectRepository(MemberEntity) private readonly members: Repository<MemberEntity>) {}

  /** Members who may sign in with this e-mail (several when a household shares one). `email` is lower-cased. */
  findSignInMembers(email: string): Promise<MemberEntity[]> {
    return this.members.find({
      where: { email: Raw((column) => `lower(${column}) = :email`, { email }), membershipStatus: In([...SIGN_IN_STATUSES]) },
      order: { firstName: 'ASC', id: 'ASC' },
    });
  }

  /** The member with this id, if this e-mail is theirs and they may sign in. */
  findSignInMember(memberId: string, email: string): Promise<MemberEntity | null> {
    return this.members.findOne({
      where: {
        id: memberId,
        email: Raw((column) => `lower(${column}) = :email`, { email }),
        membershipStatus: In([...SIGN_IN_STATUSES]),
      },
      relations: { teams: true },
    });
  }

  /** The signed-in member's own record; an e-mail in the request, if any, must be theirs. */
  ownRecord(member: MemberEntity, requestedEmail?: string): Member {
    if (requestedEmail !== undefined && requestedEmail !== member.email.toLowerCase()) {
      throw new ForbiddenException(NOT_YOUR_RECORD_MESSAGE);
    }
    return toMember(member);
  }
}
