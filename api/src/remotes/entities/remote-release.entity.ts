import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { ReleaseStatus } from '@greenroom/contracts';
import { MemberEntity } from '../../members/entities/member.entity';

/** One build of a remote, as registered: a refused one stays on record with the contract check's reasons. */
@Entity({ name: 'remote_releases' })
@Unique('remote_releases_remote_version_key', ['remote', 'version'])
@Check('remote_releases_status_check', `status IN ('passed', 'refused')`)
export class RemoteReleaseEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('remote_releases_remote_idx')
  @Column({ type: 'text' })
  remote!: string;

  @Column({ type: 'text' })
  version!: string;

  @Column({ name: 'manifest_url', type: 'text' })
  manifestUrl!: string;

  @Column({ name: 'registered_at', type: 'timestamptz', default: () => 'now()' })
  registeredAt!: Date;

  /** 'member' (see registeredByMemberId), 'release token' (see registeredByTokenId), 'deploy token' (RELEASE_TOKEN) or 'seed'. */
  @Column({ name: 'registered_via', type: 'text' })
  registeredVia!: string;

  @Column({ name: 'registered_by_member_id', type: 'uuid', nullable: true })
  registeredByMemberId!: string | null;

  @ManyToOne(() => MemberEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'registered_by_member_id' })
  registeredByMember!: MemberEntity | null;

  @Column({ type: 'text' })
  status!: ReleaseStatus;

  @Column({ type: 'jsonb' })
  problems!: string[];

  /** sha256 of the manifest as it was checked; null for releases registered before digests were kept. */
  @Column({ name: 'manifest_digest', type: 'text', nullable: true })
  manifestDigest!: string | null;

  /** The entry script the federation runtime loads for this manifest; null on refused releases and those of old. */
  @Column({ name: 'entry_url', type: 'text', nullable: true })
  entryUrl!: string | null;

  /** Subresource integrity (sha384) of that entry script as checked: the shell's browser refuses other bytes. */
  @Column({ name: 'entry_integrity', type: 'text', nullable: true })
  entryIntegrity!: string | null;

  /** The release token that acted (release_tokens.id); tokens are revoked, never deleted, so it always resolves. */
  @Column({ name: 'registered_by_token_id', type: 'uuid', nullable: true })
  registeredByTokenId!: string | null;
}
