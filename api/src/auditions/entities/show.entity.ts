import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { RecordVersion } from '../../database/record-version';

/** A show: its characters are rows of show_characters; its audition dates are calendar events titled 'Audition' whose category is the show's name. */
@Entity({ name: 'shows' })
export class ShowEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ name: 'audition_location', type: 'text', default: '' })
  auditionLocation!: string;

  /** Set when the show is retired: offered for no new pre-registration, its pre-registrations kept. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt!: Date | null;

  /** Raised on every change of the row; an admin's save names the one it read (docs/concurrent-edits.md). */
  @RecordVersion()
  version!: number;
}
