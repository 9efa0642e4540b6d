import type { CampaignKind } from '@greenroom/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * One message sent to many: a mass e-mail, a test send, or one digest run. Subject and body are the
 * templates (body already sanitized); each recipient's merge values live on its recipient row.
 * `listName` is the list an unsubscribe link removes the member from (null: mass e-mail opt-out).
 */
@Entity({ name: 'email_campaigns' })
@Check('email_campaigns_kind_check', `"kind" IN ('mass', 'test', 'daily', 'weekly')`)
export class EmailCampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  kind!: CampaignKind;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => MemberEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator!: MemberEntity | null;

  @Column({ name: 'from_name', type: 'text' })
  fromName!: string;

  @Column({ name: 'from_email', type: 'text' })
  fromEmail!: string;

  @Column({ name: 'reply_to', type: 'text' })
  replyTo!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ name: 'list_name', type: 'text', nullable: true })
  listName!: string | null;

  @Index('email_campaigns_created_at_idx')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Set once, by the batch that left no recipient queued (its end is logged then); null while any is queued. */
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
