import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DEFAULT_PLATFORM, PLATFORMS, type Platform } from '@shop/common';
import { numericTransformer } from '../database/numeric.transformer';
import { TimestampedEntity } from '../database/entity-bases';

const money = { type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer } as const;

/** One sale recorded by staff. finalPrice and totalEarnings are generated columns: PostgreSQL computes them. */
@Entity('sales')
export class Sale extends TimestampedEntity {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  /** The live link; NULL once the product is deleted. */
  @Column({ name: 'product_id', type: 'varchar', length: 25, nullable: true })
  productId: string | null;

  /** The product's id at the time of sale; survives deletion so history still groups by product. */
  @Column({ name: 'product_ref', type: 'varchar', length: 25 })
  productRef: string;

  @Column({ name: 'product_name', type: 'text' })
  productName: string;

  @Column({ name: 'product_brand', type: 'text' })
  productBrand: string;

  @Column({ name: 'sale_date', type: 'timestamptz' })
  saleDate: Date;

  @Column({ type: 'enum', enum: PLATFORMS, enumName: 'sale_platform', default: DEFAULT_PLATFORM })
  platform: Platform;

  @Column({ name: 'original_price', ...money })
  originalPrice: number;

  @Column({ name: 'selling_price', ...money })
  sellingPrice: number;

  @Column({ name: 'discounted_price', ...money, nullable: true })
  discountedPrice: number | null;

  @Column({ name: 'final_price', ...money, insert: false, update: false })
  finalPrice: number;

  /** (finalPrice - originalPrice) × quantity: finalPrice is the price of one piece. */
  @Column({ name: 'total_earnings', ...money, precision: 14, insert: false, update: false })
  totalEarnings: number;

  /** finalPrice × quantity; the rollups sum it as revenue. */
  @Column({ ...money, precision: 14, insert: false, update: false, select: false })
  revenue?: number;

  @Column({ type: 'integer', default: 1 })
  quantity: number;

  @Column({ type: 'text', nullable: true })
  size: string | null;

  /** Pieces this sale took off on hand: what an edit or a delete gives back. */
  @Column({ name: 'stock_taken', type: 'integer', default: 0 })
  stockTaken: number;

  /** Pieces sold beyond what was on hand (an explicit oversell). */
  @Column({ type: 'integer', default: 0 })
  oversold: number;

  @Column({ name: 'customer_name', type: 'varchar', length: 200, nullable: true })
  customerName: string | null;

  @Column({ name: 'customer_location', type: 'varchar', length: 200, nullable: true })
  customerLocation: string | null;

  @Column({ name: 'sale_notes', type: 'text', nullable: true })
  saleNotes: string | null;

  /** The chat order this sale was recorded from (null for a sale typed in); the order's sweep never removes one a sale names. */
  @Column({ name: 'order_code', type: 'varchar', length: 14, nullable: true })
  orderCode: string | null;
}
