import { Injectable } from '@nestjs/common';
import type { NoticeEmailKind } from '@greenroom/contracts';
import type { SentEmailOutcome } from './sent-email.entity';
import { Transactions } from '../../database/transactions';

/** Writes the e-mail queue's ledger (sent-email.entity.ts) from the worker. */
@Injectable()
export class SentEmailsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** A job's first outcome stands: a send retried after the worker died between send and record counts once. */
  async record(jobId: string, kind: NoticeEmailKind, outcome: SentEmailOutcome): Promise<void> {
    await this.transactions.manager.query(`INSERT INTO sent_emails (job_id, kind, outcome) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO NOTHING`, [
      jobId,
      kind,
      outcome,
    ]);
  }
}
