import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { RETRIED_JOB_OPTIONS } from '../../mail-delivery/queue-options';
import { traced } from '../../tracing/trace-context';
import { APPLICATION_NOTICES_QUEUE, ApplicationNoticesJobData, applicationNoticesJobId } from './application-notices-job';

/** Producer of the notices queue (the one place its job options are written): asks for a notice run at the end of the current window. */
@Injectable()
export class ApplicationNoticesQueue {
  constructor(
    @InjectQueue(APPLICATION_NOTICES_QUEUE) private readonly queue: Queue<ApplicationNoticesJobData>,
    private readonly config: AppConfig,
  ) {}

  /**
   * Windows are aligned to the clock, so every API replica picks the same job id for the same window and the
   * first one's job stands. The job runs when the window ends, after any application of that window committed.
   */
  async schedule(now: number = Date.now()): Promise<void> {
    const windowMs = this.config.applicationNoticeWindowSeconds * 1000;
    const windowIndex = Math.floor(now / windowMs);
    // The job name stays `digest`, as in the jobs running installs hold; the processor does not read it.
    await this.queue.add('digest', traced({}), {
      ...RETRIED_JOB_OPTIONS,
      jobId: applicationNoticesJobId(windowIndex),
      delay: (windowIndex + 1) * windowMs - now,
    });
  }
}
