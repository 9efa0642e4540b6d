import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { RemoteOutcome } from '@greenroom/contracts';
import { RemoteReleaseEntity } from './remote-release.entity';

/** How often one outcome of one release was reported in one minute by members of one role (no member is named). */
@Entity({ name: 'remote_reports' })
@Check('remote_reports_outcome_check', `"outcome" IN ('drawn', 'load failed', 'render error')`)
export class RemoteReportEntity {
  @PrimaryColumn({ type: 'text' })
  remote!: string;

  @PrimaryColumn({ type: 'text' })
  version!: string;

  /** Only a registered release is reported on; its counts go with it. */
  @ManyToOne(() => RemoteReleaseEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'remote', referencedColumnName: 'remote', foreignKeyConstraintName: 'remote_reports_release_fkey' },
    { name: 'version', referencedColumnName: 'version' },
  ])
  release!: RemoteReleaseEntity;

  @PrimaryColumn({ type: 'text' })
  outcome!: RemoteOutcome;

  @PrimaryColumn({ type: 'text' })
  role!: string;

  @PrimaryColumn({ type: 'timestamptz' })
  minute!: Date;

  @Column({ type: 'integer' })
  count!: number;

  /** Sum of the reported draw times (ms) and how many reports carried one: their ratio is the mean. */
  @Column({ name: 'draw_ms_total', type: 'bigint', default: 0 })
  drawMsTotal!: string;

  @Column({ name: 'timed_draws', type: 'integer', default: 0 })
  timedDraws!: number;
}
