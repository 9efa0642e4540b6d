import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { MembershipStatus, Role } from '@greenroom/contracts';
import { TeamEntity } from '../../teams/entities/team.entity';

/**
 * E-mail is deliberately not unique: members of one household may share an address (sign-in then asks
 * which of them is signing in). Look-ups go through the lower(email) index the migration creates.
 */
@Entity({ name: 'members' })
@Index('members_email_lower_idx', { synchronize: false })
// Search (member-search.repository.ts): trigram indexes serve "contains" on first names (on their search keys) and e-mail (last names: on
// member_last_names); the ordered index lets a broad search read its first page without sorting every match. One
// pending application per e-mail.
@Index('members_first_name_trgm_idx', { synchronize: false })
@Index('members_email_trgm_idx', { synchronize: false })
@Index('members_search_list_idx', { synchronize: false })
@Index('members_pending_email_idx', { synchronize: false })
@Check('members_membership_status_check', `"membership_status" IN ('Active', 'LTM', 'Expired', 'Pending', 'Cancelled')`)
@Check('members_portal_permission_check', `"portal_permission" IN ('Member', 'Leader', 'Board', 'Admin')`)
export class MemberEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text', nullable: true })
  mobile!: string | null;

  @Column({ type: 'text', nullable: true })
  landline!: string | null;

  @Column({ type: 'text', nullable: true })
  gender!: string | null;

  @Column({ name: 'street_address', type: 'text', nullable: true })
  streetAddress!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ name: 'zip_code', type: 'text', nullable: true })
  zipCode!: string | null;

  /** Calendar dates (yyyy-mm-dd), no time of day. */
  @Column({ name: 'member_since', type: 'date', nullable: true })
  memberSince!: string | null;

  @Column({ name: 'membership_status', type: 'text' })
  membershipStatus!: MembershipStatus;

  @Column({ name: 'dues_status', type: 'text', nullable: true })
  duesStatus!: string | null;

  @Column({ name: 'last_paid_date', type: 'date', nullable: true })
  lastPaidDate!: string | null;

  @Column({ name: 'dues_expire', type: 'date', nullable: true })
  duesExpire!: string | null;

  @Column({ name: 'access_level', type: 'text', nullable: true })
  accessLevel!: string | null;

  @Column({ name: 'villages_id', type: 'text', nullable: true })
  villagesId!: string | null;

  @Column({ name: 'personal_bio', type: 'text', nullable: true })
  personalBio!: string | null;

  @Column({ name: 'show_bio', type: 'text', nullable: true })
  showBio!: string | null;

  @Column({ name: 'team_leader', type: 'boolean', default: false })
  teamLeader!: boolean;

  @Column({ type: 'text', nullable: true })
  level!: string | null;

  @Column({ name: 'portal_permission', type: 'text', default: 'Member' })
  portalPermission!: Role;

  @Column({ name: 'director_notes', type: 'text', nullable: true })
  directorNotes!: string | null;

  @ManyToMany(() => TeamEntity)
  @JoinTable({
    name: 'member_teams',
    joinColumn: { name: 'member_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'team_id', referencedColumnName: 'id' },
  })
  teams!: TeamEntity[];

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
