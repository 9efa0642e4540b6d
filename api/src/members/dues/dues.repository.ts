import { Injectable } from '@nestjs/common';
import { DUES_DUE_SOON_DAYS, type DuesListEntry } from '@greenroom/contracts';
import { Transactions } from '../../database/transactions';

/** The SQL of dues: who is due or overdue, and a recorded payment. */
@Injectable()
export class DuesRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * Members who pay dues (Active, and Expired ones who lapsed) whose Dues_Expire has passed or comes within 30 days:
   * the longest overdue first. LTM members pay none; Pending applicants pay with their application.
   */
  async dueOrOverdue(today: string): Promise<DuesListEntry[]> {
    const rows = await this.transactions.manager.query<
      {
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        membership_status: string;
        dues_expire: string;
        last_paid_date: string | null;
        days_left: number;
      }[]
    >(
      `SELECT "id", "first_name", "last_name", "email", "membership_status", "dues_expire"::text AS "dues_expire",
              "last_paid_date"::text AS "last_paid_date", ("dues_expire" - $1::date) AS "days_left"
       FROM "members"
       WHERE "deleted_at" IS NULL AND "membership_status" IN ('Active', 'Expired') AND "dues_expire" <= $1::date + $2::int
       ORDER BY "dues_expire", lower("last_name"), lower("first_name"), "id"`,
      [today, DUES_DUE_SOON_DAYS],
    );
    return rows.map((row) => ({
      id: row.id,
      First_Name: row.first_name,
      Last_Name: row.last_name,
      Email: row.email,
      Membership_Status: row.membership_status,
      Dues_Expire: row.dues_expire,
      Last_Paid_Date: row.last_paid_date,
      daysLeft: row.days_left,
    }));
  }

  /**
   * Paid today: Dues_Expire moves a year on from itself, or from today when it had already passed (a lapsed member
   * pays for the year ahead, not for the months missed). An Expired member is Active again.
   */
  async recordPayment(memberId: string, today: string): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE "members" SET "last_paid_date" = $2::date,
         "dues_expire" = (GREATEST(COALESCE("dues_expire", $2::date), $2::date) + interval '1 year')::date,
         "membership_status" = CASE WHEN "membership_status" = 'Expired' THEN 'Active' ELSE "membership_status" END,
         "updated_at" = now()
       WHERE "id" = $1`,
      [memberId, today],
    );
  }
}
