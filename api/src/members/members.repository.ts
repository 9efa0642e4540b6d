import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SIGN_IN_STATUSES } from '@greenroom/contracts';
import { DataSource, EntityManager, FindOperator, In, Raw } from 'typeorm';
import { MemberEntity } from './entities/member.entity';

/** E-mails are stored as entered; every lookup compares them lower-cased (callers pass `email` lower-cased). */
function sameEmail(email: string): FindOperator<string> {
  return Raw((column) => `lower(${column}) = :email`, { email });
}

/** Looking members up by e-mail. Several members may share one address (a household). */
@Injectable()
export class MembersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Members who may sign in with this e-mail, first name first. */
  signInMembers(email: string): Promise<MemberEntity[]> {
    return this.dataSource.getRepository(MemberEntity).find({
      where: { email: sameEmail(email), membershipStatus: In([...SIGN_IN_STATUSES]) },
      order: { firstName: 'ASC', id: 'ASC' },
    });
  }

  /** The member with this id, if this e-mail is theirs and they may sign in. */
  signInMember(memberId: string, email: string): Promise<MemberEntity | null> {
    return this.dataSource.getRepository(MemberEntity).findOne({
      where: { id: memberId, email: sameEmail(email), membershipStatus: In([...SIGN_IN_STATUSES]) },
      relations: { teams: true },
    });
  }

  /**
   * Whether a member (not Pending) already has this e-mail and this name, the names compared by their search keys
   * (greenroom_search_key: case, accents and apostrophes do not matter). Another name at the address is a
   * household member applying, which a shared address allows.
   */
  async isMemberNamed(email: string, firstName: string, lastName: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM members WHERE deleted_at IS NULL AND lower(email) = $1 AND membership_status <> 'Pending'
         AND greenroom_search_key(first_name) = greenroom_search_key($2) AND greenroom_search_key(last_name) = greenroom_search_key($3)
       LIMIT 1`,
      [email, firstName, lastName],
    );
    return rows.length > 0;
  }

  /** Every member's phones and ZIP code, by name, for the admin's list of those to correct (the rules run in TypeScript, once). */
  contactDetails(): Promise<Pick<MemberEntity, 'id' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'landline' | 'zipCode'>[]> {
    return this.dataSource.getRepository(MemberEntity).find({
      select: { id: true, firstName: true, lastName: true, email: true, mobile: true, landline: true, zipCode: true },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
  }

  /** The first member (by first name) with this e-mail, and this id when a household shares the address. */
  async firstByEmail(email: string, id?: string, manager: EntityManager = this.dataSource.manager): Promise<MemberEntity | null> {
    const found = await manager.getRepository(MemberEntity).find({
      where: { email: sameEmail(email), ...(id ? { id } : {}) },
      relations: { teams: true },
      order: { firstName: 'ASC', id: 'ASC' },
      take: 1,
    });
    return found[0] ?? null;
  }

  hasPendingApplication(email: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.getRepository(MemberEntity).exists({ where: { membershipStatus: 'Pending', email: sameEmail(email) } });
  }

  /** Puts a member on a subscription list by its name (nothing when already on it or the list is gone). */
  async joinList(memberId: string, listName: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO "member_subscriptions" ("member_id", "list_id") SELECT $1, "id" FROM "subscription_lists" WHERE "name" = $2
       ON CONFLICT DO NOTHING`,
      [memberId, listName],
    );
  }
}
