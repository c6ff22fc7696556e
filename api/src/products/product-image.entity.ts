import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Product } from './product.entity';

@Entity({ name: 'product_images' })
export class ProductImage {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  @Column({ name: 'product_id', type: 'varchar', length: 25 })
  productId: string;

  @ManyToOne(() => Product, (product) => product.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Column({ type: 'text' })
  url: string;

  /** The storage id (Cloudinary public id, or the local driver's key); the handle used to delete the file. */
  @Column({ name: 'cloudinary_id', type: 'text' })
  cloudinaryId: string;

  @Column({ type: 'integer', default: 0 })
  order: number;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @Column({ type: 'text', default: '' })
  alt: string;

  @Column({ name: 'alt_ar', type: 'text', nullable: true })
  altAr: string | null;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'text', nullable: true })
  srcset: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
