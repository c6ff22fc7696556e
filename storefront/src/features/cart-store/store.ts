import { atom, computed } from 'nanostores';
import { STORAGE_KEYS } from '@shop/common';
import { effectivePrice } from '../../lib/rules/prices';
import { clientTexts } from '../../i18n/client-texts';
import { fill } from '../../i18n/plural';
import { persistentAtom } from '../../lib/client/persist';
import { showToast, TOAST_DURATIONS } from '../toast/store';
import type { Product, ProductImage } from '../../model/types';
import { PLACEHOLDER_IMAGE } from '../../lib/images/card-image';
import { maxQuantity, stockCount, type StockInfo } from '../../lib/rules/stock';
import { pageLang } from '../../i18n/lang';
import { localName } from '../../i18n/content';

/**
 * One line per product. `price` is what the shopper pays (the discounted price when there is one). The cart is one
 * for both languages, so a line keeps the Arabic names too (null when none is given).
 */
export interface CartItem {
  id: string;
  productId: string;
  name: string;
  nameAr?: string | null;
  categoryAr?: string | null;
  brand: string;
  price: number;
  currency: string;
  image: string;
  qty: number;
  category: string;
  /** On hand when the product was last read, when the shop shows it: the cart never holds more. */
  left?: number;
}

function isItem(x: unknown): x is CartItem {
  const i = x as CartItem;
  return (
    !!i &&
    typeof i.productId === 'string' &&
    typeof i.name === 'string' &&
    Number.isFinite(i.price) &&
    Number.isInteger(i.qty) &&
    i.qty > 0 &&
    (i.left === undefined || (Number.isInteger(i.left) && i.left >= 0))
  );
}

export const $cartItems = persistentAtom<CartItem[]>(
  STORAGE_KEYS.cart,
  [],
  (state) => {
    const items = (state as { items?: unknown })?.items;
    return Array.isArray(items) ? items.filter(isItem) : null;
  },
  (items) => ({ items }),
);

export const $cartTotals = computed($cartItems, (items) => ({
  totalItems: items.reduce((n, i) => n + i.qty, 0),
  totalPrice: Math.round(items.reduce((sum, i) => sum + i.price * i.qty, 0) * 100) / 100,
}));

/** Quantity of each product already in the cart, for the badges on product cards. */
export const $cartQuantities = computed($cartItems, (items) => Object.fromEntries(items.map((i) => [i.productId, i.qty])) as Record<string, number>);

export const $cartOpen = atom(false);
export const $checkoutOpen = atom(false);

/** What a cart line is built from: a product, or the few fields of it an island carries. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'brand' | 'sellingPrice' | 'discountedPrice' | 'currency'> &
  Partial<Pick<Product, 'nameAr'>> & {
    images: Pick<ProductImage, 'url' | 'order'>[];
    category?: { name: string; nameAr?: string | null } | null;
  } & Partial<StockInfo>;

export function cartLineFromProduct(p: CartProduct): Omit<CartItem, 'qty'> {
  const first = [...(p.images ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
  const left = maxQuantity(p);
  return {
    id: p.id,
    productId: p.id,
    name: p.name,
    brand: p.brand,
    price: effectivePrice(p),
    currency: p.currency || 'SAR',
    image: first?.url || PLACEHOLDER_IMAGE,
    category: p.category?.name ?? '',
    ...(left == null ? {} : { left }),
    ...(p.nameAr ? { nameAr: p.nameAr } : {}),
    ...(p.category?.nameAr ? { categoryAr: p.category.nameAr } : {}),
  };
}

/** The line's name as the page shows it: the Arabic one on Arabic pages when there is one. */
function shownName(item: Pick<CartItem, 'name' | 'nameAr'>): string {
  return localName(pageLang(), item).text;
}

/**
 * A stock toast in the page's language: sold out or gone (by name), or the cart held to `left` pieces
 * (limit: it already holds them all; clamped: it held more and was cut down).
 */
export function showStockToast(kind: 'soldOut' | 'gone' | 'limit' | 'clamped', item: Pick<CartItem, 'name' | 'nameAr'>, left = 0): void {
  const s = clientTexts().stock;
  const name = shownName(item);
  const toast =
    kind === 'soldOut'
      ? { title: s.soldOutToast.title, description: fill(s.soldOutToast.description, { name }) }
      : kind === 'gone'
        ? { title: s.goneToast.title, description: fill(s.goneToast.description, { name }) }
        : { title: s[`${kind}Toast`].title, description: stockCount(pageLang(), s[`${kind}Toast`].description, left, { name }) };
  showToast({ ...toast, variant: 'destructive', duration: TOAST_DURATIONS.cart });
}

/**
 * Adds one: raises the quantity of a line already in the cart, else adds a line with qty 1.
 * Never past what is on hand: a sold-out product is refused, a full line stays (or shrinks to what is left). Returns whether one was added.
 */
export function addToCart(product: CartProduct | Omit<CartItem, 'qty'>): boolean {
  const line = 'productId' in product ? product : cartLineFromProduct(product);
  const items = $cartItems.get();
  const existing = items.find((i) => i.productId === line.productId);
  const limit = line.left;
  if (limit === 0) {
    showStockToast('soldOut', line);
    return false;
  }
  if (existing && limit !== undefined && existing.qty >= limit) {
    $cartItems.set(items.map((i) => (i === existing ? { ...i, qty: limit, left: limit } : i)));
    showStockToast(existing.qty > limit ? 'clamped' : 'limit', line, limit);
    return false;
  }
  $cartItems.set(
    existing
      ? items.map((i) => (i === existing ? withLimit({ ...i, qty: i.qty + 1 }, limit) : i))
      : [...items, withLimit({ ...line, qty: 1 }, limit)],
  );
  const { added } = clientTexts().toasts;
  showToast({
    title: added.title,
    description: fill(added.description, { name: shownName(line) }),
    variant: 'success',
    duration: TOAST_DURATIONS.addToCart,
  });
  return true;
}

/** The line with the latest known count; a product read without one (no longer counted) has no limit. */
function withLimit(item: CartItem, left: number | undefined): CartItem {
  const { left: _previous, ...rest } = item;
  return left === undefined ? rest : { ...rest, left };
}

/** Takes back an add found to be impossible after the fact: the line returns to `before` pieces, or leaves. */
export function takeBackAdd(productId: string, before: number): void {
  const items = $cartItems.get();
  $cartItems.set(
    before > 0
      ? items.map((i) => (i.productId === productId ? { ...i, qty: Math.min(i.qty, before) } : i))
      : items.filter((i) => i.productId !== productId),
  );
}

/** Keeps a line in step with a fresh read of its product: the fresh count becomes its limit, and a line over it shrinks (with a toast). */
export function keepWithinStock(fresh: Omit<CartItem, 'qty'>): void {
  const items = $cartItems.get();
  const item = items.find((i) => i.productId === fresh.productId);
  if (!item) return;
  const limit = fresh.left;
  const over = limit !== undefined && item.qty > limit;
  $cartItems.set(items.map((i) => (i === item ? withLimit({ ...i, qty: over ? limit : i.qty }, limit) : i)));
  if (over) showStockToast('clamped', fresh, limit);
}

/** Sets a line's quantity; 0 or less removes it (the UI asks for confirmation before calling with 0). */
export function setQuantity(id: string, qty: number): void {
  if (!Number.isFinite(qty) || qty <= 0) {
    removeFromCart(id);
    return;
  }
  const item = $cartItems.get().find((i) => i.id === id);
  if (!item) return;
  let next = Math.floor(qty);
  if (item.left !== undefined && next > item.left) {
    next = Math.max(item.left, 1);
    showStockToast('limit', item, item.left);
  }
  $cartItems.set($cartItems.get().map((i) => (i.id === id ? { ...i, qty: next } : i)));
}

export function removeFromCart(id: string): void {
  const item = $cartItems.get().find((i) => i.id === id);
  if (!item) return;
  $cartItems.set($cartItems.get().filter((i) => i.id !== id));
  const { removed } = clientTexts().toasts;
  showToast({ title: removed.title, description: fill(removed.description, { name: shownName(item) }), duration: TOAST_DURATIONS.cart });
}

export function clearCart(options: { silent?: boolean } = {}): void {
  $cartItems.set([]);
  if (!options.silent) showToast({ ...clientTexts().toasts.cleared, duration: TOAST_DURATIONS.cart });
}

/** The proceed action: closes the cart and opens checkout, or warns when the cart is empty. */
export function proceedToCheckout(): boolean {
  if ($cartItems.get().length === 0) {
    showToast({ ...clientTexts().toasts.empty, variant: 'destructive', duration: TOAST_DURATIONS.cart });
    return false;
  }
  $cartOpen.set(false);
  $checkoutOpen.set(true);
  return true;
}
