import { Injectable } from '@nestjs/common';
import { SIGN_IN_STATUSES } from '@greenroom/contracts';
import { FindOperator, In, Raw, type DeepPartial } from 'typeorm';
import { updateAtVersion } from '../database/record-version';
import { Transactions } from '../database/transactions';
import { TeamEntity } from '../teams/entities/team.entity';
import { ApplicationNoticesRepository } from './application-notices/application-notices.repository';
import { MemberAuditEntryEntity } from './entities/member-audit-entry.entity';
import { MemberEntity } from './entities/member.entity';
import { memberColumns } from './member-fields';

const column = memberColumns();

/** E-mails are stored as entered; every lookup compares them lower-cased (callers pass `email` lower-cased). */
function sameEmail(email: string): FindOperator<string> {
  return Raw((path) => `lower(${path}) = :email`, { email });
}

export type NewMemberAuditEntry = Pick<MemberAuditEntryEntity, 'action' | 'actorMemberId' | 'targetMemberId'> & {
  details: Record<string, string | string[]>;
};

/**
 * Member records: looked up (several members may share one e-mail, a household), changed and deleted. Every call
 * runs in the caller's transaction when there is one (Transactions.run).
 */
@Injectable()
export class MembersRepository {
  constructor(
    private readonly transactions: Transactions,
    private readonly notices: ApplicationNoticesRepository,
  ) {}

  private get members() {
    return this.transactions.manager.getRepository(MemberEntity);
  }

  /** Members who may sign in with this e-mail, first name first. */
  signInMembers(email: string): Promise<MemberEntity[]> {
    return this.members.find({
      where: { email: sameEmail(email), membershipStatus: In([...SIGN_IN_STATUSES]) },
      order: { firstName: 'ASC', id: 'ASC' },
    });
  }

  /** The member with this id, if this e-mail is theirs and they may sign in. */
  signInMember(memberId: string, email: string): Promise<MemberEntity | null> {
    return this.members.findOne({
      where: { id: memberId, email: sameEmail(email), membershipStatus: In([...SIGN_IN_STATUSES]) },
      relations: { teams: true },
    });
  }

  /** The member with their teams, or null. */
  withTeams(id: string): Promise<MemberEntity | null> {
    return this.members.findOne({ where: { id }, relations: { teams: true } });
  }

  /** The member with their teams; throws when there is none (for a record just written). */
  withTeamsOrFail(id: string): Promise<MemberEntity> {
    return this.members.findOneOrFail({ where: { id }, relations: { teams: true } });
  }

  /**
   * Whether a member (not Pending) already has this e-mail and this name, the names compared by their search keys
   * (greenroom_search_key: case, accents and apostrophes do not matter). Another name at the address is a
   * household member applying, which a shared address allows.
   */
  async isMemberNamed(email: string, firstName: string, lastName: string): Promise<boolean> {
    const rows = await this.transactions.manager.query<unknown[]>(
      `SELECT 1 FROM members WHERE deleted_at IS NULL AND lower(${column.Email}) = $1 AND ${column.Membership_Status} <> 'Pending'
         AND greenroom_search_key(${column.First_Name}) = greenroom_search_key($2) AND greenroom_search_key(${column.Last_Name}) = greenroom_search_key($3)
       LIMIT 1`,
      [email, firstName, lastName],
    );
    return rows.length > 0;
  }

  /** Every member's phones and ZIP code, by name, for the admin's list of those to correct (the rules run in TypeScript, once). */
  contactDetails(): Promise<Pick<MemberEntity, 'id' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'landline' | 'zipCode'>[]> {
    return this.members.find({
      select: { id: true, firstName: true, lastName: true, email: true, mobile: true, landline: true, zipCode: true },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
  }

  /** The first member (by first name) with this e-mail, and this id when a household shares the address. */
  async firstByEmail(email: string, id?: string): Promise<MemberEntity | null> {
    const found = await this.members.find({
      where: { email: sameEmail(email), ...(id ? { id } : {}) },
      relations: { teams: true },
      order: { firstName: 'ASC', id: 'ASC' },
      take: 1,
    });
    return found[0] ?? null;
  }

  hasPendingApplication(email: string): Promise<boolean> {
    return this.members.exists({ where: { membershipStatus: 'Pending', email: sameEmail(email) } });
  }

  /** The teams with these names (those that exist). */
  teamsNamed(names: readonly string[]): Promise<TeamEntity[]> {
    return this.transactions.manager.getRepository(TeamEntity).find({ where: { name: In([...names]) } });
  }

  async update(id: string, columns: Partial<MemberEntity>): Promise<void> {
    await this.members.update({ id }, columns);
  }

  /**
   * Holds the member's row (SELECT … FOR UPDATE) until the caller's transaction ends, so writes to one member take
   * turns: the second reads what the first wrote. Call it inside Transactions.run.
   */
  async lock(id: string): Promise<void> {
    await this.transactions.manager.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [id]);
  }

  /** Writes the columns only while the member is still at `version`; false when another save came first. */
  updateAtVersion(id: string, version: number, columns: Partial<MemberEntity>): Promise<boolean> {
    return updateAtVersion(this.transactions.manager, MemberEntity, id, version, columns);
  }

  /**
   * The member's teams become exactly these, in one statement (remove the others, add the new ones): with the member's
   * row locked first, requests at once leave one whole set, never a mix of two.
   */
  async setTeams(id: string, teams: TeamEntity[]): Promise<void> {
    await this.transactions.manager.query(
      `WITH wanted AS (SELECT unnest($2::uuid[]) AS team_id),
         removed AS (DELETE FROM member_teams WHERE member_id = $1 AND team_id <> ALL($2::uuid[]))
       INSERT INTO member_teams (member_id, team_id) SELECT $1, team_id FROM wanted ON CONFLICT DO NOTHING`,
      [id, teams.map((team) => team.id)],
    );
  }

  /** A soft delete: the row stays for the log. */
  async softDelete(id: string): Promise<void> {
    await this.members.softDelete({ id });
  }

  /** A new applicant (Pending) and the notice that puts them in the Admins' next digest, in the caller's transaction. */
  async addApplicant(member: DeepPartial<MemberEntity>): Promise<string> {
    const saved = await this.members.save(this.members.create(member));
    await this.notices.add(saved.id);
    return saved.id;
  }

  async audit(entry: NewMemberAuditEntry): Promise<void> {
    await this.transactions.manager.getRepository(MemberAuditEntryEntity).insert(entry);
  }

  /** Puts a member on a subscription list by its name (nothing when already on it or the list is gone). */
  async joinList(memberId: string, listName: string): Promise<void> {
    await this.transactions.manager.query(
      `INSERT INTO "member_subscriptions" ("member_id", "list_id") SELECT $1, "id" FROM "subscription_lists" WHERE "name" = $2
       ON CONFLICT DO NOTHING`,
      [memberId, listName],
    );
  }
}
