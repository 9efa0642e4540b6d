import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import {
  PREVIEW_RECIPIENT_LIMIT,
  unknownMergeTags,
  unknownMergeTagsMessage,
  type CampaignMessageResponse,
  type CampaignProgress,
  type MergeCheckResponse,
  type PreviewRecipientsResponse,
  type RecipientCriteria,
  type SendMassEmailResponse,
} from '@greenroom/contracts';
import { AppConfig } from '../../config/app-config';
import { Outbox } from '../../outbox/outbox';
import { campaignJob } from './campaign-queue';
import type { MemberEntity } from '../../members/entities/member.entity';
import { checkAttachments, type CheckedAttachment } from './attachment-check';
import { CampaignsRepository } from './campaigns.repository';
import type { MergeCheckDto, SendMassEmailDto, SendTestEmailDto } from './dto/campaigns.dto';
import { containsScript, plainText, sanitizeBody } from '../email-body';
import { mergeTagsInMarkup, mergeValuesOf, renderMergeTags, usedMergeTags } from '../merge-tags';
import { isSenderAddress } from './sender-address';
import { RecipientRow, AudienceRepository } from './audience.repository';
import { Transactions } from '../../database/transactions';

interface PreparedMessage {
  subject: string;
  body: string;
  attachments: CheckedAttachment[];
}

/** Validates, stores and enqueues mass e-mails and test sends. Nothing is queued unless all checks pass. */
@Injectable()
export class CampaignsService {
  private readonly logger = new Logger(CampaignsService.name);

  constructor(
    private readonly audience: AudienceRepository,
    private readonly store: CampaignsRepository,
    private readonly outbox: Outbox,
    private readonly config: AppConfig,
    private readonly transactions: Transactions,
  ) {}

  async preview(criteria: RecipientCriteria): Promise<PreviewRecipientsResponse> {
    if (criteria.groups.length === 0) return { recipients: [], count: 0 };
    const [rows, count] = await Promise.all([this.audience.find(criteria, PREVIEW_RECIPIENT_LIMIT), this.audience.count(criteria)]);
    return {
      recipients: rows.map((row) => ({ firstName: row.firstName, lastName: row.lastName, email: row.email, status: row.membershipStatus ?? '' })),
      count,
    };
  }

  /**
   * For each known tag the message uses, how many recipients have an empty value (the copy would read "on ."),
   * and with `asEmail` the subject and sanitized body merged exactly as that recipient's copy will be.
   */
  async mergeCheck(request: MergeCheckDto): Promise<MergeCheckResponse> {
    const recipients = request.groups.length === 0 ? [] : await this.audience.find(request);
    const values = recipients.map(mergeValuesOf);
    const emptyTags = usedMergeTags(`${request.subject} ${request.body}`)
      .map(({ tag, fallback }) => ({ tag, fallback, empty: values.filter((value) => value[tag].trim() === '').length }))
      .filter((tag) => tag.empty > 0);
    let preview: MergeCheckResponse['preview'] = null;
    if (request.asEmail !== undefined) {
      const index = recipients.findIndex((row) => row.email.toLowerCase() === request.asEmail?.trim().toLowerCase());
      if (index < 0) throw new BadRequestException('That member is not among the recipients');
      const row = recipients[index];
      preview = {
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
        subject: renderMergeTags(request.subject, values[index], false),
        html: renderMergeTags(sanitizeBody(request.body), values[index], true),
      };
    }
    return { total: recipients.length, emptyTags, preview };
  }

  history(): Promise<CampaignProgress[]> {
    return this.store.list();
  }

  progress(campaignId: string): Promise<CampaignProgress | null> {
    return this.store.progress(campaignId);
  }

  /** A sent e-mail reopened: subject, body, sender, attachment names, recipients and delivery counts; null if unknown. */
  async message(campaignId: string): Promise<CampaignMessageResponse | null> {
    const [campaign, template] = await Promise.all([this.store.progress(campaignId), this.store.template(campaignId)]);
    if (!campaign || !template) return null;
    return {
      campaign,
      fromName: template.fromName,
      fromEmail: template.fromEmail,
      replyTo: template.replyTo,
      body: template.body,
      attachments: template.attachments.map((attachment) => attachment.filename),
      recipients: await this.store.recipients(campaignId),
    };
  }

  async count(criteria: RecipientCriteria): Promise<number> {
    return criteria.groups.length === 0 ? 0 : this.audience.count(criteria);
  }

  /** The recipients, and how many members of the chosen groups are left out because they unsubscribed. */
  countWithOptOuts(criteria: RecipientCriteria): Promise<{ count: number; unsubscribed: number }> {
    return criteria.groups.length === 0 ? Promise.resolve({ count: 0, unsubscribed: 0 }) : this.audience.countWithOptOuts(criteria);
  }

  async sendMass(admin: MemberEntity, request: SendMassEmailDto): Promise<SendMassEmailResponse> {
    const message = this.prepare(request);
    let recipients = await this.audience.find(request);
    if (request.recipients) {
      const chosen = new Set(request.recipients.map((email) => email.trim().toLowerCase()));
      recipients = recipients.filter((recipient) => chosen.has(recipient.email.toLowerCase()));
    }
    if (recipients.length === 0) throw new BadRequestException('There are no recipients that match your criteria');
    const campaignId = await this.enqueue('mass', admin, request, message, recipients);
    this.logger.log({ msg: 'campaign queued', campaignId, kind: 'mass', adminId: admin.id, recipients: recipients.length });
    return { campaignId, sentCount: recipients.length, message: `Your email is being sent to ${recipients.length} members.` };
  }

  /** The test copy goes to the signed-in admin only, merged with their own record, whatever the body says. */
  async sendTest(admin: MemberEntity, request: SendTestEmailDto): Promise<{ message: string; campaignId: string }> {
    const message = this.prepare(request);
    if ((await this.count(request)) === 0) throw new BadRequestException('There are no recipients that match your criteria');
    const [self] = await this.audience.byIds([admin.id]);
    // Exactly what members get (footer and unsubscribe included), marked as a test in the subject.
    const campaignId = await this.enqueue('test', admin, request, { ...message, subject: `[Test] ${message.subject}` }, [self]);
    return { message: `Test email sent to ${admin.email}`, campaignId };
  }

  private prepare(request: SendTestEmailDto | SendMassEmailDto): PreparedMessage {
    if (request.subject.trim() === '') throw new BadRequestException('Please enter a subject line');
    if (plainText(request.body) === '' && !/<img\b/i.test(request.body)) throw new BadRequestException('Please enter email content');
    if (request.groups.length === 0) throw new BadRequestException('Please select at least one membership group');
    const attachments = checkAttachments(request.attachments);
    if (!attachments.ok) throw new BadRequestException(`Please fix the attachment issue: ${attachments.error}`);
    if (containsScript(request.body) || containsScript(request.subject)) throw new BadRequestException('The email content may not contain scripts.');
    const unknown = unknownMergeTags(`${request.subject} ${request.body}`);
    if (unknown.length) throw new BadRequestException(unknownMergeTagsMessage(unknown));
    if (!isSenderAddress(request.fromEmail, this.config.mailSenderDomains)) {
      throw new BadRequestException(`The from email must be an address at ${this.config.mailSenderDomains.join(' or ')}.`);
    }
    const body = sanitizeBody(request.body);
    const inMarkup = mergeTagsInMarkup(body);
    if (inMarkup.length) {
      throw new BadRequestException(`Merge tags can be used in the text only, not inside a link or an image: ${inMarkup.join(', ')}`);
    }
    return { subject: request.subject.trim(), body, attachments: attachments.attachments };
  }

  /**
   * Stores the campaign and its job (outbox) in one transaction, then moves the job to the queue. Redis refusing the
   * move loses nothing: the worker's queue sweep moves it, so the answer is the same.
   */
  private async enqueue(
    kind: 'mass' | 'test',
    admin: MemberEntity,
    request: SendTestEmailDto,
    message: PreparedMessage,
    recipients: RecipientRow[],
  ): Promise<string> {
    const campaignId = await this.transactions.run(async () => {
      const stored = await this.store.create({
        kind,
        createdBy: admin.id,
        fromName: request.fromName,
        fromEmail: request.fromEmail,
        replyTo: request.replyToEmail,
        listName: null,
        recipients,
        ...message,
      });
      await this.outbox.stage(campaignJob(stored));
      return stored;
    });
    await this.outbox.release(campaignJob(campaignId));
    return campaignId;
  }
}
