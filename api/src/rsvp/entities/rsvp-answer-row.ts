import { Column } from 'typeorm';
import { MemberOwnedRow } from '../../members/entities/member-owned-row';

/**
 * One member's current answer for one event (a social or a play reading). Each table adds its own `event` relation
 * and a unique (member, event) pair, which keeps double clicks from adding rows.
 */
export abstract class RsvpAnswerRow extends MemberOwnedRow {
  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'boolean' })
  attending!: boolean;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;
}
