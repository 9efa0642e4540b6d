import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EmailCampaignEntity } from './email-campaign.entity';

export type RecipientStatus = 'queued' | 'sent' | 'failed';

/** One recipient of a campaign; the worker flips `status` from queued in the same transaction as the send. */
@Entity({ name: 'email_campaign_recipients' })
@Index('email_campaign_recipients_campaign_status_idx', ['campaignId', 'status'])
// Small (only rows still to send): the worker's sweep finds unfinished campaigns through it, the metrics sample counts them.
@Index('email_campaign_recipients_queued_idx', ['campaignId'], { where: `"status" = 'queued'` })
@Check('email_campaign_recipients_status_check', `"status" IN ('queued', 'sent', 'failed')`)
export class EmailCampaignRecipientEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId!: string;

  @ManyToOne(() => EmailCampaignEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign!: EmailCampaignEntity;

  /** Null for a digest test sent to an address that is no member's. */
  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  memberId!: string | null;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'merge_values', type: 'jsonb' })
  mergeValues!: Record<string, string>;

  @Column({ type: 'text', default: 'queued' })
  status!: RecipientStatus;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
