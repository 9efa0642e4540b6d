import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/** A member's secret iCal subscription link; only the token's hash is kept, so the link is shown once. */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @OneToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: MemberEntity;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When a calendar app last fetched this link: lets the member see that their iPad still reads it. */
  @Column({ name: 'last_fetched_at', type: 'timestamptz', nullable: true })
  lastFetchedAt!: Date | null;
}
