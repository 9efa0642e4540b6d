import { Injectable } from '@nestjs/common';
import { DUES_DUE_SOON_DAYS, type DuesListEntry } from '@greenroom/contracts';
import { Transactions } from '../../database/transactions';
import { DuesPaymentEntity } from './entities/dues-payment.entity';
import { memberColumns, memberFieldsSql } from '../member-fields';

const DUES_LIST_FIELDS = ['First_Name', 'Last_Name', 'Email', 'Membership_Status', 'Dues_Expire', 'Last_Paid_Date'] as const;
const m = memberColumns('m');
const column = memberColumns();

/** The SQL of dues: who is due or overdue, and a recorded payment. */
@Injectable()
export class DuesRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * Members who pay dues (Active, and Expired ones who lapsed) whose Dues_Expire has passed or comes within 30 days:
   * the longest overdue first. LTM members pay none; Pending applicants pay with their application.
   */
  async dueOrOverdue(today: string): Promise<DuesListEntry[]> {
    return this.transactions.manager.query<DuesListEntry[]>(
      `SELECT m.id, ${memberFieldsSql(DUES_LIST_FIELDS, 'field')}, (${m.Dues_Expire} - $1::date) AS "daysLeft"
       FROM members m
       WHERE m.deleted_at IS NULL AND ${m.Membership_Status} IN ('Active', 'Expired') AND ${m.Dues_Expire} <= $1::date + $2::int
       ORDER BY ${m.Dues_Expire}, lower(${m.Last_Name}), lower(${m.First_Name}), m.id`,
      [today, DUES_DUE_SOON_DAYS],
    );
  }

  private get payments() {
    return this.transactions.manager.getRepository(DuesPaymentEntity);
  }

  /** The payment recorded by the request with this idempotency key, if any. */
  paymentWithKey(idempotencyKey: string): Promise<DuesPaymentEntity | null> {
    return this.payments.findOne({ where: { idempotencyKey } });
  }

  /** Whether the member has a payment recorded on this day. */
  paidOn(memberId: string, day: string): Promise<boolean> {
    return this.payments.exists({ where: { memberId, paidOn: day } });
  }

  /** Throws the driver's unique violation when the day already has an unconfirmed payment or the key was used. */
  async addPayment(
    row: Pick<DuesPaymentEntity, 'memberId' | 'paidOn' | 'confirmedExtra' | 'idempotencyKey' | 'recordedBy' | 'response'>,
  ): Promise<void> {
    await this.payments.insert(row);
  }

  /**
   * Paid today: Dues_Expire moves a year on from itself, or from today when it had already passed (a lapsed member
   * pays for the year ahead, not for the months missed). An Expired member is Active again.
   */
  async recordPayment(memberId: string, today: string): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE members SET ${column.Last_Paid_Date} = $2::date,
         ${column.Dues_Expire} = (GREATEST(COALESCE(${column.Dues_Expire}, $2::date), $2::date) + interval '1 year')::date,
         ${column.Membership_Status} = CASE WHEN ${column.Membership_Status} = 'Expired' THEN 'Active' ELSE ${column.Membership_Status} END,
         updated_at = now()
       WHERE id = $1`,
      [memberId, today],
    );
  }
}
