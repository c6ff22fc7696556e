import { effectivePrice, formatPrice } from '../../lib/prices';
import { maxQuantity, stockCount } from '../../lib/stock';
import { fill } from '../../i18n/plural';
import { t } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import type { Product } from '../../lib/types';
import type { CartItem } from '../cart/store';

export type CartChange =
  | { kind: 'removed'; name: string }
  | { kind: 'price'; name: string; from: number; to: number; currency: string }
  | { kind: 'renamed'; name: string; to: string }
  | { kind: 'soldOut'; name: string }
  | { kind: 'fewer'; name: string; left: number; had: number };

export interface CartRefresh {
  items: CartItem[];
  changes: CartChange[];
  /** Products that could not be checked (network trouble): kept as they were. */
  unchecked: string[];
}

/**
 * Re-reads every cart product from the API before the confirmation step, so nobody orders at a stale price:
 * hidden or deleted products (404) and sold-out ones leave the cart, changed prices and names are updated,
 * and a line holding more than is now on hand shrinks to what is left.
 */
export async function refreshCartItems(items: CartItem[], fetchProduct: (id: string) => Promise<Product | null>): Promise<CartRefresh> {
  const results = await Promise.all(
    items.map(async (item) => {
      try {
        return { item, product: await fetchProduct(item.productId), ok: true as const };
      } catch {
        return { item, product: null, ok: false as const };
      }
    }),
  );
  const next: CartItem[] = [];
  const changes: CartChange[] = [];
  const unchecked: string[] = [];
  for (const { item, product, ok } of results) {
    if (!ok) {
      unchecked.push(item.name);
      next.push(item);
      continue;
    }
    if (!product || product.publiclyVisible === false) {
      changes.push({ kind: 'removed', name: item.name });
      continue;
    }
    const left = maxQuantity(product);
    if (left === 0) {
      changes.push({ kind: 'soldOut', name: item.name });
      continue;
    }
    const price = effectivePrice(product);
    const { left: _previous, ...rest } = item;
    const updated: CartItem = {
      ...rest,
      price,
      name: product.name,
      nameAr: product.nameAr?.trim() ? product.nameAr : null,
      brand: product.brand,
      currency: product.currency || item.currency,
      ...(left == null ? {} : { left }),
    };
    if (product.name !== item.name) changes.push({ kind: 'renamed', name: item.name, to: product.name });
    if (Math.abs(price - item.price) >= 0.005) changes.push({ kind: 'price', name: product.name, from: item.price, to: price, currency: updated.currency });
    if (left != null && item.qty > left) {
      updated.qty = left;
      changes.push({ kind: 'fewer', name: product.name, left, had: item.qty });
    }
    next.push(updated);
  }
  return { items: next, changes, unchecked };
}

/** Changes in what the shopper gets (not just its price or name). */
export function isStockChange(change: CartChange): boolean {
  return change.kind === 'soldOut' || change.kind === 'fewer';
}

export function describeCartChange(change: CartChange, lang: Lang = 'en'): string {
  const c = t(lang).checkout.changes;
  switch (change.kind) {
    case 'removed':
      return fill(c.removed, { name: change.name });
    case 'price':
      return fill(c.price, { name: change.name, to: formatPrice(change.to, change.currency, lang), from: formatPrice(change.from, change.currency, lang) });
    case 'renamed':
      return fill(c.renamed, { name: change.name, to: change.to });
    case 'soldOut':
      return fill(t(lang).stock.soldOutInCart, { name: change.name });
    case 'fewer':
      return stockCount(lang, t(lang).stock.fewerLeft, change.left, { name: change.name, had: change.had });
  }
}
