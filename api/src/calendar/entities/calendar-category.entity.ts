import { Column, Entity, Generated, PrimaryGeneratedColumn } from 'typeorm';
import { RecordVersion } from '../../database/record-version';

@Entity({ name: 'calendar_categories' })
export class CalendarCategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  name!: string;

  /** CSS colour, e.g. #4a86e8. */
  @Column({ name: 'fill_color', type: 'text' })
  fillColor!: string;

  @Column({ name: 'text_color', type: 'text' })
  textColor!: string;

  /** Set when an Admin retires the category: its events keep it, no new event may take it. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt!: Date | null;

  /** The office's order, first to last; a new category takes the next number of the column's sequence, so it goes last. */
  @Column({ type: 'integer' })
  @Generated('increment')
  position!: number;

  /** Raised on every change of the row; an admin's save names the one it read (docs/concurrent-edits.md). */
  @RecordVersion()
  version!: number;
}
