import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'categories' })
export class Category {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  /** Unique regardless of case (a unique index on lower(name)). */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Optional Arabic texts; null means none given (the Arabic storefront then shows the English text). */
  @Column({ name: 'name_ar', type: 'varchar', length: 100, nullable: true })
  nameAr: string | null;

  @Column({ name: 'description_ar', type: 'text', nullable: true })
  descriptionAr: string | null;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
