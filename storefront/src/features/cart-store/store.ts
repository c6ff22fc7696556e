import { atom, computed } from 'nanostores';
import { STORAGE_KEYS } from '@shop/common';
import { effectivePrice } from '../../lib/rules/prices';
import { clientTexts } from '../../i18n/client-texts';
import { fill } from '../../i18n/plural';
import { persistentAtom } from '../../lib/client/persist';
import { showToast, TOAST_DURATIONS } from '../toast/store';
import type { Product, ProductImage } from '../../model/types';
import { PLACEHOLDER_IMAGE } from '../../lib/images/card-image';
import { maxQuantity, sizeMaxQuantity, stockCount, type SizeStock, type StockInfo } from '../../lib/rules/stock';
import { pageLang } from '../../i18n/lang';
import { localName } from '../../i18n/content';

/**
 * One line per product and size (the same cap in two sizes is two lines). `price` is what the shopper pays (the
 * discounted price when there is one). The cart is one for both languages, so a line keeps the Arabic names too (null
 * when none is given).
 */
export interface CartItem {
  /** The line's key: the product id, followed by `|size` when it has a size (see lineId). */
  id: string;
  productId: string;
  /**
   * The size chosen: null for a product without sizes. Absent (undefined) only on a line saved before the shop took
   * sizes: the cart asks for it before checkout (see needsSize).
   */
  size?: string | null;
  /** The product's sizes when the line was made, for the cart's size select (absent when it has none). */
  sizes?: string[];
  name: string;
  nameAr?: string | null;
  categoryAr?: string | null;
  brand: string;
  price: number;
  currency: string;
  image: string;
  qty: number;
  category: string;
  /** The product's category id and full selling price, for the promotions' rule (absent on lines saved before them). */
  categoryId?: string;
  sellingPrice?: number;
  /** On hand (of this size) when the product was last read, when the shop shows it: the cart never holds more. */
  left?: number;
}

/** A line's key: one line per product and size. */
export function lineId(productId: string, size: string | null | undefined): string {
  return size ? `${productId}|${size}` : productId;
}

/**
 * A line saved before the shop took sizes (no `size` at all), or one whose size is not yet chosen: the cart asks for
 * it, and checkout waits for it. A line for a product without sizes has `size: null` and needs nothing.
 */
export function needsSize(item: Pick<CartItem, 'size'>): boolean {
  return item.size === undefined;
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
    (i.left === undefined || (Number.isInteger(i.left) && i.left >= 0)) &&
    (i.size === undefined || i.size === null || typeof i.size === 'string') &&
    (i.sizes === undefined || (Array.isArray(i.sizes) && i.sizes.every((s) => typeof s === 'string')))
  );
}

/**
 * Reads a saved cart, old or new. A line saved before sizes (no `size`) is kept as it was, to be given its size in the
 * cart; its key is brought to the line rule, and lines that end up with one key (a stored cart edited in two tabs)
 * are joined, so nothing is lost and nothing is counted twice.
 */
export function reviveCartItems(items: unknown[]): CartItem[] {
  const out: CartItem[] = [];
  for (const raw of items) {
    if (!isItem(raw)) continue;
    const item = { ...raw, id: lineId(raw.productId, raw.size) };
    const same = out.find((i) => i.id === item.id && i.size === item.size);
    if (same) same.qty += item.qty;
    else out.push(item);
  }
  return out;
}

export const $cartItems = persistentAtom<CartItem[]>(
  STORAGE_KEYS.cart,
  [],
  (state) => {
    const items = (state as { items?: unknown })?.items;
    return Array.isArray(items) ? reviveCartItems(items) : null;
  },
  (items) => ({ items }),
);

export const $cartTotals = computed($cartItems, (items) => ({
  totalItems: items.reduce((n, i) => n + i.qty, 0),
  totalPrice: Math.round(items.reduce((sum, i) => sum + i.price * i.qty, 0) * 100) / 100,
}));

/** Quantity of each product already in the cart (all its sizes together), for the badges on product cards. */
export const $cartQuantities = computed($cartItems, (items) => {
  const quantities: Record<string, number> = {};
  for (const i of items) quantities[i.productId] = (quantities[i.productId] ?? 0) + i.qty;
  return quantities;
});

/** Quantity of each line (product and size) in the cart. */
export const $lineQuantities = computed($cartItems, (items) => Object.fromEntries(items.map((i) => [i.id, i.qty])) as Record<string, number>);

export const $cartOpen = atom(false);
export const $checkoutOpen = atom(false);

/** What a cart line is built from: a product, or the few fields of it an island carries. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'brand' | 'sellingPrice' | 'discountedPrice' | 'currency'> &
  Partial<Pick<Product, 'nameAr' | 'sizes' | 'categoryId'>> & { sizeStock?: SizeStock[] } & {
    images: Pick<ProductImage, 'url' | 'order'>[];
    category?: { name: string; nameAr?: string | null } | null;
  } & Partial<StockInfo>;

/**
 * The line for a product in `size` (null for a product without sizes; left out, a product with one size takes it).
 * Its limit is that size's count when the product is counted per size, else the product's.
 */
export function cartLineFromProduct(p: CartProduct, size?: string | null): Omit<CartItem, 'qty'> {
  const first = [...(p.images ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
  const sizes = p.sizes ?? [];
  const chosen = size !== undefined ? size : sizes.length === 1 ? sizes[0] : sizes.length === 0 ? null : undefined;
  const left = chosen ? sizeMaxQuantity(p, chosen) : maxQuantity(p);
  return {
    id: lineId(p.id, chosen),
    productId: p.id,
    ...(chosen === undefined ? {} : { size: chosen }),
    ...(sizes.length ? { sizes: [...sizes] } : {}),
    name: p.name,
    brand: p.brand,
    price: effectivePrice(p),
    currency: p.currency || 'SAR',
    image: first?.url || PLACEHOLDER_IMAGE,
    category: p.category?.name ?? '',
    ...(p.categoryId ? { categoryId: p.categoryId } : {}),
    ...(Number.isFinite(p.sellingPrice) ? { sellingPrice: p.sellingPrice } : {}),
    ...(left == null ? {} : { left }),
    ...(p.nameAr ? { nameAr: p.nameAr } : {}),
    ...(p.category?.nameAr ? { categoryAr: p.category.nameAr } : {}),
  };
}

/**
 * The size a line's name carries in the cart and its notices: the chosen one when the product comes in several (a
 * product's only size, like "One Size", says nothing). The chat message names every size, for staff.
 */
export function shownSize(item: Pick<CartItem, 'size' | 'sizes'>): string | null {
  return item.size && (item.sizes?.length ?? 2) > 1 ? item.size : null;
}

/** The line's name as the page shows it: the Arabic one on Arabic pages when there is one, with its size (shownSize). */
function shownName(item: Pick<CartItem, 'name' | 'nameAr' | 'size' | 'sizes'>): string {
  const name = localName(pageLang(), item).text;
  const size = shownSize(item);
  return size ? fill(clientTexts().sized, { name, size }) : name;
}

/**
 * A stock toast in the page's language: sold out or gone (by name), or the cart held to `left` pieces
 * (limit: it already holds them all; clamped: it held more and was cut down).
 */
export function showStockToast(
  kind: 'soldOut' | 'gone' | 'limit' | 'clamped',
  item: Pick<CartItem, 'name' | 'nameAr' | 'size' | 'sizes'>,
  left = 0,
): void {
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
  const existing = items.find((i) => i.id === line.id);
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
      ? items.map((i) => (i === existing ? withLimit({ ...i, ...(line.size === undefined ? {} : { size: line.size }), qty: i.qty + 1 }, limit) : i))
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

/** Takes back an add found to be impossible after the fact: the line (product and size) returns to `before` pieces, or leaves. */
export function takeBackAdd(id: string, before: number): void {
  const items = $cartItems.get();
  $cartItems.set(before > 0 ? items.map((i) => (i.id === id ? { ...i, qty: Math.min(i.qty, before) } : i)) : items.filter((i) => i.id !== id));
}

/** Keeps a line in step with a fresh read of its product: the fresh count becomes its limit, and a line over it shrinks (with a toast). */
export function keepWithinStock(fresh: Omit<CartItem, 'qty'>): void {
  const items = $cartItems.get();
  const item = items.find((i) => i.id === fresh.id);
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

/**
 * Gives a line its size (a line saved before sizes, chosen in the cart). Another line of the same product and size
 * takes its pieces (up to what is left of that size), so nothing is lost and nothing is counted twice.
 */
export function setLineSize(id: string, size: string | null, left?: number): void {
  const items = $cartItems.get();
  const item = items.find((i) => i.id === id);
  if (!item) return;
  const next = withLimit({ ...item, id: lineId(item.productId, size), size }, left);
  const other = items.find((i) => i !== item && i.id === next.id);
  if (!other) {
    $cartItems.set(items.map((i) => (i === item ? next : i)));
    return;
  }
  const qty = other.qty + item.qty;
  const capped = left !== undefined ? Math.max(1, Math.min(qty, left)) : qty;
  $cartItems.set(items.filter((i) => i !== item).map((i) => (i === other ? withLimit({ ...i, qty: capped }, left) : i)));
  if (capped < qty) showStockToast('clamped', item, capped);
}

/** The proceed action: closes the cart and opens checkout, or warns when the cart is empty or a line has no size yet. */
export function proceedToCheckout(): boolean {
  if ($cartItems.get().length === 0) {
    showToast({ ...clientTexts().toasts.empty, variant: 'destructive', duration: TOAST_DURATIONS.cart });
    return false;
  }
  if ($cartItems.get().some(needsSize)) {
    showToast({ ...clientTexts().toasts.chooseSizes, variant: 'destructive', duration: TOAST_DURATIONS.cart });
    return false;
  }
  $cartOpen.set(false);
  $checkoutOpen.set(true);
  return true;
}
