import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

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
}
