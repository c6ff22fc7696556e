import type { DataSource, EntityManager } from 'typeorm';
import { formatPrice } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import { ValidationError } from '../core/validation/errors';
import type { StoredOrderLine } from './order.entity';
import { ORDER_MESSAGES as M } from './orders.messages';

/** A product as an order line needs it, read live. */
export interface LiveProduct {
  id: string;
  name: string;
  nameAr: string | null;
  brand: string;
  sizes: string[];
  /** What a shopper pays per piece now (the discounted price when set, else the selling price). */
  effectivePrice: number;
  sellingPrice: number;
  costPrice: number;
  currency: string;
  /** Not archived and in a visible category: what a shopper may order. */
  isPublic: boolean;
  /** On hand per size; empty when the product's stock is not counted. */
  onHand: Map<string, number>;
}

interface Row {
  id: string;
  name: string;
  name_ar: string | null;
  brand: string;
  sizes: string[];
  effective_price: string;
  selling_price: string;
  original_price: string;
  currency: string;
  is_public: boolean;
  stock: { size: string; on_hand: number }[] | null;
}

/** The products of the given ids that exist, with their prices, visibility and stock, in one query. */
export async function liveProducts(db: DataSource | EntityManager, ids: string[]): Promise<Map<string, LiveProduct>> {
  const wanted = [...new Set(ids.filter(isEntityId))];
  if (!wanted.length) return new Map();
  // the shoppers' visibility rule: not archived, and its category is shown
  const rows: Row[] = await db.query(
    `SELECT p."id", p."name", p."name_ar", p."brand", p."sizes", p."effective_price", p."selling_price", p."original_price", p."currency",
            (NOT p."archived" AND c."publicly_visible") AS "is_public",
            (SELECT json_agg(json_build_object('size', s."size", 'on_hand', s."on_hand")) FROM "product_stock" s WHERE s."product_id" = p."id") AS "stock"
     FROM "products" p JOIN "categories" c ON c."id" = p."category_id"
     WHERE p."id" = ANY($1::varchar[])`,
    [wanted],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        nameAr: r.name_ar,
        brand: r.brand,
        sizes: r.sizes,
        effectivePrice: Number(r.effective_price),
        sellingPrice: Number(r.selling_price),
        costPrice: Number(r.original_price),
        currency: r.currency,
        isPublic: r.is_public,
        onHand: new Map((r.stock ?? []).map((s) => [s.size, s.on_hand])),
      },
    ]),
  );
}

/** The size a line is for: one of the product's; none is fine unless its stock is counted in several sizes. */
export function lineSize(product: LiveProduct, requested: string | null | undefined, field: string): string | null {
  if (requested !== null && requested !== undefined) {
    if (!product.sizes.includes(requested)) throw new ValidationError({ [field]: M.sizeUnknown });
    return requested;
  }
  if (product.sizes.length === 1) return product.sizes[0];
  if (product.onHand.size > 0) throw new ValidationError({ [field]: M.sizeRequired });
  return null;
}

export interface LineInput {
  productId: string;
  size?: string | null;
  quantity: number;
  unitPrice?: number;
}

export interface ConfirmOptions {
  /** A shopper's order: only public products, the price seen must be today's, and the pieces must be on hand. */
  shopper: boolean;
  /** Staff edits keep the price each product was confirmed at. */
  confirmedPrices?: Map<string, StoredOrderLine>;
}

/**
 * Checks every line against the live catalogue and answers them as stored, with the prices confirmed now. The first
 * failing line answers 400 naming it (`lines.2.unitPrice`), so nothing is stored.
 */
export function confirmLines(lines: LineInput[], products: Map<string, LiveProduct>, options: ConfirmOptions): StoredOrderLine[] {
  const wanted = new Map<string, number>();
  return lines.map((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    const product = products.get(line.productId);
    if (!product || (options.shopper && !product.isPublic)) throw new ValidationError({ [at('productId')]: M.productUnknown });
    // the shopper picks the size on the product page: a line of a product of several sizes names one, counted or not,
    // so staff record it as it came; staff editing the lines may still leave an uncounted product's size open
    const unsized = line.size === null || line.size === undefined;
    if (options.shopper && unsized && product.sizes.length > 1) throw new ValidationError({ [at('size')]: M.sizeRequired });
    const size = lineSize(product, line.size, at('size'));
    const kept = options.confirmedPrices?.get(product.id);
    const unitPrice = kept?.unitPrice ?? product.effectivePrice;
    if (options.shopper && Math.round((line.unitPrice ?? -1) * 100) !== Math.round(unitPrice * 100)) {
      throw new ValidationError({ [at('unitPrice')]: M.priceChanged(formatPrice(unitPrice, product.currency)) });
    }
    if (options.shopper && product.onHand.size > 0) {
      // every line of the product counts against its own size's count and against the product's total left, however
      // the lines are split, so a line without a size could never claim the pieces a sized line took (none reaches
      // here today: a shopper's line of a product of several sizes must name one)
      const claimed = (key: string) => {
        const total = (wanted.get(key) ?? 0) + line.quantity;
        wanted.set(key, total);
        return total;
      };
      const sizeTotal = size === null ? 0 : claimed(`${product.id}\u0000size\u0000${size}`);
      const productTotal = claimed(`${product.id}\u0000all`);
      const sizeLeft = size === null ? 0 : (product.onHand.get(size) ?? 0);
      if (size !== null && sizeTotal > sizeLeft) throw new ValidationError({ [at('quantity')]: M.onlyLeft(sizeLeft) });
      const left = [...product.onHand.values()].reduce((a, b) => a + b, 0);
      if (productTotal > left) throw new ValidationError({ [at('quantity')]: M.onlyLeft(left) });
    }
    return {
      productId: product.id,
      name: product.name,
      nameAr: product.nameAr,
      brand: product.brand,
      size,
      quantity: line.quantity,
      unitPrice,
      sellingPrice: kept?.sellingPrice ?? product.sellingPrice,
      costPrice: kept?.costPrice ?? product.costPrice,
    };
  });
}

/** The order's total after the promotion's discount on its lines, in cents, then back, so 0.1 + 0.2 never shows. */
export const orderTotal = (lines: StoredOrderLine[]) =>
  lines.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity - Math.round((l.promotion?.discount ?? 0) * 100), 0) / 100;
