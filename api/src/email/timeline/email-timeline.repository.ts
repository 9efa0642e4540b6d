import { Injectable } from '@nestjs/common';
import type { EmailDayCount } from '@greenroom/contracts';
import { Transactions } from '../../database/transactions';

/**
 * Every message the portal sent or gave up on, per theater day and kind: campaign mail (mass, test, the digests) from
 * its recipient rows, the e-mail queue's messages from the worker's ledger (mail/ledger). A failed recipient has no
 * sent_at: its campaign's end, or start, dates it.
 */
@Injectable()
export class EmailTimelineRepository {
  constructor(private readonly transactions: Transactions) {}

  /** From the start of `fromDay` (yyyy-mm-dd, midnight in `timeZone`, found by PostgreSQL across daylight saving) on. */
  async countsSince(fromDay: string, timeZone: string): Promise<EmailDayCount[]> {
    return this.transactions.manager.query<EmailDayCount[]>(
      `WITH since AS (SELECT ($1::date)::timestamp AT TIME ZONE $2 AS at),
       mail AS (
         SELECT c.kind, coalesce(r.sent_at, c.finished_at, c.created_at) AS at, r.status AS outcome
         FROM email_campaigns c JOIN email_campaign_recipients r ON r.campaign_id = c.id, since
         WHERE r.status IN ('sent', 'failed') AND coalesce(c.finished_at, now()) >= since.at
         UNION ALL
         SELECT s.kind, s.at, s.outcome FROM sent_emails s, since WHERE s.at >= since.at
       )
       SELECT to_char(mail.at AT TIME ZONE $2, 'YYYY-MM-DD') AS day, mail.kind,
              count(*) FILTER (WHERE mail.outcome = 'sent')::int AS sent,
              count(*) FILTER (WHERE mail.outcome = 'failed')::int AS failed
       FROM mail, since WHERE mail.at >= since.at
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [fromDay, timeZone],
    );
  }
}
