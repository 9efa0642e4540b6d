import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { RecordVersion } from '../../database/record-version';

/** Spec 2.14: dates are yyyy-mm-dd, times 24-hour HH:MM. */
@Entity({ name: 'play_reading_events' })
export class PlayReadingEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Index('play_reading_events_start_date_idx')
  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate!: string | null;

  @Column({ name: 'start_time', type: 'text', nullable: true })
  startTime!: string | null;

  @Column({ name: 'end_time', type: 'text', nullable: true })
  endTime!: string | null;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Set when a Leader cancels the reading: it leaves the list, its answers stay as history. */
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  /** Raised on every change of the row; an admin's save names the one it read (docs/concurrent-edits.md). */
  @RecordVersion()
  version!: number;
}
