import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * Per-member e-mail settings beyond list membership: whether the member ever saved their subscriptions
 * (the spec's "new user" state) and whether they unsubscribed from mass e-mails.
 */
@Entity({ name: 'member_email_preferences' })
export class MemberEmailPreferenceEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @OneToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: MemberEntity;

  @Column({ name: 'subscriptions_saved_at', type: 'timestamptz', nullable: true })
  subscriptionsSavedAt!: Date | null;

  @Column({ name: 'mass_email_opt_out', type: 'boolean', default: false })
  massEmailOptOut!: boolean;
}
