import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from './member.entity';

export type MemberAuditAction = 'member.updated' | 'member.deleted' | 'member.applied';

/** Who changed or deleted which member record, and when; kept even after the record is soft-deleted. */
@Entity({ name: 'member_audit' })
export class MemberAuditEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ type: 'text' })
  action!: MemberAuditAction;

  /** Null for a visitor's application. */
  @Column({ name: 'actor_member_id', type: 'uuid', nullable: true })
  actorMemberId!: string | null;

  @ManyToOne(() => MemberEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_member_id' })
  actor!: MemberEntity | null;

  @Index('member_audit_target_member_id_idx')
  @Column({ name: 'target_member_id', type: 'uuid' })
  targetMemberId!: string;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_member_id' })
  target!: MemberEntity;

  /** What changed: field names, or the e-mail the record had when it was deleted. */
  @Column({ type: 'jsonb' })
  details!: Record<string, unknown>;
}
