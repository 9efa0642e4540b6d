import { DIGEST_DEFAULT_SCHEDULE, type DigestType } from '@greenroom/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Whether a digest runs, and when (local time in the configured zone). The BullMQ job scheduler mirrors it. */
@Entity({ name: 'email_scheduler_settings' })
export class DigestSettingEntity {
  @PrimaryColumn({ type: 'text' })
  type!: DigestType;

  @Column({ type: 'boolean', default: false })
  enabled!: boolean;

  /** 24-hour HH:MM. */
  @Column({ type: 'text', default: DIGEST_DEFAULT_SCHEDULE.time })
  time!: string;

  /** 0 = Sunday; used by the weekly digest only. */
  @Column({ type: 'integer', default: DIGEST_DEFAULT_SCHEDULE.weekday })
  weekday!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
