import { Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { RsvpEventKey } from '@greenroom/contracts';
import { RecordVersion } from '../../database/record-version';

/**
 * One season's Holiday Party or May Social: what the RSVP page shows, with its own window and answers, kept as
 * data so admins start next season's event without a deploy. The newest season is the current one; its window is
 * mirrored to feature_windows (route `/${key}`), which the shell's guard reads.
 */
@Entity({ name: 'rsvp_events' })
@Unique('rsvp_events_key_season_key', ['key', 'season'])
export class RsvpEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  key!: RsvpEventKey;

  @Column({ type: 'integer' })
  season!: number;

  /** The RSVP page's window, both days inclusive. */
  @Column({ name: 'starts_on', type: 'date' })
  startsOn!: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ name: 'event_date', type: 'date' })
  eventDate!: string;

  @Column({ name: 'time_text', type: 'text' })
  timeText!: string;

  @Column({ type: 'text' })
  location!: string;

  @Column({ name: 'rsvp_by', type: 'date' })
  rsvpBy!: string;

  @Column({ type: 'text', default: '' })
  details!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Raised on every change of the row; an admin's save names the one it read (docs/concurrent-edits.md). */
  @RecordVersion()
  version!: number;
}
