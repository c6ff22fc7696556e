import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PLATFORMS, type OrderLanguage, type OrderLineRecord, type OrderRoute, type OrderStatus, type Platform } from '@shop/common';
import { numericTransformer } from '../database/numeric.transformer';
import { TimestampedEntity } from '../database/entity-bases';

/** One line as stored: the product as it was when the price was confirmed, so the order reads the same after edits to the product. */
export type StoredOrderLine = OrderLineRecord;

/** A shopper's chat order (see the CreateOrders migration): no name, phone, address or free text. */
@Entity('orders')
export class Order extends TimestampedEntity {
  @PrimaryColumn({ type: 'varchar', length: 14 })
  code: string;

  @Column({ type: 'varchar', length: 10, default: 'NEW' })
  status: OrderStatus;

  @Column({ name: 'status_at', type: 'timestamptz' })
  statusAt: Date;

  @Column({ type: 'varchar', length: 10 })
  route: OrderRoute;

  @Column({ type: 'varchar', length: 2 })
  language: OrderLanguage;

  @Column({ name: 'pickup_date', type: 'date', nullable: true })
  pickupDate: string | null;

  @Column({ name: 'placed_at', type: 'timestamptz' })
  placedAt: Date;

  @Column({ type: 'jsonb' })
  lines: StoredOrderLine[];

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  total: number;

  @Column({ type: 'varchar', length: 3, default: 'SAR' })
  currency: string;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 200, nullable: true })
  cancelReason: string | null;

  @Column({ name: 'recorded_at', type: 'timestamptz', nullable: true })
  recordedAt: Date | null;

  @Column({ type: 'enum', enum: PLATFORMS, enumName: 'sale_platform', nullable: true })
  platform: Platform | null;

  /** The code the API accepted at submit time (upper case), the promotion it priced and its discount (see the Promotions migration). */
  @Column({ name: 'promo_code', type: 'varchar', length: 32, nullable: true })
  promoCode: string | null;

  @Column({ name: 'promotion_id', type: 'varchar', length: 25, nullable: true })
  promotionId: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0, transformer: numericTransformer })
  discount: number;
}
