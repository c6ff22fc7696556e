import { effectivePrice, formatPrice } from '../../lib/rules/prices';
import { maxQuantity, stockCount } from '../../lib/rules/stock';
import { fill } from '../../i18n/plural';
import { t } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import { localName, type HasArabicName } from '../../i18n/content';
import type { Product } from '../../model/types';
import type { CartItem } from '../cart-store/store';

/** Both names of the product a notice is about; the notice picks the one for the page's language. */
type Names = HasArabicName;

export type CartChange =
  | { kind: 'removed'; name: Names }
  | { kind: 'price'; name: Names; from: number; to: number; currency: string }
  | { kind: 'renamed'; name: Names; to: Names }
  | { kind: 'soldOut'; name: Names }
  | { kind: 'fewer'; name: Names; left: number; had: number };

const namesOf = (p: HasArabicName): Names => ({ name: p.name, nameAr: p.nameAr?.trim() ? p.nameAr : null });

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
    const was = namesOf(item);
    if (!product || product.publiclyVisible === false) {
      changes.push({ kind: 'removed', name: was });
      continue;
    }
    const left = maxQuantity(product);
    if (left === 0) {
      changes.push({ kind: 'soldOut', name: was });
      continue;
    }
    const price = effectivePrice(product);
    const { left: _previous, ...rest } = item;
    const now = namesOf(product);
    const updated: CartItem = {
      ...rest,
      price,
      ...now,
      brand: product.brand,
      currency: product.currency || item.currency,
      ...(left == null ? {} : { left }),
    };
    if (now.name !== was.name || now.nameAr !== was.nameAr) changes.push({ kind: 'renamed', name: was, to: now });
    if (Math.abs(price - item.price) >= 0.005) changes.push({ kind: 'price', name: now, from: item.price, to: price, currency: updated.currency });
    if (left != null && item.qty > left) {
      updated.qty = left;
      changes.push({ kind: 'fewer', name: now, left, had: item.qty });
    }
    next.push(updated);
  }
  return { items: next, changes, unchecked };
}

/** Changes in what the shopper gets (not just its price or name). */
export function isStockChange(change: CartChange): boolean {
  return change.kind === 'soldOut' || change.kind === 'fewer';
}

/** The notices a page in `lang` shows: a new name in the other language only is no news to this page. */
export function cartNotices(changes: CartChange[], lang: Lang = 'en'): string[] {
  return changes
    .filter((c) => c.kind !== 'renamed' || localName(lang, c.name).text !== localName(lang, c.to).text)
    .map((c) => describeCartChange(c, lang));
}

export function describeCartChange(change: CartChange, lang: Lang = 'en'): string {
  const c = t(lang).checkout.changes;
  const name = localName(lang, change.name).text;
  switch (change.kind) {
    case 'removed':
      return fill(c.removed, { name });
    case 'price':
      return fill(c.price, { name, to: formatPrice(change.to, change.currency, lang), from: formatPrice(change.from, change.currency, lang) });
    case 'renamed':
      return fill(c.renamed, { name, to: localName(lang, change.to).text });
    case 'soldOut':
      return fill(t(lang).stock.soldOutInCart, { name });
    case 'fewer':
      return stockCount(lang, t(lang).stock.fewerLeft, change.left, { name, had: change.had });
  }
}
