import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';
import { EmailQueue } from '../../mail-delivery/email-queue';
import { applicationDigestEmail } from '../member-application-emails';
import { ApplicationNoticesQueue } from './application-notices-queue';
import { ApplicationNoticesRepository } from './application-notices.repository';

/** One notice run: every waiting application, in one e-mail per Admin. */
@Injectable()
export class ApplicationNoticesSender {
  constructor(
    private readonly transactions: Transactions,
    private readonly notices: ApplicationNoticesRepository,
    private readonly emailQueue: EmailQueue,
    private readonly noticesQueue: ApplicationNoticesQueue,
    private readonly config: AppConfig,
  ) {}

  /** `runId` (the notice job's id) names the e-mail jobs, so a retried run queues nothing twice while they wait. */
  async send(runId: string): Promise<void> {
    await this.transactions.run(async () => {
      const applications = await this.notices.take();
      if (applications.length === 0) return;
      for (const admin of await this.notices.adminEmails()) {
        await this.emailQueue.enqueue(applicationDigestEmail(admin, applications, this.config.portalUrl), `${runId}-${admin}`);
      }
    });
    // An application committed while this run was reading (at the window's very edge) waits for the next window.
    await this.scheduleIfWaiting();
  }

  /**
   * Asks for the current window's notice when applications wait: also run by the queue sweep, for applications
   * whose notice job was never queued (Redis was down) or was lost with Redis. Adds nothing when the job exists.
   */
  async scheduleIfWaiting(): Promise<boolean> {
    if (!(await this.notices.anyWaiting())) return false;
    await this.noticesQueue.schedule();
    return true;
  }
}
