import { Injectable, Logger } from '@nestjs/common';
import { DAILY_DIGEST_LIST, type EmailLogType, WEEKLY_DIGEST_LIST } from '@greenroom/contracts';
import { AppConfig } from '../../config/app-config';
import type { DigestJobData } from '../bulk-email-job';
import { Outbox } from '../../outbox/outbox';
import { campaignJob } from '../campaigns/campaign-queue';
import { CampaignsRepository, type NewCampaign } from '../campaigns/campaigns.repository';
import { digestBody } from './digest-body';
import { countOf } from './digest-log-words';
import { addDaysIso, DigestEventsRepository, longDateOf } from './digest-events.repository';
import { DigestRunsRepository } from './digest-runs.repository';
import { DigestSettingsRepository } from './digest-settings.repository';
import { AudienceRepository } from '../campaigns/audience.repository';
import { Transactions } from '../../database/transactions';

/** Thrown inside a run's transaction when its period already has its run: rolls the second campaign back. */
class PeriodAlreadyRun extends Error {}

/**
 * One digest run (scheduled or test): the events of the day or week, sent as a campaign to the list's
 * subscribers through the same exactly-once path as mass e-mail, with a statistics row and a log entry.
 * A scheduled run records its period (the schedule's fire time) in the transaction that stores its campaign,
 * under a unique key: a period's digest goes out once however often its job runs (run again after Redis lost its
 * record of the job, or from an old copy of Redis).
 */
@Injectable()
export class DigestRunner {
  private readonly logger = new Logger(DigestRunner.name);

  constructor(
    private readonly events: DigestEventsRepository,
    private readonly audience: AudienceRepository,
    private readonly campaigns: CampaignsRepository,
    private readonly config: AppConfig,
    private readonly runs: DigestRunsRepository,
    private readonly outbox: Outbox,
    private readonly schedules: DigestSettingsRepository,
    private readonly transactions: Transactions,
  ) {}

  /** `scheduledFor`: the fire time of the schedule that queued the job; null for tests and jobs queued by hand. */
  async run(job: DigestJobData, scheduledFor: Date | null = null): Promise<void> {
    if (scheduledFor && !(await this.schedules.of(job.type)).enabled) {
      // PostgreSQL holds the truth: a schedule left in Redis after the digest was turned off sends nothing.
      this.logger.warn(`${job.type} digest for ${scheduledFor.toISOString()} skipped: the digest is turned off`);
      return;
    }
    try {
      await this.runOnce(job, scheduledFor);
    } catch (error) {
      if (!(error instanceof PeriodAlreadyRun)) throw error;
      this.logger.warn(`${job.type} digest for ${scheduledFor?.toISOString()} already ran: not sent again`);
    }
  }

  private async runOnce(job: DigestJobData, scheduledFor: Date | null): Promise<void> {
    const logType: EmailLogType = job.test ? 'test' : job.type;
    const date = job.test?.date ?? this.events.today();
    const lastDate = job.type === 'weekly' ? addDaysIso(date, 6) : date;
    const log = [
      `${this.events.nowInWords()}: ${job.type} digest${job.test ? ` test to ${job.test.recipient}` : ''} for ${longDateOf(date)}${lastDate !== date ? ` to ${longDateOf(lastDate)}` : ''}`,
    ];
    try {
      const events = await this.events.between(date, lastDate);
      log.push(`found ${countOf(events.length, 'event')}`);
      const listName = job.type === 'daily' ? DAILY_DIGEST_LIST : WEEKLY_DIGEST_LIST;
      const recipients = job.test ? [await this.testRecipient(job.test.recipient)] : await this.audience.subscribersOf(listName);
      if (recipients.length === 0) {
        log.push(`no subscribers on "${listName}": nothing sent`);
        const run = { type: logType, recipients: 0, status: 'Success', log: log.join('\n'), campaignId: null };
        if (!scheduledFor) await this.runs.record(run);
        else if (!(await this.runs.claimPeriod({ ...run, scheduledFor }))) throw new PeriodAlreadyRun();
        return;
      }
      const heading = job.type === 'daily' ? `Events for ${longDateOf(date)}` : `Events from ${longDateOf(date)} to ${longDateOf(lastDate)}`;
      const from = /^(?:"?([^"<]*)"?\s*)?<([^>]+)>$/.exec(this.config.mailFrom);
      const campaignId = await this.transactions.run(async () => {
        const stored = await this.campaigns.create({
          kind: job.test ? 'test' : job.type,
          createdBy: null,
          fromName: from?.[1]?.trim() || 'Greenroom',
          fromEmail: from?.[2] ?? this.config.mailFrom,
          replyTo: from?.[2] ?? this.config.mailFrom,
          subject: `${job.test ? '[Test] ' : ''}${job.type === 'daily' ? 'Daily' : 'Weekly'} Event Reminder: ${heading}`,
          body: digestBody(heading, events, this.config.portalUrl),
          listName,
          attachments: [],
          recipients,
        });
        // 'Queued': the statistics call it Success only once the campaign's rows say every recipient was sent.
        const run = {
          type: logType,
          recipients: recipients.length,
          status: 'Queued',
          log: [...log, `queued to ${countOf(recipients.length, 'recipient')}`].join('\n'),
          campaignId: stored,
        };
        if (!scheduledFor) await this.runs.record(run);
        else if (!(await this.runs.claimPeriod({ ...run, scheduledFor }))) throw new PeriodAlreadyRun();
        await this.outbox.stage(campaignJob(stored));
        return stored;
      });
      await this.outbox.release(campaignJob(campaignId));
    } catch (error) {
      if (error instanceof PeriodAlreadyRun) throw error;
      log.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.runs.record({ type: logType, recipients: 0, status: 'Failed', log: log.join('\n'), campaignId: null });
      throw error;
    }
  }

  /** A test goes to the entered address, merged with that member's own values when exactly one member uses it. */
  private async testRecipient(email: string): Promise<NewCampaign['recipients'][number]> {
    const members = await this.audience.byEmail(email);
    return members.length === 1 ? members[0] : { memberId: null, email, values: { First_Name: 'Member', Full_Name: 'Member' } };
  }
}
