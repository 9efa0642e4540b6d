import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';
import { PlayReadingEventEntity } from './play-reading-event.entity';

/** One member's current answer for one play reading; the unique pair keeps double clicks from adding rows. */
@Entity({ name: 'play_reading_rsvps' })
@Unique('play_reading_rsvps_member_event_key', ['memberId', 'eventId'])
export class PlayReadingRsvpEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: MemberEntity;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @ManyToOne(() => PlayReadingEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event!: PlayReadingEventEntity;

  @Column({ type: 'boolean' })
  attending!: boolean;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;
}
