import { Column, CreateDateColumn, Entity, Unique } from 'typeorm';
import { MemberOwnedRow } from '../../entities/member-owned-row';

/**
 * A renewal reminder that was sent. The unique (member, Dues_Expire, days before) key makes each reminder go out
 * once, however often the worker runs; a payment moves Dues_Expire, so next year's reminders are new rows.
 */
@Entity({ name: 'dues_reminders' })
@Unique('dues_reminders_once_key', ['memberId', 'duesExpire', 'daysBefore'])
export class DuesReminderEntity extends MemberOwnedRow {
  @Column({ name: 'dues_expire', type: 'date' })
  duesExpire!: string;

  @Column({ name: 'days_before', type: 'integer' })
  daysBefore!: number;

  @CreateDateColumn({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
