import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RsvpEventKey } from '@greenroom/contracts';

/**
 * The Holiday Party or the May Social: what the RSVP page shows, kept as data so admins set next season's
 * event without a deploy. Its date window lives in feature_windows (route `/${key}`), which the shell's guard reads.
 */
@Entity({ name: 'rsvp_events' })
export class RsvpEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  key!: RsvpEventKey;

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
}
