import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import { EMAIL_QUEUE, EmailJob, EmailJobData, LoginLinkJobData, loginLinkJobId } from './email-job';
import { traced } from '../tracing/trace-context';
import { RETRIED_JOB_OPTIONS } from './queue-options';

/** Producer of the e-mail queue: the one place its jobs and their options are written. */
@Injectable()
export class EmailQueue implements OnModuleInit {
  private readonly logger = new Logger(EmailQueue.name);
  private lastWarning = 0;

  constructor(@InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<EmailJob['data'], void, EmailJob['name']>) {}

  onModuleInit(): void {
    // Without a listener BullMQ prints every reconnect failure; the API keeps serving while Redis is down.
    this.queue.on('error', (error: Error) => {
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        this.logger.warn({ msg: 'e-mail queue unavailable', queue: EMAIL_QUEUE, error: error.message });
      }
    });
  }

  /** `jobId` makes a retry of the same request enqueue nothing twice. Rejects at once while Redis is down. */
  async enqueue(data: EmailJobData, jobId: string): Promise<void> {
    await this.queue.add('send', traced(data), { ...RETRIED_JOB_OPTIONS, jobId });
  }

  /** A sign-in job that gives up is deleted at once: nobody needs a week-old record of who asked to sign in. */
  async enqueueLoginLink(data: LoginLinkJobData): Promise<void> {
    await this.queue.add('login-link', traced(data), { ...RETRIED_JOB_OPTIONS, jobId: loginLinkJobId(data.loginTokenId), removeOnFail: true });
  }
}
