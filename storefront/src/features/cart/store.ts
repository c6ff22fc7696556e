import { atom, computed } from 'nanostores';
import { STORAGE_KEYS } from '@shop/common';
import { effectivePrice } from '../../lib/prices';
import { clientTexts } from '../../i18n/client-texts';
import { fill } from '../../i18n/plural';
import { persistentAtom } from '../../lib/persist';
import { showToast, TOAST_DURATIONS } from '../toast/store';
import type { Product, ProductImage } from '../../lib/types';
import { PLACEHOLDER_IMAGE } from '../../lib/images';

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
}

function isItem(x: unknown): x is CartItem {
  const i = x as CartItem;
  return !!i && typeof i.productId === 'string' && typeof i.name === 'string' && Number.isFinite(i.price) && Number.isInteger(i.qty) && i.qty > 0;
}

export const $cartItems = persistentAtom<CartItem[]>(STORAGE_KEYS.cart, [], (state) => {
  const items = (state as { items?: unknown })?.items;
  return Array.isArray(items) ? items.filter(isItem) : null;
}, (items) => ({ items }));

export const $cartTotals = computed($cartItems, (items) => ({
  totalItems: items.reduce((n, i) => n + i.qty, 0),
  totalPrice: Math.round(items.reduce((sum, i) => sum + i.price * i.qty, 0) * 100) / 100,
}));

/** Quantity of each product already in the cart, for the badges on product cards. */
export const $cartQuantities = computed($cartItems, (items) => Object.fromEntries(items.map((i) => [i.productId, i.qty])) as Record<string, number>);

export const $cartOpen = atom(false);
export const $checkoutOpen = atom(false);

/** What a cart line is built from: a product, or the few fields of it an island carries. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'nameAr' | 'brand' | 'sellingPrice' | 'discountedPrice' | 'currency'> & {
  images: Pick<ProductImage, 'url' | 'order'>[];
  category?: { name: string; nameAr?: string | null } | null;
};

export function cartLineFromProduct(p: CartProduct): Omit<CartItem, 'qty'> {
  const first = [...(p.images ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
  return {
    id: p.id,
    productId: p.id,
    name: p.name,
    brand: p.brand,
    price: effectivePrice(p),
    currency: p.currency || 'SAR',
    image: first?.url || PLACEHOLDER_IMAGE,
    category: p.category?.name ?? '',
    ...(p.nameAr ? { nameAr: p.nameAr } : {}),
    ...(p.category?.nameAr ? { categoryAr: p.category.nameAr } : {}),
  };
}

/** The line's name as the page shows it: the Arabic one on Arabic pages when there is one. */
function shownName(item: Pick<CartItem, 'name' | 'nameAr'>): string {
  return document.documentElement.lang === 'ar' && item.nameAr ? item.nameAr : item.name;
}

/** Adds one: raises the quantity of a line already in the cart, else adds a line with qty 1. */
export function addToCart(product: CartProduct | Omit<CartItem, 'qty'>): void {
  const line = 'productId' in product ? product : cartLineFromProduct(product);
  const items = $cartItems.get();
  const existing = items.find((i) => i.productId === line.productId);
  $cartItems.set(
    existing ? items.map((i) => (i === existing ? { ...i, qty: i.qty + 1 } : i)) : [...items, { ...line, qty: 1 }],
  );
  const { added } = clientTexts().toasts;
  showToast({ title: added.title, description: fill(added.description, { name: shownName(line) }), variant: 'success', duration: TOAST_DURATIONS.addToCart });
}

/** Sets a line's quantity; 0 or less removes it (the UI asks for confirmation before calling with 0). */
export function setQuantity(id: string, qty: number): void {
  if (!Number.isFinite(qty) || qty <= 0) {
    removeFromCart(id);
    return;
  }
  $cartItems.set($cartItems.get().map((i) => (i.id === id ? { ...i, qty: Math.floor(qty) } : i)));
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
