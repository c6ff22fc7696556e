import { effectivePrice, formatPrice } from '../../lib/rules/prices';
import { maxQuantity, sizeMaxQuantity, stockCount } from '../../lib/rules/stock';
import { fill } from '../../i18n/plural';
import { t } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import { localName, type HasArabicName } from '../../i18n/content';
import type { Product } from '../../model/types';
import { lineId, type CartItem } from '../cart-store/store';

/** Both names of the product a notice is about; the notice picks the one for the page's language. */
type Names = HasArabicName;

/** Each change names the line's size when it has one, so the shopper knows which size changed. */
export type CartChange = { size?: string | null } & (
  | { kind: 'removed'; name: Names }
  | { kind: 'sizeGone'; name: Names; size: string }
  | { kind: 'chooseSize'; name: Names }
  | { kind: 'price'; name: Names; from: number; to: number; currency: string }
  | { kind: 'renamed'; name: Names; to: Names }
  | { kind: 'soldOut'; name: Names }
  | { kind: 'fewer'; name: Names; left: number; had: number }
);

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
 * and a line holding more than is now on hand shrinks to what is left. Stock is read per line, that is per size:
 * a size sold out (or no longer sold) leaves while the product's other sizes stay. A line saved before sizes takes
 * the product's only size, or stops checkout until the shopper chooses one in the cart.
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
    const sizes = product.sizes ?? [];
    const size = item.size !== undefined ? item.size : sizes.length === 1 ? sizes[0] : sizes.length === 0 ? null : undefined;
    if (size === undefined) {
      changes.push({ kind: 'chooseSize', name: was });
      next.push(item);
      continue;
    }
    if (size && !sizes.includes(size)) {
      changes.push({ kind: 'sizeGone', name: was, size });
      continue;
    }
    const left = size ? sizeMaxQuantity(product, size) : maxQuantity(product);
    // notices name the size when the product comes in several (a product's only size says nothing)
    const named = sizes.length > 1 ? size : null;
    if (left === 0) {
      changes.push({ kind: 'soldOut', name: was, size: named });
      continue;
    }
    const price = effectivePrice(product);
    const { left: _previous, ...rest } = item;
    rest.size = size;
    rest.id = lineId(item.productId, size);
    const now = namesOf(product);
    const updated: CartItem = {
      ...rest,
      price,
      ...now,
      brand: product.brand,
      // what the promotions' rule needs, fresh too (a line saved before promotions gains them here)
      categoryId: product.categoryId,
      sellingPrice: product.sellingPrice,
      currency: product.currency || item.currency,
      ...(left == null ? {} : { left }),
    };
    if (now.name !== was.name || now.nameAr !== was.nameAr) changes.push({ kind: 'renamed', name: was, to: now });
    if (Math.abs(price - item.price) >= 0.005)
      changes.push({ kind: 'price', name: now, from: item.price, to: price, currency: updated.currency, size: named });
    if (left != null && item.qty > left) {
      updated.qty = left;
      changes.push({ kind: 'fewer', name: now, left, had: item.qty, size: named });
    }
    // a line saved before sizes that took the product's only size joins a line already holding that size
    const same = next.find((i) => i.id === updated.id && i.size === updated.size);
    if (same) same.qty = left != null ? Math.min(same.qty + updated.qty, left) : same.qty + updated.qty;
    else next.push(updated);
  }
  return { items: next, changes, unchecked };
}

/** Changes in what the shopper gets (not just its price or name). */
export function isStockChange(change: CartChange): boolean {
  return change.kind === 'soldOut' || change.kind === 'fewer' || change.kind === 'sizeGone' || change.kind === 'chooseSize';
}

/** The notices a page in `lang` shows: a new name in the other language only is no news to this page. */
export function cartNotices(changes: CartChange[], lang: Lang = 'en'): string[] {
  return changes
    .filter((c) => c.kind !== 'renamed' || localName(lang, c.name).text !== localName(lang, c.to).text)
    .map((c) => describeCartChange(c, lang));
}

export function describeCartChange(change: CartChange, lang: Lang = 'en'): string {
  const c = t(lang).checkout.changes;
  const plain = localName(lang, change.name).text;
  const name = change.size && change.kind !== 'sizeGone' ? fill(t(lang).cart.sized, { name: plain, size: change.size }) : plain;
  switch (change.kind) {
    case 'removed':
      return fill(c.removed, { name });
    case 'sizeGone':
      return fill(c.sizeGone, { name, size: change.size });
    case 'chooseSize':
      return fill(c.chooseSize, { name });
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
