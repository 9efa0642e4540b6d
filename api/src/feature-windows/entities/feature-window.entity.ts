import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A route open only between two calendar dates, both inclusive. */
@Entity({ name: 'feature_windows' })
export class FeatureWindowEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  route!: string;

  @Column({ name: 'starts_on', type: 'date' })
  startsOn!: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn!: string;
}
