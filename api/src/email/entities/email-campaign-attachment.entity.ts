import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EmailCampaignEntity } from './email-campaign.entity';

/** Attachments are stored once per campaign (at most 20 MB) and read by the worker, not copied into jobs. */
@Entity({ name: 'email_campaign_attachments' })
export class EmailCampaignAttachmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('email_campaign_attachments_campaign_idx')
  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId!: string;

  @ManyToOne(() => EmailCampaignEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign!: EmailCampaignEntity;

  @Column({ type: 'text' })
  filename!: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  @Column({ type: 'bytea' })
  content!: Buffer;
}
