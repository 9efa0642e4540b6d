import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { EmailQueue } from '../../mail/email-queue.service';
import { applicationDigestEmail } from '../member-application-emails';
import { ApplicationDigestQueue } from './application-digest-queue.service';
import { ApplicationNoticesRepository } from './application-notices.repository';

/** One digest run: every waiting application, in one e-mail per Admin. */
@Injectable()
export class ApplicationDigestSender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: ApplicationNoticesRepository,
    private readonly emailQueue: EmailQueue,
    private readonly digestQueue: ApplicationDigestQueue,
    private readonly config: AppConfig,
  ) {}

  /** `runId` (the digest job's id) names the e-mail jobs, so a retried run queues nothing twice while they wait. */
  async send(runId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const applications = await this.notices.take(manager);
      if (applications.length === 0) return;
      for (const admin of await this.notices.adminEmails(manager)) {
        await this.emailQueue.enqueue(applicationDigestEmail(admin, applications, this.config.portalUrl), `${runId}-${admin}`);
      }
    });
    // An application committed while this run was reading (at the window's very edge) waits for the next window.
    await this.scheduleIfWaiting();
  }

  /**
   * Asks for the current window's digest when applications wait: also run by the queue sweep, for applications
   * whose digest job was never queued (Redis was down) or was lost with Redis. Adds nothing when the job exists.
   */
  async scheduleIfWaiting(): Promise<boolean> {
    if (!(await this.notices.anyWaiting())) return false;
    await this.digestQueue.schedule();
    return true;
  }
}
