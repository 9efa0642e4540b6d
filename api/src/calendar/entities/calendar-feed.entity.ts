import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * A member's secret iCal subscription link. The token itself is never kept: its hash finds the feed, and its
 * owner can be shown it again from the nonce and a server secret (calendar-feed-token.ts).
 */
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

  /** The e-mail link key the token was made with; null for links made before links could be shown again. */
  @Column({ name: 'link_key_id', type: 'text', nullable: true })
  linkKeyId!: string | null;

  @Column({ name: 'link_nonce', type: 'text', nullable: true })
  linkNonce!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When a calendar app last fetched this link: lets the member see that their iPad still reads it. */
  @Column({ name: 'last_fetched_at', type: 'timestamptz', nullable: true })
  lastFetchedAt!: Date | null;
}
