import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { CampaignTemplate, campaignMessage } from './campaign-message';
import { MailSettings } from './mail-settings';
import { createBulkTransport } from './smtp-transport';
import { signUnsubscribe } from './unsubscribe-token';


interface LockedRecipient {
  id: string;
  campaign_id: string;
  member_id: string | null;
  email: string;
  merge_values: Record<string, string>;
}

/** The part of node-postgres' client used here: TypeORM's query runner hands out the one it holds. */
interface PgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: LockedRecipient[] } | { rows: LockedRecipient[] }[]>;
  escapeLiteral(text: string): string;
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

  /**
   * Sends a batch one recipient after the other on one database connection, each in its own transaction; answers
   * how many were sent now. One round trip per recipient: the previous recipient's COMMIT, the next one's BEGIN and
   * its locking UPDATE travel together (several statements need the simple query protocol, hence the escaped literal).
   */
  async sendBatch(recipientIds: string[], lastAttempt: boolean): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    const client: PgClient = await runner.connect();
    let open = false;
    try {
      let sent = 0;
      for (const recipientId of recipientIds) {
        // Marking the row sent first locks it and reads it; the mark only counts if the commit after a successful
        // send happens. A second runner of the same job waits here, then matches nothing.
        const answer = await client.query(
          `${open ? 'COMMIT; ' : ''}BEGIN; UPDATE email_campaign_recipients SET status = 'sent', sent_at = now(), error = NULL
           WHERE id = ${client.escapeLiteral(recipientId)} AND status = 'queued' RETURNING id, campaign_id, member_id, email, merge_values`,
        );
        open = true;
        const [row] = (Array.isArray(answer) ? answer[answer.length - 1] : answer).rows;
        if (row && (await this.send(client, row, lastAttempt))) sent += 1;
      }
      if (open) await client.query('COMMIT');
      return sent;
    } catch (error) {
      if (open) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** True once the server accepted the message; a refusal for good is recorded in the open transaction instead. */
  private async send(client: PgClient, row: LockedRecipient, lastAttempt: boolean): Promise<boolean> {
    const template = await this.template(row.campaign_id);
    try {
      await this.transport.sendMail(campaignMessage(template, { id: row.id, email: row.email, mergeValues: row.merge_values, unsubscribeUrl: this.unsubscribeUrl(template, row) }));
      return true;
    } catch (error) {
      if (!isPermanent(error) && !lastAttempt) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      await client.query(`UPDATE email_campaign_recipients SET status = 'failed', sent_at = NULL, error = $2 WHERE id = $1`, [row.id, reason.slice(0, 500)]);
      this.logger.warn(`campaign ${row.campaign_id}: ${row.email} failed for good: ${reason}`);
      return false;
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
