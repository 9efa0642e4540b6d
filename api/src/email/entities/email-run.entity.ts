import type { EmailLogType } from '@greenroom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One digest run or test send: the statistics row and the log text the management screen shows. */
@Entity({ name: 'email_runs' })
@Index('email_runs_type_ran_at_idx', ['type', 'ranAt'])
export class EmailRunEntity {
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
}
