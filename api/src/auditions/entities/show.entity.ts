import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'shows' })
export class ShowEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  name!: string;

  /** Characters separated by '|', each 'name-gender-age range-descriptors' (spec 2.15). */
  @Column({ name: 'character_name_description', type: 'text', nullable: true })
  characterNameDescription!: string | null;
}
