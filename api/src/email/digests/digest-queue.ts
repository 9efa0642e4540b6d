import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { DigestType } from '@greenroom/contracts';
import { Queue } from 'bullmq';
import { traced } from '../../tracing/trace-context';
import { BULK_EMAIL_QUEUE, BulkJobData, digestSchedulerId } from '../bulk-email-job';

/** Producer of the digest jobs of the bulk-email queue: its test runs and its schedules. */
@Injectable()
export class DigestQueue {
  constructor(@InjectQueue(BULK_EMAIL_QUEUE) private readonly queue: Queue<BulkJobData, unknown, string>) {}

  async sendDigestTest(type: DigestType, recipient: string, date: string): Promise<void> {
    await this.queue.add('digest', traced({ type, test: { recipient, date } }), {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: true,
    });
  }

  /** Idempotent per digest type, so a repeated Enable changes nothing; the template names the digest. */
  async scheduleDigest(type: DigestType, pattern: string, timeZone: string): Promise<void> {
    await this.queue.upsertJobScheduler(digestSchedulerId(type), { pattern, tz: timeZone }, { name: 'digest', data: { type } });
  }

  async hasDigestSchedule(type: DigestType): Promise<boolean> {
    return Boolean(await this.queue.getJobScheduler(digestSchedulerId(type)));
  }

  async unscheduleDigest(type: DigestType): Promise<void> {
    await this.queue.removeJobScheduler(digestSchedulerId(type));
  }
}
