import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RecordVersion } from '../../database/record-version';

/**
 * One calendar entry. Category holds the category's name (an audition's category is its show's name);
 * events created together as a repeating series share series_id.
 */
@Entity({ name: 'calendar_events' })
export class CalendarEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', default: 'Default' })
  category!: string;

  @Index('calendar_events_start_at_idx')
  @Column({ name: 'start_at', type: 'timestamptz' })
  startAt!: Date;

  @Column({ name: 'end_at', type: 'timestamptz', nullable: true })
  endAt!: Date | null;

  @Column({ name: 'is_all_day', type: 'boolean', default: false })
  isAllDay!: boolean;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column({ type: 'text', nullable: true })
  details!: string | null;

  @Index('calendar_events_series_id_idx')
  @Column({ name: 'series_id', type: 'uuid', nullable: true })
  seriesId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Raised on every change of the row; an admin's save names the one it read (docs/concurrent-edits.md). */
  @RecordVersion()
  version!: number;
}
