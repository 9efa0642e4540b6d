import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { RecordVersion } from '../../database/record-version';

@Entity({ name: 'teams' })
export class TeamEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'coordinator_name', type: 'text', nullable: true })
  coordinatorName!: string | null;

  @Column({ name: 'coordinator_email', type: 'text', nullable: true })
  coordinatorEmail!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Raised on every change of the row; an admin's save names the one it read (docs/concurrent-edits.md). */
  @RecordVersion()
  version!: number;
}
