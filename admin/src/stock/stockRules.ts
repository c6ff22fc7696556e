import { onlyLeftMessage, STOCK_LIMITS, STOCK_MESSAGES, type ProductView } from '@shop/common';
import { inStaffLanguage } from '../i18n/plain';

/** The stock editor's state: whether the product is counted and the count typed for each size. */
export interface StockDraft {
  tracked: boolean;
  counts: Record<string, string>;
}

const WHOLE = /^\d+$/;

/** A typed count as a number, or the API's message for a count it would refuse. */
export function countError(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim();
  if (!WHOLE.test(text)) return inStaffLanguage(STOCK_MESSAGES.onHandInvalid);
  if (Number(text) > STOCK_LIMITS.quantityMax) return inStaffLanguage(STOCK_MESSAGES.onHandTooHigh);
  return undefined;
}

/** One message per size whose count is missing or not a whole number of 0 or more; {} when the draft can be saved. */
export function validateStockDraft(sizes: string[], draft: StockDraft): Record<string, string> {
  if (!draft.tracked) return {};
  const errors: Record<string, string> = {};
  for (const size of sizes) {
    const e = countError(draft.counts[size]);
    if (e) errors[size] = e;
  }
  return errors;
}

/** The body of PUT /products/{id}/stock for a valid draft. */
export function toSetStockBody(sizes: string[], draft: StockDraft) {
  if (!draft.tracked) return { tracked: false };
  return { tracked: true, sizes: sizes.map((size) => ({ size, onHand: Number(draft.counts[size].trim()) })) };
}

/** The `stock` part of a product create body: sent only when counting is on, so an untracked product needs no stockAdjust. */
export function createStockBody(sizes: string[], draft: StockDraft | undefined): { stock?: ReturnType<typeof toSetStockBody> } {
  return draft?.tracked ? { stock: toSetStockBody(sizes, draft) } : {};
}

/** The editor's starting state for a product: its counts when counted, else nothing typed yet. */
export function draftFor(product: Pick<ProductView, 'stockTracked' | 'sizeStock'> | null | undefined): StockDraft {
  if (!product?.stockTracked) return { tracked: false, counts: {} };
  return { tracked: true, counts: Object.fromEntries(product.sizeStock.map((s) => [s.size, String(s.left ?? 0)])) };
}

/** Pieces of `size` a sale may take: what is on hand, plus what this sale already holds there when editing. null = not counted. */
export function leftFor(
  product: Pick<ProductView, 'stockTracked' | 'sizeStock' | 'sizes'> | null | undefined,
  size: string | null | undefined,
  held = 0,
): number | null {
  if (!product?.stockTracked) return null;
  const chosen = size || (product.sizes.length === 1 ? product.sizes[0] : null);
  if (!chosen) return null;
  const entry = product.sizeStock.find((s) => s.size === chosen);
  return (entry?.left ?? 0) + held;
}

/**
 * The sale form's quantity rule: a whole number of at least 1, and no more than is left unless the sale is
 * recorded as an oversell (the same words as the API's 409).
 */
export function saleQuantityError(
  raw: unknown,
  left: number | null,
  productName: string,
  size: string | null,
  oversell: boolean,
  multipleSizes: boolean,
): string | undefined {
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!WHOLE.test(text) || Number(text) < 1) return inStaffLanguage(STOCK_MESSAGES.quantityInvalid);
  if (Number(text) > STOCK_LIMITS.quantityMax) return inStaffLanguage(STOCK_MESSAGES.quantityTooHigh);
  if (left !== null && Number(text) > left && !oversell) return onlyLeftMessage(left, productName, multipleSizes ? size : null);
  return undefined;
}

/** A counted product with several sizes must name the size sold. */
export function saleSizeError(
  product: Pick<ProductView, 'stockTracked' | 'sizes'> | null | undefined,
  size: string | null | undefined,
): string | undefined {
  if (!product) return undefined;
  if (size && !product.sizes.includes(size)) return inStaffLanguage(STOCK_MESSAGES.sizeUnknown);
  if (!size && product.stockTracked && product.sizes.length > 1) return inStaffLanguage(STOCK_MESSAGES.sizeRequired);
  return undefined;
}

/** What a sale line held before an edit: its pieces count as available to it again. */
export interface HeldLine {
  productId: string | null;
  size: string | null;
  quantity: number;
  oversell: boolean;
}

/** The sale form's stock checks (size and quantity) against the chosen product's counts. */
export function saleStockErrors(
  v: { productId?: string | null; size?: string | null; quantity?: unknown; oversell?: boolean },
  product: Pick<ProductView, 'id' | 'name' | 'stockTracked' | 'sizes' | 'sizeStock'> | null | undefined,
  held?: HeldLine | null,
): Record<string, string> {
  const e: Record<string, string> = {};
  const sizeError = saleSizeError(product, v.size);
  if (sizeError) e.size = sizeError;
  const sameLine = !!held && !!product && held.productId === product.id && (held.size ?? null) === (v.size || null) && !held.oversell;
  const left = sizeError ? null : leftFor(product, v.size, sameLine ? held!.quantity : 0);
  const size = v.size || (product?.sizes.length === 1 ? product.sizes[0] : null);
  const q = saleQuantityError(v.quantity ?? 1, left, product?.name ?? '', size, !!v.oversell, (product?.sizes.length ?? 0) > 1);
  if (q) e.quantity = q;
  return e;
}

/** True when the typed quantity is more than the counted stock left: the form then offers the oversell box. */
export function exceedsStock(quantity: unknown, left: number | null): boolean {
  return left !== null && /^\d+$/.test(String(quantity ?? '').trim()) && Number(quantity) > left;
}
