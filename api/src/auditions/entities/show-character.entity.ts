import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ShowEntity } from './show.entity';

/** One character of a show; the spec's CharacterNameDescription is built from these rows in `position` order. */
@Entity({ name: 'show_characters' })
@Unique('show_characters_show_position_key', ['showId', 'position'])
export class ShowCharacterEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'show_id', type: 'uuid' })
  showId!: string;

  @ManyToOne(() => ShowEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'show_id' })
  show!: ShowEntity;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'text' })
  name!: string;

  /** 'Female', 'Male', 'Any', or '' for a character entered before genders were required. */
  @Column({ type: 'text' })
  gender!: string;

  @Column({ name: 'age_range', type: 'text', default: '' })
  ageRange!: string;

  @Column({ type: 'text', default: '' })
  descriptors!: string;
}
