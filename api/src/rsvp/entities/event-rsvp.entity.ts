import { Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { RsvpAnswerRow } from './rsvp-answer-row';
import { RsvpEventEntity } from './rsvp-event.entity';

/** One member's current answer for one social. */
@Entity({ name: 'event_rsvps' })
@Unique('event_rsvps_member_event_key', ['memberId', 'eventId'])
export class EventRsvpEntity extends RsvpAnswerRow {
  @ManyToOne(() => RsvpEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event!: RsvpEventEntity;
}
