import { Injectable } from '@nestjs/common';
import { DUES_REMINDER_DAYS, DUES_REMINDER_LIST, LOGIN_RESULTS, MEMBER_LOG_ACTIONS, type MemberLogAction } from '@greenroom/contracts';
import { Transactions } from '../../database/transactions';
import { ApplicationNoticesRepository } from '../application-notices/application-notices.repository';
import { memberColumns, memberFieldsSql } from '../member-fields';
import type { LifecyclePerson } from './lifecycle-emails';

export interface ReminderCandidate extends LifecyclePerson {
  memberId: string;
  duesExpire: string;
  daysBefore: number;
}

interface PersonRow extends LifecyclePerson {
  id: string;
}

const m = memberColumns('m');
const column = memberColumns();
/** A changed member as the rules answer them, read by RETURNING (no alias there). */
const RETURNING_PERSON = `id, ${column.First_Name} AS "firstName", ${column.Last_Name} AS "lastName", ${column.Email} AS email`;
const toPerson = ({ firstName, lastName, email }: PersonRow): LifecyclePerson => ({ firstName, lastName, email });

/** The SQL of the scheduled membership rules. Every change is written with its member-log entry, in the caller's transaction. */
@Injectable()
export class LifecycleRepository {
  constructor(
    private readonly transactions: Transactions,
    private readonly notices: ApplicationNoticesRepository,
  ) {}

  /** Who gets the Admins' digest of the rules' changes (the Admins who can sign in). */
  adminEmails(): Promise<string[]> {
    return this.notices.adminEmails();
  }

  /**
   * /join: "payable within 14 days of submitting or the application is removed". Applications submitted before
   * `cutoff` with no payment recorded are soft-deleted (the member log keeps them; the applicant may apply again).
   */
  async removeUnpaidApplications(cutoff: Date): Promise<LifecyclePerson[]> {
    // For an UPDATE, TypeORM answers [returned rows, affected count].
    const [rows] = await this.transactions.manager.query<[PersonRow[], number]>(
      `UPDATE members SET deleted_at = now()
       WHERE ${column.Membership_Status} = 'Pending' AND deleted_at IS NULL AND ${column.Last_Paid_Date} IS NULL AND created_at < $1
       RETURNING ${RETURNING_PERSON}`,
      [cutoff],
    );
    await this.log(rows, MEMBER_LOG_ACTIONS.applicationRemoved, { field: 'Membership_Status', before: 'Pending', after: 'Removed' });
    return rows.map(toPerson);
  }

  /** Active members whose Dues_Expire has passed become Expired. LTM members pay no dues and are never moved. */
  async lapseUnpaidMembers(today: string): Promise<LifecyclePerson[]> {
    const [rows] = await this.transactions.manager.query<[PersonRow[], number]>(
      `UPDATE members SET ${column.Membership_Status} = 'Expired', updated_at = now()
       WHERE ${column.Membership_Status} = 'Active' AND deleted_at IS NULL AND ${column.Dues_Expire} < $1::date
       RETURNING ${RETURNING_PERSON}`,
      [today],
    );
    await this.log(rows, MEMBER_LOG_ACTIONS.membershipLapsed, { field: 'Membership_Status', before: 'Active', after: 'Expired' });
    return rows.map(toPerson);
  }

  /**
   * Active members on the reminder list whose dues expire within 30 days, with the reminder now due: the 7-day one
   * from 7 days ahead, else the 30-day one. Those already sent that reminder for this Dues_Expire are left out.
   */
  async dueReminders(today: string): Promise<ReminderCandidate[]> {
    const [far, near] = DUES_REMINDER_DAYS;
    // A reminder is recorded for the Dues_Expire it was sent for: dues_reminders keeps the members' column name.
    const sentFor = memberColumns('d').Dues_Expire;
    const daysBefore = `CASE WHEN ${m.Dues_Expire} - $1::date <= $3 THEN $3 ELSE $2 END`;
    const rows = await this.transactions.manager.query<(PersonRow & { duesExpire: string; daysBefore: number })[]>(
      `SELECT m.id, ${memberFieldsSql(['First_Name', 'Last_Name', 'Email', 'Dues_Expire'], 'property')}, ${daysBefore} AS "daysBefore"
       FROM members m
       JOIN member_subscriptions s ON s.member_id = m.id
       JOIN subscription_lists l ON l.id = s.list_id AND l.name = $4
       WHERE ${m.Membership_Status} = 'Active' AND m.deleted_at IS NULL
         AND ${m.Dues_Expire} BETWEEN $1::date AND $1::date + $2::int
         AND NOT EXISTS (SELECT 1 FROM dues_reminders d WHERE d.member_id = m.id AND ${sentFor} = ${m.Dues_Expire} AND d.days_before = ${daysBefore})
       ORDER BY ${m.Dues_Expire}, ${m.Last_Name}, ${m.First_Name}`,
      [today, far, near, DUES_REMINDER_LIST],
    );
    return rows.map((row) => ({ ...toPerson(row), memberId: row.id, duesExpire: row.duesExpire, daysBefore: row.daysBefore }));
  }

  /** Claims one reminder; false when it was already sent (the unique key), so a rerun or a second worker sends nothing. */
  async claimReminder(candidate: ReminderCandidate): Promise<boolean> {
    const rows = await this.transactions.manager.query<{ id: string }[]>(
      `INSERT INTO dues_reminders (member_id, ${column.Dues_Expire}, days_before) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT dues_reminders_once_key DO NOTHING RETURNING id`,
      [candidate.memberId, candidate.duesExpire, candidate.daysBefore],
    );
    return rows.length > 0;
  }

  private async log(rows: PersonRow[], action: MemberLogAction, change: { field: string; before: string; after: string }): Promise<void> {
    if (rows.length === 0) return;
    // changed_by stays null: no signed-in member made the change, the schedule did (the action type says which rule).
    await this.transactions.manager.query(
      `INSERT INTO "member_log" ("action_type", "login_result", "email", "member_id", "changes")
       SELECT $1, $2, r."email", r."id", $3::jsonb FROM unnest($4::uuid[], $5::text[]) AS r("id", "email")`,
      [action, LOGIN_RESULTS.success, JSON.stringify([change]), rows.map((row) => row.id), rows.map((row) => row.email)],
    );
  }
}
