import type { EmailLogType } from '@greenroom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One digest run or test send: the statistics row and the log text the management screen shows. */
@Entity({ name: 'email_runs' })
@Index('email_runs_type_ran_at_idx', ['type', 'ranAt'])
@Index('email_runs_type_scheduled_for_key', ['type', 'scheduledFor'], { unique: true })
export class DigestRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  type!: EmailLogType;

  @CreateDateColumn({ name: 'ran_at', type: 'timestamptz' })
  ranAt!: Date;

  @Column({ type: 'integer', default: 0 })
  recipients!: number;

  /** The run's own result: 'Queued' (its campaign holds the sends), 'Success' (nothing to send) or 'Failed'. */
  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'text' })
  log!: string;

  @Column({ name: 'campaign_id', type: 'uuid', nullable: true })
  campaignId!: string | null;

  /**
   * The schedule's fire time this run stands for (the digest's period): unique per type, so a period's digest is
   * sent once however often its job runs. Null for tests, for runs queued by hand and for failed runs (retried).
   */
  @Column({ name: 'scheduled_for', type: 'timestamptz', nullable: true })
  scheduledFor!: Date | null;
}
