import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transporter } from 'nodemailer';
import { DataSource, type QueryRunner } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { CampaignTemplate, campaignMessage } from './campaign-message';
import { MailSettings } from './mail-settings';
import { createBulkTransport } from './smtp-transport';
import { signUnsubscribe } from './unsubscribe-token';

export type SendOutcome = 'sent' | 'failed' | 'skipped';

interface LockedRecipient {
  id: string;
  campaign_id: string;
  member_id: string | null;
  email: string;
  merge_values: Record<string, string>;
}

const TEMPLATE_CACHE_SIZE = 20;

/** A 5xx answer will not change on retry; anything else (4xx, connection trouble) may. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * Sends each recipient's copy of a campaign exactly once as far as the mail server can tell: the row is
 * marked (and so locked), the message sent, and the transaction committed only after the server accepted it. A worker killed
 * before the commit leaves the row queued (PostgreSQL rolls back), and the batch job runs again; a stalled
 * job run twice waits on the lock and then finds the row already sent.
 */
@Injectable()
export class CampaignSender implements OnApplicationShutdown {
  private readonly logger = new Logger(CampaignSender.name);
  private readonly transport: Transporter;
  private readonly templates = new Map<string, Promise<CampaignTemplate>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly settings: MailSettings,
  ) {
    this.transport = createBulkTransport(config.smtpUrl, settings.concurrency);
  }

  /** Sends a batch one recipient after the other on one database connection; answers how many were sent now. */
  async sendBatch(recipientIds: string[], lastAttempt: boolean): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      let sent = 0;
      for (const recipientId of recipientIds) {
        if ((await this.send(runner, recipientId, lastAttempt)) === 'sent') sent += 1;
      }
      return sent;
    } finally {
      await runner.release();
    }
  }

  private async send(runner: QueryRunner, recipientId: string, lastAttempt: boolean): Promise<SendOutcome> {
    try {
      await runner.startTransaction();
      // Marking the row sent first locks it and reads it in one round trip; the mark only counts if the commit
      // after a successful send happens. A second runner of the same job waits here, then matches nothing.
      const [rows] = (await runner.query(
        `UPDATE email_campaign_recipients SET status = 'sent', sent_at = now(), error = NULL WHERE id = $1 AND status = 'queued'
         RETURNING id, campaign_id, member_id, email, merge_values`,
        [recipientId],
      )) as [LockedRecipient[], number];
      const [row] = rows;
      if (!row) {
        await runner.commitTransaction();
        return 'skipped';
      }
      const template = await this.template(row.campaign_id);
      try {
        await this.transport.sendMail(campaignMessage(template, { id: row.id, email: row.email, mergeValues: row.merge_values, unsubscribeUrl: this.unsubscribeUrl(template, row) }));
      } catch (error) {
        if (!isPermanent(error) && !lastAttempt) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        await runner.query(`UPDATE email_campaign_recipients SET status = 'failed', sent_at = NULL, error = $2 WHERE id = $1`, [row.id, reason.slice(0, 500)]);
        await runner.commitTransaction();
        this.logger.warn(`campaign ${row.campaign_id}: ${row.email} failed for good: ${reason}`);
        return 'failed';
      }
      await runner.commitTransaction();
      return 'sent';
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    }
  }

  private unsubscribeUrl(template: CampaignTemplate, row: LockedRecipient): string | null {
    if (!row.member_id || template.kind === 'test') return null;
    const token = signUnsubscribe({ memberId: row.member_id, list: template.listName }, this.config.emailLinkKeys);
    return `${this.config.portalUrl}/api/unsubscribe?token=${token}`;
  }

  /** Subject, body and attachments are read once per campaign, not once per recipient. */
  private template(campaignId: string): Promise<CampaignTemplate> {
    let template = this.templates.get(campaignId);
    if (!template) {
      template = this.loadTemplate(campaignId);
      template.catch(() => this.templates.delete(campaignId));
      this.templates.set(campaignId, template);
      if (this.templates.size > TEMPLATE_CACHE_SIZE) this.templates.delete(this.templates.keys().next().value as string);
    }
    return template;
  }

  private async loadTemplate(campaignId: string): Promise<CampaignTemplate> {
    const [campaign] = await this.dataSource.query<{ kind: string; list_name: string | null; from_name: string; from_email: string; reply_to: string; subject: string; body: string }[]>(
      `SELECT kind, list_name, from_name, from_email, reply_to, subject, body FROM email_campaigns WHERE id = $1`,
      [campaignId],
    );
    if (!campaign) throw new Error(`campaign ${campaignId} not found`);
    const attachments = await this.dataSource.query<{ filename: string; content_type: string; content: Buffer }[]>(
      `SELECT filename, content_type, content FROM email_campaign_attachments WHERE campaign_id = $1 ORDER BY filename`,
      [campaignId],
    );
    return {
      id: campaignId,
      kind: campaign.kind,
      listName: campaign.list_name,
      fromName: campaign.from_name,
      fromEmail: campaign.from_email,
      replyTo: campaign.reply_to,
      subject: campaign.subject,
      body: campaign.body,
      attachments: attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.content_type, content: attachment.content })),
    };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
