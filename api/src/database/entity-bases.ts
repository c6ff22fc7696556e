import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * The two times every editable record keeps, filled by TypeORM on insert and on save. An entity extends this rather
 * than declaring them: TypeORM reads a plain base class's columns into each entity's own table (no schema change).
 */
export abstract class TimestampedEntity {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** What a category and a product both describe themselves with: an English description and the optional Arabic texts. */
export abstract class CatalogTextsEntity extends TimestampedEntity {
  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Optional Arabic texts; null means none given (the Arabic storefront then shows the English text). */
  @Column({ name: 'name_ar', type: 'varchar', length: 100, nullable: true })
  nameAr: string | null;

  @Column({ name: 'description_ar', type: 'text', nullable: true })
  descriptionAr: string | null;
}
