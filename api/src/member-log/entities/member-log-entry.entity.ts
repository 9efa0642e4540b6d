import type { MemberFieldChange } from '@greenroom/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

@Entity({ name: 'member_log' })
export class MemberLogEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('member_log_timestamp_idx')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  timestamp!: Date;

  @Column({ name: 'action_type', type: 'text' })
  actionType!: string;

  @Column({ name: 'login_result', type: 'text' })
  loginResult!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress!: string | null;

  /** The signed-in member who made a change; null for sign-ins and for links followed from an e-mail. */
  @Column({ name: 'changed_by', type: 'text', nullable: true })
  changedBy!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes!: MemberFieldChange[];

  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  memberId!: string | null;

  @ManyToOne(() => MemberEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'member_id' })
  member!: MemberEntity | null;
}
