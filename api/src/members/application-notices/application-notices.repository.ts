import { Injectable } from '@nestjs/common';
import { SIGN_IN_STATUSES } from '@greenroom/contracts';
import { Transactions } from '../../database/transactions';
import { memberColumns, memberFieldsSql } from '../member-fields';

/** An application as the Admins' notice lists it. */
export interface NoticedApplication {
  firstName: string;
  lastName: string;
  email: string;
  teams: string[];
}

/** The outbox of applications the Admins have not yet been told about, and who the Admins are. */
@Injectable()
export class ApplicationNoticesRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Called inside the application's transaction, so an application and its notice exist together or not at all. */
  async add(memberId: string): Promise<void> {
    await this.transactions.manager.query(`INSERT INTO member_application_notices (member_id) VALUES ($1)`, [memberId]);
  }

  /**
   * Removes every waiting notice and answers their applications, oldest first. Run inside the notice run's
   * transaction (Transactions.run): if the mail cannot be queued the rows come back. SKIP LOCKED lets two workers never take the same
   * notice. An applicant deleted meanwhile (an Admin already turned them away) is taken but not listed.
   */
  async take(): Promise<NoticedApplication[]> {
    const m = memberColumns('m');
    return this.transactions.manager.query<NoticedApplication[]>(
      `WITH taken AS (
         DELETE FROM member_application_notices
         WHERE member_id IN (SELECT member_id FROM member_application_notices FOR UPDATE SKIP LOCKED)
         RETURNING member_id, applied_at
       )
       SELECT ${memberFieldsSql(['First_Name', 'Last_Name', 'Email'], 'property')},
              ARRAY(SELECT t.name FROM member_teams mt JOIN teams t ON t.id = mt.team_id WHERE mt.member_id = m.id ORDER BY t.name) AS teams
       FROM taken JOIN members m ON m.id = taken.member_id AND m.deleted_at IS NULL
       ORDER BY taken.applied_at, ${m.Last_Name}, ${m.First_Name}`,
    );
  }

  async anyWaiting(): Promise<boolean> {
    return (await this.transactions.manager.query(`SELECT 1 FROM member_application_notices LIMIT 1`)).length > 0;
  }

  /**
   * One address per Admin, even when two Admins share one. Only Admins who can still sign in: a Cancelled (or
   * Pending) member keeps the Admin permission on record, but the applicants' details are no longer theirs to get.
   * Inside the caller's transaction (Transactions.run) when there is one.
   */
  async adminEmails(): Promise<string[]> {
    const column = memberColumns();
    const rows = await this.transactions.manager.query<{ email: string }[]>(
      `SELECT DISTINCT lower(${column.Email}) AS email FROM members
       WHERE ${column.Portal_Permission} = 'Admin' AND deleted_at IS NULL AND ${column.Membership_Status} = ANY($1)
       ORDER BY email`,
      [[...SIGN_IN_STATUSES]],
    );
    return rows.map((row) => row.email);
  }
}
