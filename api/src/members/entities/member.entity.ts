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
import { MEMBER_FIELDS, type MembershipStatus, type Role } from '@greenroom/contracts';
import { TeamEntity } from '../../teams/entities/team.entity';
import { RecordVersion } from '../../database/record-version';

/**
 * E-mail is deliberately not unique: members of one household may share an address (sign-in then asks
 * which of them is signing in). Look-ups go through the lower(email) index the migration creates.
 */
/** Column names come from the member field table (libs/contracts members/member-fields.ts). */
const column = Object.fromEntries(Object.entries(MEMBER_FIELDS).map(([name, field]) => [name, field.column])) as {
  [N in keyof typeof MEMBER_FIELDS]: (typeof MEMBER_FIELDS)[N]['column'];
};

/** Names sort linguistically (migration NameCollation): "Ñúñez" under N, "de la Cruz" under D. */
export const NAME_COLLATION = 'greenroom_names';

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

  @Column({ name: column.Email, type: 'text' })
  email!: string;

  @Column({ name: column.First_Name, type: 'text', collation: NAME_COLLATION })
  firstName!: string;

  @Column({ name: column.Last_Name, type: 'text', collation: NAME_COLLATION })
  lastName!: string;

  @Column({ name: column.Mobile, type: 'text', nullable: true })
  mobile!: string | null;

  @Column({ name: column.Landline, type: 'text', nullable: true })
  landline!: string | null;

  @Column({ name: column.Gender, type: 'text', nullable: true })
  gender!: string | null;

  @Column({ name: column.Street_Address, type: 'text', nullable: true })
  streetAddress!: string | null;

  @Column({ name: column.City, type: 'text', nullable: true })
  city!: string | null;

  @Column({ name: column.State, type: 'text', nullable: true })
  state!: string | null;

  @Column({ name: column.Zip_Code, type: 'text', nullable: true })
  zipCode!: string | null;

  /** Calendar dates (yyyy-mm-dd), no time of day. */
  @Column({ name: column.Member_Since, type: 'date', nullable: true })
  memberSince!: string | null;

  @Column({ name: column.Membership_Status, type: 'text' })
  membershipStatus!: MembershipStatus;

  @Column({ name: column.Dues_Status, type: 'text', nullable: true })
  duesStatus!: string | null;

  @Column({ name: column.Last_Paid_Date, type: 'date', nullable: true })
  lastPaidDate!: string | null;

  @Column({ name: column.Dues_Expire, type: 'date', nullable: true })
  duesExpire!: string | null;

  @Column({ name: column.Access_Level, type: 'text', nullable: true })
  accessLevel!: string | null;

  @Column({ name: column.Villages_ID, type: 'text', nullable: true })
  villagesId!: string | null;

  @Column({ name: column.Personal_Bio, type: 'text', nullable: true })
  personalBio!: string | null;

  @Column({ name: column.Show_Bio, type: 'text', nullable: true })
  showBio!: string | null;

  @Column({ name: column.Team_Leader, type: 'boolean', default: false })
  teamLeader!: boolean;

  @Column({ name: column.Level, type: 'text', nullable: true })
  level!: string | null;

  @Column({ name: column.Portal_Permission, type: 'text', default: 'Member' })
  portalPermission!: Role;

  @Column({ name: column.Director_Notes, type: 'text', nullable: true })
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

  /** Raised on every change of the row; an admin's save names the one it read (docs/concurrent-edits.md). */
  @RecordVersion()
  version!: number;
}
