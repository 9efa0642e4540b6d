import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';

/**
 * A one-time login link. Only the SHA-256 of the token is kept: a database leak gives no usable link.
 * The hash is null until the worker mints the token, right before it sends the e-mail.
 */
@Entity({ name: 'login_tokens' })
export class LoginTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'token_hash', type: 'text', unique: true, nullable: true })
  tokenHash!: string | null;

  @Index('login_tokens_member_id_idx')
  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: MemberEntity;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'requested_ip', type: 'text', nullable: true })
  requestedIp!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
