import { Injectable, Logger } from '@nestjs/common';
import { APPLICATION_PAYMENT_DAYS, DUES_REMINDER_LIST } from '@greenroom/contracts';
import { calendarDayIn, Clock } from '../../clock/clock';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';
import { EmailQueue } from '../../mail-delivery/email-queue';
import { signUnsubscribe } from '../../mail-delivery/unsubscribe-token';
import { OfficeSettings } from '../../office/office-settings';
import { duesReminderEmail, lifecycleDigestEmail } from './lifecycle-emails';
import { LifecycleRepository } from './lifecycle.repository';

export interface SweepResult {
  day: string;
  removedApplications: number;
  lapsedMembers: number;
  remindersSent: number;
}

/**
 * The daily membership rules: unpaid applications removed after 14 days, members whose dues lapsed moved to
 * Expired (both told to the Admins in one digest), and renewal reminders 30 and 7 days ahead. Safe to run again:
 * each rule finds only what is still to do, and each e-mail's job id names what it is for.
 */
@Injectable()
export class MembershipSweepService {
  private readonly logger = new Logger(MembershipSweepService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly lifecycle: LifecycleRepository,
    private readonly emailQueue: EmailQueue,
    private readonly clock: Clock,
    private readonly office: OfficeSettings,
    private readonly config: AppConfig,
  ) {}

  async run(): Promise<SweepResult> {
    const now = this.clock.now();
    const day = calendarDayIn(now, this.config.theaterTimeZone);
    const { removed, lapsed } = await this.applyStatusRules(now, day);
    const remindersSent = await this.sendReminders(day, now);
    const result = { day, removedApplications: removed, lapsedMembers: lapsed, remindersSent };
    this.logger.log(`membership rules for ${day}: ${JSON.stringify(result)}`);
    return result;
  }

  /** Removal, lapse and the Admins' digest in one transaction: if the digest cannot be queued, nothing changes and the next run redoes it. */
  private async applyStatusRules(now: Date, day: string): Promise<{ removed: number; lapsed: number }> {
    return this.transactions.run(async () => {
      const cutoff = new Date(now.getTime() - APPLICATION_PAYMENT_DAYS * 86_400_000);
      const removedApplications = await this.lifecycle.removeUnpaidApplications(cutoff);
      const lapsedMembers = await this.lifecycle.lapseUnpaidMembers(day);
      if (removedApplications.length + lapsedMembers.length > 0) {
        for (const admin of await this.lifecycle.adminEmails()) {
          await this.emailQueue.enqueue(
            lifecycleDigestEmail(admin, { day, removedApplications, lapsedMembers }, this.config.portalUrl),
            `membership-digest-${day}-${admin}`,
          );
        }
      }
      return { removed: removedApplications.length, lapsed: lapsedMembers.length };
    });
  }

  /** Each reminder is claimed and queued together; a failed queue gives the claim back for the next run. */
  private async sendReminders(day: string, now: Date): Promise<number> {
    let sent = 0;
    for (const candidate of await this.lifecycle.dueReminders(day)) {
      try {
        const claimed = await this.transactions.run(async () => {
          if (!(await this.lifecycle.claimReminder(candidate))) return false;
          const token = signUnsubscribe({ memberId: candidate.memberId, list: DUES_REMINDER_LIST }, this.config.emailLinkKeys, now);
          await this.emailQueue.enqueue(
            duesReminderEmail(
              {
                to: candidate.email,
                firstName: candidate.firstName,
                duesExpire: candidate.duesExpire,
                daysBefore: candidate.daysBefore,
                unsubscribeUrl: `${this.config.portalUrl}/api/unsubscribe?token=${token}`,
                subscriptionsUrl: `${this.config.portalUrl}/my-subs`,
              },
              this.office.info,
            ),
            `dues-reminder-${candidate.memberId}-${candidate.duesExpire}-${candidate.daysBefore}`,
          );
          return true;
        });
        if (claimed) sent += 1;
      } catch (error) {
        this.logger.warn(`dues reminder to ${candidate.email} not queued: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return sent;
  }
}
