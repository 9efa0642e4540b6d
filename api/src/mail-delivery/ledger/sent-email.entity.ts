import type { NoticeEmailKind } from '@greenroom/contracts';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type SentEmailOutcome = 'sent' | 'failed';

/**
 * The ledger of the e-mail queue's messages (sign-in links, confirmations, reminders, notices): one row per job once
 * it is sent or given up, for the office's statistics. Campaign mail has its own rows (email_campaign_recipients).
 * No address or content: what went out, when, and whether it arrived at the SMTP server.
 */
@Entity({ name: 'sent_emails' })
@Index('sent_emails_at_idx', ['at'])
@Check('sent_emails_outcome_check', `"outcome" IN ('sent', 'failed')`)
export class SentEmailEntity {
  /** The BullMQ job id: a job retried after its send is recorded once. */
  @PrimaryColumn({ name: 'job_id', type: 'text' })
  jobId!: string;

  @Column({ type: 'text' })
  kind!: NoticeEmailKind;

  @Column({ type: 'text' })
  outcome!: SentEmailOutcome;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
