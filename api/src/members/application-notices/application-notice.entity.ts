import { CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { MemberEntity } from '../entities/member.entity';

/**
 * An application the Admins have not yet been told about (an outbox): written with the application, taken by
 * the next notice run. A row left behind (Redis was down) simply goes out with the next one.
 */
@Entity({ name: 'member_application_notices' })
export class ApplicationNoticeEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @OneToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: MemberEntity;

  @CreateDateColumn({ name: 'applied_at', type: 'timestamptz' })
  appliedAt!: Date;
}
