import { Injectable } from '@nestjs/common';
import type { MembershipGroup, RecipientCriteria } from '@greenroom/contracts';
import { memberColumns, memberFieldsSql } from '../../members/member-fields';
import { MERGE_FIELDS, type MergeSource } from '../merge-tags';
import { Transactions } from '../../database/transactions';

export interface RecipientRow extends MergeSource {
  memberId: string;
}

const COLUMNS = `m.id AS "memberId", ${memberFieldsSql(MERGE_FIELDS, 'property')}`;
const m = memberColumns('m');
const column = memberColumns();
const NAME_ORDER = `ORDER BY ${m.Last_Name}, ${m.First_Name}, m.id`;

/** The members on the list named $1 whom a digest reaches. */
const SUBSCRIBERS = `FROM members m
  JOIN member_subscriptions s ON s.member_id = m.id JOIN subscription_lists l ON l.id = s.list_id
  WHERE l.name = $1 AND m.deleted_at IS NULL AND ${m.Membership_Status} IN ('Active', 'LTM', 'Expired', 'Pending')`;

/** A member who unsubscribed from mass e-mails gets none. */
const NOT_OPTED_OUT = 'NOT EXISTS (SELECT 1 FROM member_email_preferences p WHERE p.member_id = m.id AND p.mass_email_opt_out)';

/** Who a mass e-mail reaches: members of the chosen groups, narrowed by teams, minus those who unsubscribed. */
@Injectable()
export class AudienceRepository {
  constructor(private readonly transactions: Transactions) {}

  async membershipGroups(): Promise<MembershipGroup[]> {
    return this.transactions.manager.query<MembershipGroup[]>(
      `SELECT ${column.Membership_Status} AS name, count(*)::int AS count FROM members WHERE deleted_at IS NULL GROUP BY 1 ORDER BY count(*) DESC, 1`,
    );
  }

  async count(criteria: RecipientCriteria): Promise<number> {
    return (await this.countWithOptOuts(criteria)).count;
  }

  /** The recipients, and the members of the same groups and teams left out because they unsubscribed. */
  async countWithOptOuts(criteria: RecipientCriteria): Promise<{ count: number; unsubscribed: number }> {
    const [where, params] = this.where(criteria, false);
    const [row] = await this.transactions.manager.query<{ count: number; unsubscribed: number }[]>(
      `SELECT count(*) FILTER (WHERE ${NOT_OPTED_OUT})::int AS count, count(*) FILTER (WHERE NOT ${NOT_OPTED_OUT})::int AS unsubscribed
       FROM members m ${where}`,
      params,
    );
    return row;
  }

  async find(criteria: RecipientCriteria, limit?: number): Promise<RecipientRow[]> {
    const [where, params] = this.where(criteria);
    const limitClause = limit === undefined ? '' : `LIMIT ${Math.floor(limit)}`;
    return this.transactions.manager.query<RecipientRow[]>(`SELECT ${COLUMNS} FROM members m ${where} ${NAME_ORDER} ${limitClause}`, params);
  }

  async byIds(memberIds: string[]): Promise<RecipientRow[]> {
    return this.transactions.manager.query<RecipientRow[]>(`SELECT ${COLUMNS} FROM members m WHERE m.id = ANY($1::uuid[]) AND m.deleted_at IS NULL`, [
      memberIds,
    ]);
  }

  /** The members who use this address (a household may share one). */
  async byEmail(email: string): Promise<RecipientRow[]> {
    return this.transactions.manager.query<RecipientRow[]>(
      `SELECT ${COLUMNS} FROM members m WHERE lower(${m.Email}) = lower($1) AND m.deleted_at IS NULL ${NAME_ORDER}`,
      [email],
    );
  }

  /** Members on a subscription list (the digests' audience). */
  async subscribersOf(listName: string): Promise<RecipientRow[]> {
    return this.transactions.manager.query<RecipientRow[]>(`SELECT ${COLUMNS} ${SUBSCRIBERS} ${NAME_ORDER}`, [listName]);
  }

  /** How many members a digest on this list reaches. */
  async countSubscribersOf(listName: string): Promise<number> {
    const [row] = await this.transactions.manager.query<{ count: number }[]>(`SELECT count(*)::int AS count ${SUBSCRIBERS}`, [listName]);
    return row.count;
  }

  private where(criteria: RecipientCriteria, withoutOptedOut = true): [string, unknown[]] {
    const teams = [...new Set(criteria.teams ?? [])];
    const params: unknown[] = [criteria.groups];
    let sql = `WHERE m.deleted_at IS NULL AND ${m.Membership_Status} = ANY($1::text[])`;
    if (withoutOptedOut) sql += ` AND ${NOT_OPTED_OUT}`;
    if (teams.length) {
      params.push(teams);
      const inTeams = `FROM member_teams mt JOIN teams t ON t.id = mt.team_id WHERE mt.member_id = m.id AND t.name = ANY($2::text[])`;
      if (criteria.teamFilterType === 'AND') {
        params.push(teams.length);
        sql += ` AND (SELECT count(DISTINCT t.name) ${inTeams}) = $3`;
      } else {
        sql += ` AND EXISTS (SELECT 1 ${inTeams})`;
      }
    }
    return [sql, params];
  }
}
