import { Injectable } from '@nestjs/common';
import type { CampaignKind, CampaignProgress } from '@greenroom/contracts';
import { Transactions } from '../../database/transactions';
import { memberFullNameSql } from '../../members/member-fields';
import type { CheckedAttachment } from './attachment-check';
import type { CampaignTemplate } from './campaign-message';
import { EmailCampaignAttachmentEntity } from '../entities/email-campaign-attachment.entity';
import { EmailCampaignRecipientEntity } from '../entities/email-campaign-recipient.entity';
import { EmailCampaignEntity } from '../entities/email-campaign.entity';
import { mergeValuesOf } from '../merge-tags';
import type { RecipientRow } from './audience.repository';

export interface NewCampaign {
  kind: CampaignKind;
  createdBy: string | null;
  fromName: string;
  fromEmail: string;
  replyTo: string;
  subject: string;
  body: string;
  listName: string | null;
  attachments: CheckedAttachment[];
  /** Members, or (digest test) a bare address with the test name. */
  recipients: (RecipientRow | { memberId: null; email: string; values: Record<string, string> })[];
}

const INSERT_CHUNK = 1000;

/** What a campaign came to, from being stored to its last recipient's outcome. */
export interface FinishedCampaign {
  kind: string;
  sent: number;
  failed: number;
  durationMs: number;
}

/** Campaigns with their attachments and recipient lists: storing them, their progress, what the worker renders. */
@Injectable()
export class CampaignsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Everything in one transaction: the caller's, which stages the campaign's job in the outbox beside it. */
  async create(campaign: NewCampaign): Promise<string> {
    return this.transactions.run(async () => {
      const manager = this.transactions.manager;
      const saved = await manager.save(
        manager.create(EmailCampaignEntity, {
          kind: campaign.kind,
          createdBy: campaign.createdBy,
          fromName: campaign.fromName,
          fromEmail: campaign.fromEmail,
          replyTo: campaign.replyTo,
          subject: campaign.subject,
          body: campaign.body,
          listName: campaign.listName,
        }),
      );
      for (const attachment of campaign.attachments) {
        await manager.insert(EmailCampaignAttachmentEntity, {
          campaignId: saved.id,
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        });
      }
      const rows = campaign.recipients.map((recipient) =>
        'values' in recipient
          ? { campaignId: saved.id, memberId: null, email: recipient.email, mergeValues: recipient.values }
          : { campaignId: saved.id, memberId: recipient.memberId, email: recipient.email, mergeValues: mergeValuesOf(recipient) },
      );
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(EmailCampaignRecipientEntity)
          .values(rows.slice(start, start + INSERT_CHUNK))
          .updateEntity(false)
          .execute();
      }
      return saved.id;
    });
  }

  async progress(campaignId: string): Promise<CampaignProgress | null> {
    const [campaign] = await this.list(campaignId);
    return campaign ?? null;
  }

  /** The newest campaigns with their counts; failures listed for the history. */
  async list(onlyId?: string, limit = 20): Promise<CampaignProgress[]> {
    const rows = await this.transactions.manager.query<
      {
        id: string;
        kind: CampaignProgress['kind'];
        subject: string;
        created_at: Date;
        created_by: string | null;
        total: number;
        queued: number;
        sent: number;
        failed: number;
      }[]
    >(
      `SELECT c.id, c.kind, c.subject, c.created_at, coalesce(${memberFullNameSql('m')}, '') AS created_by,
              count(r.id)::int AS total,
              count(r.id) FILTER (WHERE r.status = 'queued')::int AS queued,
              count(r.id) FILTER (WHERE r.status = 'sent')::int AS sent,
              count(r.id) FILTER (WHERE r.status = 'failed')::int AS failed
       FROM email_campaigns c
       LEFT JOIN members m ON m.id = c.created_by
       LEFT JOIN email_campaign_recipients r ON r.campaign_id = c.id
       WHERE ($1::uuid IS NULL OR c.id = $1::uuid) AND ($1::uuid IS NOT NULL OR c.kind = 'mass')
       GROUP BY c.id, m.id
       ORDER BY c.created_at DESC LIMIT $2`,
      [onlyId ?? null, limit],
    );
    const failures = rows.length
      ? await this.transactions.manager.query<{ campaign_id: string; email: string; error: string | null }[]>(
          `SELECT campaign_id, email, error FROM email_campaign_recipients WHERE campaign_id = ANY($1::uuid[]) AND status = 'failed' ORDER BY email LIMIT 200`,
          [rows.map((row) => row.id)],
        )
      : [];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by || null,
      total: row.total,
      queued: row.queued,
      sent: row.sent,
      failed: row.failed,
      finished: row.queued === 0,
      failures: failures
        .filter((failure) => failure.campaign_id === row.id)
        .map((failure) => ({ email: failure.email, reason: failure.error ?? 'Unknown error' })),
    }));
  }

  /** Who a campaign went to, in name order, with each copy's state (for reopening a sent e-mail). */
  recipients(campaignId: string): Promise<{ email: string; name: string; status: 'queued' | 'sent' | 'failed' }[]> {
    return this.transactions.manager.query(
      `SELECT r.email, trim(coalesce(r.merge_values->>'First_Name', '') || ' ' || coalesce(r.merge_values->>'Last_Name', '')) AS name, r.status
       FROM email_campaign_recipients r WHERE r.campaign_id = $1 ORDER BY r.merge_values->>'Last_Name', r.merge_values->>'First_Name', r.email`,
      [campaignId],
    );
  }

  /** Read by the fan-out: a campaign job staged in the outbox reaches the queue only after its campaign commits. */
  async exists(campaignId: string): Promise<boolean> {
    return (await this.transactions.manager.query(`SELECT 1 FROM email_campaigns WHERE id = $1`, [campaignId])).length > 0;
  }

  async template(campaignId: string): Promise<CampaignTemplate | null> {
    const [campaign] = await this.transactions.manager.query<
      { kind: string; list_name: string | null; from_name: string; from_email: string; reply_to: string; subject: string; body: string }[]
    >(`SELECT kind, list_name, from_name, from_email, reply_to, subject, body FROM email_campaigns WHERE id = $1`, [campaignId]);
    if (!campaign) return null;
    const attachments = await this.transactions.manager.query<{ filename: string; content_type: string; content: Buffer }[]>(
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
      attachments: attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.content_type,
        content: attachment.content,
      })),
    };
  }

  /**
   * Marks the campaign finished if no recipient is left queued, and answers its counts, once: of two batches that
   * end together, the second finds `finished_at` set (PostgreSQL rechecks the row it waited for) and gets null.
   */
  async finishIfDone(campaignId: string): Promise<FinishedCampaign | null> {
    const [rows] = await this.transactions.manager.query<
      [{ kind: string; created_at: Date; finished_at: Date; sent: number; failed: number }[], number]
    >(
      `UPDATE email_campaigns c SET finished_at = now()
        WHERE c.id = $1 AND c.finished_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM email_campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'queued')
        RETURNING c.kind, c.created_at, c.finished_at,
          (SELECT count(*) FROM email_campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'sent')::int AS sent,
          (SELECT count(*) FROM email_campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'failed')::int AS failed`,
      [campaignId],
    );
    const row = rows[0];
    return row ? { kind: row.kind, sent: row.sent, failed: row.failed, durationMs: row.finished_at.getTime() - row.created_at.getTime() } : null;
  }
}
