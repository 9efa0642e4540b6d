import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Transactions } from '../database/transactions';
import { BULK_EMAIL_QUEUE } from '../email/bulk-email-job';
import { EMAIL_QUEUE } from '../mail-delivery/email-job';
import type { OutboxJob } from './outbox-job';
import { OutboxRepository } from './outbox.repository';

/** Rows the sweep reads per round trip. */
const SWEEP_PAGE = 500;

/**
 * Queue after commit: a job is written to PostgreSQL (`stage`) in the same transaction as the data it works on, and
 * moved to BullMQ only once that commits, by the writer right after its commit (`release`) and by the worker's queue
 * sweep for the rows left behind (a crash between commit and move, Redis refusing or losing the job). So no job runs
 * ahead of its data, and no job is lost with Redis. The row stays until the job's work is done (`settle`/`done`);
 * BullMQ's fixed job ids make every move after the first add nothing.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger(Outbox.name);
  private readonly queues: Map<string, Queue>;

  constructor(
    private readonly rows: OutboxRepository,
    private readonly transactions: Transactions,
    @InjectQueue(EMAIL_QUEUE) email: Queue,
    @InjectQueue(BULK_EMAIL_QUEUE) bulk: Queue,
  ) {
    this.queues = new Map([
      [EMAIL_QUEUE, email],
      [BULK_EMAIL_QUEUE, bulk],
    ]);
  }

  /** Inside the transaction that stores the job's data (Transactions.run). */
  stage(job: OutboxJob): Promise<void> {
    return this.rows.insert(job);
  }

  /** After the commit: moves the jobs to Redis now. One that Redis refuses stays owed, and the sweep moves it; never throws. */
  async release(...jobs: OutboxJob[]): Promise<void> {
    for (const job of jobs) {
      try {
        await this.add(job);
      } catch (error) {
        this.logger.warn({ msg: 'job left for the queue sweep', queue: job.queue, jobId: job.jobId, error: (error as Error).message });
      }
    }
  }

  /** The worker's sweep: every owed job (back) into Redis; those Redis still holds stay as they are. Answers how many. */
  async relayOwed(): Promise<number> {
    let moved = 0;
    for (let page = await this.rows.oldest(SWEEP_PAGE, 0); page.length > 0; page = await this.rows.oldest(SWEEP_PAGE, moved)) {
      for (const job of page) await this.add(job);
      moved += page.length;
      if (page.length < SWEEP_PAGE) break;
    }
    return moved;
  }

  /**
   * For a job whose work must happen once (a sign-in e-mail): runs `work` in one transaction with the job's row
   * locked and deletes the row when `work` resolves. A second copy of the job (put back by the sweep while the first
   * ran) waits for that lock, finds the row gone and does nothing; answers undefined then. A worker killed after
   * sending but before the commit sends again on the retry: at least once, as the campaigns' copies.
   */
  settle<T>(jobId: string, work: () => Promise<T>): Promise<T | undefined> {
    return this.transactions.run(async () => {
      if (!(await this.rows.lock(jobId))) return undefined;
      const result = await work();
      await this.rows.remove(jobId);
      return result;
    });
  }

  /** For a job whose work may repeat harmlessly (a campaign's fan-out): done, the sweep no longer puts it back. */
  done(jobId: string): Promise<void> {
    return this.rows.remove(jobId);
  }

  private async add(job: OutboxJob): Promise<void> {
    const queue = this.queues.get(job.queue);
    if (!queue) throw new Error(`no queue "${job.queue}" for outbox job ${job.jobId}`);
    await queue.add(job.name, job.data, { ...job.opts, jobId: job.jobId });
  }
}
