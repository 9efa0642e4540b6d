import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';
import { RemoteEntity } from './remote.entity';

/** A pipeline's credential for the release routes: one remote (or all), stored as a hash, revoked rather than deleted. */
@Entity({ name: 'release_tokens' })
export class ReleaseTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  label!: string;

  /** Null: every remote. */
  @Column({ type: 'text', nullable: true })
  remote!: string | null;

  @ManyToOne(() => RemoteEntity, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'remote' })
  remoteRow!: RemoteEntity | null;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'created_by_member_id', type: 'uuid', nullable: true })
  createdByMemberId!: string | null;

  @ManyToOne(() => MemberEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_member_id' })
  createdByMember!: MemberEntity | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
