import type { ReleaseTokenEnvironment, ReleaseTokenScope } from '@greenroom/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';
import { RemoteEntity } from './remote.entity';

/**
 * A pipeline's credential for the release routes: one remote in one environment, register-only or also activate,
 * until it expires; stored as a hash, revoked rather than deleted. One live token per remote and environment.
 */
@Entity({ name: 'release_tokens' })
@Index('release_tokens_one_live_per_remote', ['remote', 'environment'], { unique: true, where: '"revoked_at" IS NULL' })
export class ReleaseTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  label!: string;

  /** Null only on tokens made before tokens were per remote (the upgrade revoked them). */
  @Column({ type: 'text', nullable: true })
  remote!: string | null;

  @Column({ type: 'text' })
  environment!: ReleaseTokenEnvironment;

  @Column({ type: 'text' })
  scope!: ReleaseTokenScope;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

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
