import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PromotionKind, PromotionTarget } from '@shop/common';
import { numericTransformer } from '../database/numeric.transformer';
import { TimestampedEntity } from '../database/entity-bases';

/** A promotion (see the Promotions migration); its codes are `PromotionCode` rows. */
@Entity('promotions')
export class Promotion extends TimestampedEntity {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'name_ar', type: 'varchar', length: 100, nullable: true })
  nameAr: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: PromotionKind;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  value: number;

  @Column({ name: 'applies_to', type: 'varchar', length: 12 })
  appliesTo: PromotionTarget;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  targets: string[];

  @Column({ name: 'minimum_total', type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  minimumTotal: number;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ name: 'usage_limit', type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ type: 'integer', default: 0 })
  used: number;

  @Column({ name: 'per_order_limit', type: 'integer', nullable: true })
  perOrderLimit: number | null;

  @Column({ type: 'boolean', default: false })
  automatic: boolean;
}

@Entity('promotion_codes')
export class PromotionCode {
  /** Upper case: codes are compared without regard to case. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  code: string;

  @Column({ name: 'promotion_id', type: 'varchar', length: 25 })
  promotionId: string;
}
