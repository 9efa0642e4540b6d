import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';
import { RemoteReleaseEntity } from './remote-release.entity';

/** The activation log: who switched a remote, when, from which release to which. Never updated. */
@Entity({ name: 'remote_activations' })
@Index('remote_activations_remote_idx', ['remote', 'activatedAt'])
export class RemoteActivationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  remote!: string;

  @Column({ name: 'release_id', type: 'uuid' })
  releaseId!: string;

  @ManyToOne(() => RemoteReleaseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'release_id' })
  release!: RemoteReleaseEntity;

  @Column({ name: 'previous_release_id', type: 'uuid', nullable: true })
  previousReleaseId!: string | null;

  @ManyToOne(() => RemoteReleaseEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'previous_release_id' })
  previousRelease!: RemoteReleaseEntity | null;

  @Column({ name: 'activated_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  activatedAt!: Date;

  /** 'member' (see activatedByMemberId), 'release token' (see activatedByTokenId), 'deploy token' (RELEASE_TOKEN) or 'seed'. */
  @Column({ name: 'activated_via', type: 'text' })
  activatedVia!: string;

  @Column({ name: 'activated_by_member_id', type: 'uuid', nullable: true })
  activatedByMemberId!: string | null;

  @ManyToOne(() => MemberEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'activated_by_member_id' })
  activatedByMember!: MemberEntity | null;

  /** The release token that acted (release_tokens.id); tokens are revoked, never deleted, so it always resolves. */
  @Column({ name: 'activated_by_token_id', type: 'uuid', nullable: true })
  activatedByTokenId!: string | null;
}
