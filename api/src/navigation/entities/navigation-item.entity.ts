import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** One sidebar entry; the fields mirror the spec's menu record. */
@Entity({ name: 'navigation_items' })
export class NavigationItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Index('navigation_items_url_idx')
  @Column({ type: 'text' })
  url!: string;

  /** An HTML snippet; clients sanitize it before rendering. */
  @Column({ type: 'text', nullable: true })
  icon!: string | null;

  @Column({ type: 'text', nullable: true })
  type!: string | null;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId!: string | null;

  @ManyToOne(() => NavigationItemEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'parent_id' })
  parent!: NavigationItemEntity | null;

  /** Comma-separated Portal_Permission values; null means every signed-in member. */
  @Column({ type: 'text', nullable: true })
  permission!: string | null;

  @Column({ name: 'navigation_id', type: 'text', nullable: true, unique: true })
  navigationId!: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;
}
