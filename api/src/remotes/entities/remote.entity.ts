import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { RemoteReleaseEntity } from './remote-release.entity';

/** A remote the shell knows, and the release it loads now. */
@Entity({ name: 'remotes' })
export class RemoteEntity {
  @PrimaryColumn({ type: 'text' })
  name!: string;

  @Column({ name: 'active_release_id', type: 'uuid', nullable: true })
  activeReleaseId!: string | null;

  @OneToOne(() => RemoteReleaseEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'active_release_id' })
  activeRelease!: RemoteReleaseEntity | null;
}
