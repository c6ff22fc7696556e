import type { EntityManager } from 'typeorm';
import { onlyLeftMessage, STOCK_MESSAGES, type StockMovementKind } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { StockShortageError, ValidationError } from '../core/validation/errors';
import { recordMovement, type LockedCounts } from './stock-ledger';

/** The product of a sale line as the stock rules need it. */
export interface StockProduct {
  id: string;
  name: string;
  sizes: string[];
}

/** What a sale took from stock: `taken` came off on hand; `oversold` pieces were sold beyond it (recorded on purpose). */
export interface SaleTake {
  taken: number;
  oversold: number;
}

/**
 * The size a sale is recorded in. A size sent must be one of the product's; none sent is fine for an untracked
 * product, and for a tracked one with a single size (that size). A tracked product with several sizes needs one,
 * or the stock of the wrong size would move.
 */
export function saleSize(product: StockProduct, requested: string | null | undefined, counts: LockedCounts): string | null {
  if (requested !== null && requested !== undefined) {
    if (!product.sizes.includes(requested)) throw new ValidationError({ size: STOCK_MESSAGES.sizeUnknown });
    return requested;
  }
  if (counts.size === 0) return null;
  if (product.sizes.length === 1 && counts.has(product.sizes[0])) return product.sizes[0];
  throw new ValidationError({ size: STOCK_MESSAGES.sizeRequired });
}

export interface TakeInput {
  product: StockProduct;
  size: string | null;
  quantity: number;
  /** Pieces this same sale already holds in that size (an edit): they count as available to it. */
  credit: number;
  oversell: boolean;
  saleId: string;
  kind: StockMovementKind;
  actor: AuthUser | null;
  note?: string;
}

/**
 * Takes `quantity` pieces (less `credit`, which the sale already holds) from the locked counts and records the
 * movements. More than is available answers 409 with what is left, unless the sale is an explicit oversell: then all
 * that is left is taken and the rest is recorded as an OVERSELL movement (on hand never goes below 0).
 */
export async function takeForSale(m: EntityManager, counts: LockedCounts, input: TakeInput): Promise<SaleTake> {
  if (counts.size === 0 || input.size === null) return { taken: 0, oversold: 0 };
  if (!counts.has(input.size)) {
    // a size added to the product since its stock was set: tracked with nothing on hand
    await m.query(`INSERT INTO "product_stock" ("product_id", "size", "on_hand") VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [
      input.product.id,
      input.size,
    ]);
    counts.set(input.size, 0);
  }
  const onHand = counts.get(input.size)!;
  const available = onHand + input.credit;
  if (input.quantity > available && !input.oversell) {
    const sizeNamed = input.product.sizes.length > 1 ? input.size : null;
    throw new StockShortageError(onlyLeftMessage(available, input.product.name, sizeNamed));
  }
  const taken = Math.min(input.quantity, available);
  const oversold = input.quantity - taken;
  const delta = input.credit - taken;
  const base = { productId: input.product.id, size: input.size, saleId: input.saleId, actor: input.actor, note: input.note ?? null };
  if (delta !== 0) await recordMovement(m, { ...base, kind: input.kind, delta });
  if (oversold > 0) await recordMovement(m, { ...base, kind: 'OVERSELL', delta: 0, oversold });
  counts.set(input.size, onHand + delta);
  return { taken, oversold };
}

/** Puts back what a sale took (a delete, or an edit moving it to another product or size). */
export async function giveBack(
  m: EntityManager,
  counts: LockedCounts,
  sale: { productId: string; size: string | null; stockTaken: number; id: string },
  kind: StockMovementKind,
  actor: AuthUser | null,
): Promise<boolean> {
  if (sale.stockTaken <= 0 || sale.size === null || !counts.has(sale.size)) return false;
  await recordMovement(m, { productId: sale.productId, size: sale.size, kind, delta: sale.stockTaken, saleId: sale.id, actor });
  counts.set(sale.size, counts.get(sale.size)! + sale.stockTaken);
  return true;
}
