import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CatalogTextsEntity } from '../database/entity-bases';

@Entity({ name: 'categories' })
export class Category extends CatalogTextsEntity {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  /** Unique regardless of case (a unique index on lower(name)). */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Google's product category for the feeds (its path or number); null: none, the feed leaves the field out. */
  @Column({ name: 'google_product_category', type: 'varchar', length: 250, nullable: true })
  googleProductCategory: string | null;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ name: 'cloudinary_id', type: 'text', nullable: true })
  cloudinaryId: string | null;

  /** Lower appears first. */
  @Column({ name: 'sort_order', type: 'integer', default: 1 })
  sortOrder: number;

  @Column({ name: 'publicly_visible', type: 'boolean', default: true })
  publiclyVisible: boolean;
}
