import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { Transactions } from '../database/transactions';
import { OutboxJobEntity } from './outbox-job.entity';
import type { OutboxJob } from './outbox-job';

/** The queue outbox's rows (outbox.ts). */
@Injectable()
export class OutboxRepository {
  constructor(private readonly transactions: Transactions) {}

  private get rows(): Repository<OutboxJobEntity> {
    return this.transactions.manager.getRepository(OutboxJobEntity);
  }

  /** A job staged twice (a retried transaction) stays one row. */
  async insert(job: OutboxJob): Promise<void> {
    await this.rows.createQueryBuilder().insert().values(job).orIgnore().updateEntity(false).execute();
  }

  /** Owed jobs, oldest first, a page at a time. */
  oldest(limit: number, offset: number): Promise<OutboxJob[]> {
    return this.rows.find({
      select: { jobId: true, queue: true, name: true, data: true, opts: true },
      order: { createdAt: 'ASC', jobId: 'ASC' },
      take: limit,
      skip: offset,
    });
  }

  /**
   * Locks the job's row until the surrounding transaction ends, waiting for a copy of the job that holds it; false when
   * the row is gone (that copy did the work).
   */
  async lock(jobId: string): Promise<boolean> {
    const rows = await this.rows
      .createQueryBuilder('job')
      .select('job.job_id')
      .where('job.job_id = :jobId', { jobId })
      .setLock('pessimistic_write')
      .getRawMany();
    return rows.length > 0;
  }

  async remove(jobId: string): Promise<void> {
    await this.rows.delete({ jobId });
  }
}
