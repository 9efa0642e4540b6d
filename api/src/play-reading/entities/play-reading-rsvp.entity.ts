import { Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { RsvpAnswerRow } from '../../rsvp/entities/rsvp-answer-row';
import { PlayReadingEventEntity } from './play-reading-event.entity';

/** One member's current answer for one play reading. */
@Entity({ name: 'play_reading_rsvps' })
@Unique('play_reading_rsvps_member_event_key', ['memberId', 'eventId'])
export class PlayReadingRsvpEntity extends RsvpAnswerRow {
  @ManyToOne(() => PlayReadingEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event!: PlayReadingEventEntity;
}
