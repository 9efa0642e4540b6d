import { Column, CreateDateColumn, Entity, Unique, UpdateDateColumn } from 'typeorm';
import type { SelectedAuditionDate } from '@greenroom/contracts';
import { MemberOwnedRow } from '../../members/entities/member-owned-row';

/** A member's pre-registration for one show; resubmitting for the same show updates it (one row per member and show). */
@Entity({ name: 'audition_applications' })
@Unique('audition_applications_member_show_key', ['memberId', 'showName'])
export class AuditionApplicationEntity extends MemberOwnedRow {
  @Column({ name: 'show_name', type: 'text' })
  showName!: string;

  @Column({ name: 'audition_id', type: 'text' })
  auditionId!: string;

  @Column({ name: 'selected_dates', type: 'jsonb' })
  selectedDates!: SelectedAuditionDate[];

  @Column({ name: 'selected_characters', type: 'jsonb' })
  selectedCharacters!: string[];

  @Column({ name: 'accept_other_role', type: 'text' })
  acceptOtherRole!: string;

  @Column({ type: 'text' })
  conflicts!: string;

  @Column({ type: 'text' })
  landline!: string;

  @Column({ type: 'text' })
  mobile!: string;

  @Column({ name: 'show_bio', type: 'text' })
  showBio!: string;

  @Column({ name: 'user_agent', type: 'text' })
  userAgent!: string;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
