import { Injectable } from '@nestjs/common';
import { DAILY_DIGEST_LIST, WEEKLY_DIGEST_LIST } from '@greenroom/contracts';
import { AppConfig } from '../config/app-config';
import type { DigestJobData } from '../mail/bulk-email-job';
import { BulkMailQueue } from '../mail/bulk-mail-queue.service';
import { CampaignsRepository, type NewCampaign } from './campaigns.repository';
import { digestBody } from './digest-body';
import { addDaysIso, DigestEventsRepository, longDateOf } from './digest-events.repository';
import { EmailRunsRepository } from './email-runs.repository';
import { RecipientsRepository } from './recipients.repository';

/**
 * One digest run (scheduled or test): the events of the day or week, sent as a campaign to the list's
 * subscribers through the same exactly-once path as mass e-mail, with a statistics row and a log entry.
 */
@Injectable()
export class DigestRunner {
  constructor(
    private readonly events: DigestEventsRepository,
    private readonly recipients: RecipientsRepository,
    private readonly campaigns: CampaignsRepository,
    private readonly config: AppConfig,
    private readonly runs: EmailRunsRepository,
    private readonly queue: BulkMailQueue,
  ) {}

  async run(job: DigestJobData): Promise<void> {
    const logType = job.test ? 'test' : job.type;
    const date = job.test?.date ?? this.events.today();
    const lastDate = job.type === 'weekly' ? addDaysIso(date, 6) : date;
    const log = [
      `${this.events.nowInWords()}: ${job.type} digest${job.test ? ` test to ${job.test.recipient}` : ''} for ${date}${lastDate !== date ? ` to ${lastDate}` : ''}`,
    ];
    try {
      const events = await this.events.between(date, lastDate);
      log.push(`found ${events.length} event(s)`);
      const listName = job.type === 'daily' ? DAILY_DIGEST_LIST : WEEKLY_DIGEST_LIST;
      const recipients = job.test ? [await this.testRecipient(job.test.recipient)] : await this.recipients.subscribersOf(listName);
      if (recipients.length === 0) {
        log.push(`no subscribers on "${listName}": nothing sent`);
        await this.runs.record({ type: logType, recipients: 0, status: 'Success', log: log.join('\n'), campaignId: null });
        return;
      }
      const heading = job.type === 'daily' ? `Events for ${longDateOf(date)}` : `Events from ${longDateOf(date)} to ${longDateOf(lastDate)}`;
      const from = /^(?:"?([^"<]*)"?\s*)?<([^>]+)>$/.exec(this.config.mailFrom);
      const campaignId = await this.campaigns.create(
        {
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
        },
        (id) => this.queue.sendCampaign(id),
      );
      log.push(`queued to ${recipients.length} recipient(s) as campaign ${campaignId}`);
      // 'Queued': the statistics call it Success only once the campaign's rows say every recipient was sent.
      await this.runs.record({ type: logType, recipients: recipients.length, status: 'Queued', log: log.join('\n'), campaignId });
    } catch (error) {
      log.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.runs.record({ type: logType, recipients: 0, status: 'Failed', log: log.join('\n'), campaignId: null });
      throw error;
    }
  }

  /** A test goes to the entered address, merged with that member's own values when exactly one member uses it. */
  private async testRecipient(email: string): Promise<NewCampaign['recipients'][number]> {
    const members = await this.recipients.byEmail(email);
    return members.length === 1 ? members[0] : { memberId: null, email, values: { First_Name: 'Member', Full_Name: 'Member' } };
  }
}
