import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { en } from '../../i18n/en';
import { $toast } from '../toast/store';
import {
  $cartItems,
  $cartOpen,
  $cartQuantities,
  $cartTotals,
  $checkoutOpen,
  addToCart,
  cartLineFromProduct,
  clearCart,
  proceedToCheckout,
  removeFromCart,
  setQuantity,
} from './store';
import { PLACEHOLDER_IMAGE } from '../../lib/images/card-image';

const cap = {
  id: 'c00000000000000000000cap1',
  name: 'Tambay Snapback',
  brand: 'Tambay',
  sellingPrice: 120,
  discountedPrice: 95.5,
  currency: 'SAR',
  images: [
    { id: 'i2', url: '/uploads/b.jpg', order: 1 },
    { id: 'i1', url: '/uploads/a.jpg', order: 0 },
  ],
  category: { name: 'Caps' },
};
const tee = {
  id: 'c00000000000000000000tee1',
  name: 'Vintage Tee',
  brand: 'Krwn',
  sellingPrice: 80,
  discountedPrice: 0,
  currency: 'SAR',
  images: [],
  category: null,
};

beforeEach(() => {
  $cartItems.set([]);
  $toast.set(null);
  $cartOpen.set(false);
  $checkoutOpen.set(false);
});

describe('cart store', () => {
  it('builds a line from a product: first image, the price paid, the category name, the selling price the promotions need', () => {
    expect(cartLineFromProduct(cap)).toEqual({
      id: cap.id,
      productId: cap.id,
      size: null,
      name: 'Tambay Snapback',
      brand: 'Tambay',
      price: 95.5,
      currency: 'SAR',
      image: '/uploads/a.jpg',
      category: 'Caps',
      sellingPrice: 120,
    });
    expect(cartLineFromProduct(tee)).toMatchObject({ price: 80, image: PLACEHOLDER_IMAGE, category: '' });
  });

  it('adds a new line with qty 1, then raises the qty of the same product, with the Added to Cart toast', () => {
    addToCart(cap);
    expect($toast.get()).toMatchObject({
      title: en.client.toasts.added.title,
      description: 'Tambay Snapback has been added to your cart',
      duration: 2000,
    });
    addToCart(cap);
    addToCart(tee);
    expect($cartItems.get().map((i) => [i.name, i.qty])).toEqual([
      ['Tambay Snapback', 2],
      ['Vintage Tee', 1],
    ]);
    expect($cartTotals.get()).toEqual({ totalItems: 3, totalPrice: 271 });
    expect($cartQuantities.get()).toEqual({ [cap.id]: 2, [tee.id]: 1 });
  });

  it('recomputes totals after a quantity change and removes at 0 with the Item Removed toast', () => {
    addToCart(cap);
    addToCart(tee);
    setQuantity(cap.id, 3);
    expect($cartTotals.get()).toEqual({ totalItems: 4, totalPrice: 366.5 });
    setQuantity(tee.id, 0);
    expect($cartItems.get().map((i) => i.name)).toEqual(['Tambay Snapback']);
    expect($toast.get()).toMatchObject({ title: 'Item Removed', description: 'Vintage Tee has been removed from your cart.', duration: 2000 });
    removeFromCart(cap.id);
    expect($cartTotals.get()).toEqual({ totalItems: 0, totalPrice: 0 });
  });

  it('clears with the Cart Cleared toast', () => {
    addToCart(cap);
    clearCart();
    expect($cartItems.get()).toEqual([]);
    expect($toast.get()).toMatchObject({ title: 'Cart Cleared', description: 'All items have been removed from your cart.' });
  });

  it('persists under the cart storage key', () => {
    addToCart(tee);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!);
    expect(stored.state.items).toEqual([expect.objectContaining({ productId: tee.id, qty: 1 })]);
  });

  it('refuses to proceed with an empty cart (destructive Cart is Empty), else closes the cart and opens checkout', () => {
    $cartOpen.set(true);
    expect(proceedToCheckout()).toBe(false);
    expect($toast.get()).toMatchObject({
      title: 'Cart is Empty',
      description: 'Please add some items to your cart before proceeding.',
      variant: 'destructive',
    });
    addToCart(cap);
    expect(proceedToCheckout()).toBe(true);
    expect($cartOpen.get()).toBe(false);
    expect($checkoutOpen.get()).toBe(true);
  });

  it('shows one toast at a time and hides it after its duration', () => {
    vi.useFakeTimers();
    try {
      addToCart(cap);
      removeFromCart(cap.id);
      expect($toast.get()?.title).toBe('Item Removed');
      vi.advanceTimersByTime(1999);
      expect($toast.get()).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect($toast.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cart and stock', () => {
  const lastPiece = { ...cap, availability: 'LOW_STOCK' as const, stockLeft: 1 };

  it('remembers what is on hand on the line, and only when the shop shows it', () => {
    expect(cartLineFromProduct(lastPiece)).toMatchObject({ left: 1 });
    expect(cartLineFromProduct({ ...cap, availability: 'SOLD_OUT' as const, stockLeft: null })).toMatchObject({ left: 0 });
    expect(cartLineFromProduct({ ...cap, availability: 'IN_STOCK' as const, stockLeft: null })).not.toHaveProperty('left');
  });

  it('refuses a sold-out product with a Sold Out toast', () => {
    expect(addToCart({ ...cap, availability: 'SOLD_OUT' as const, stockLeft: 0 })).toBe(false);
    expect($cartItems.get()).toEqual([]);
    expect($toast.get()).toMatchObject({
      title: 'Sold Out',
      description: 'Tambay Snapback has just sold out and cannot be added to your cart.',
      variant: 'destructive',
    });
  });

  it('never holds more than on hand: adding past it says so, and a cart holding more is clamped with a toast', () => {
    expect(addToCart(lastPiece)).toBe(true);
    expect(addToCart(lastPiece)).toBe(false);
    expect($cartItems.get().map((i) => i.qty)).toEqual([1]);
    expect($toast.get()).toMatchObject({ title: 'No More Available', description: 'Only 1 of Tambay Snapback is available: your cart holds it.' });

    $cartItems.set([{ ...cartLineFromProduct(cap), qty: 4 }]);
    expect(addToCart({ ...cap, availability: 'LOW_STOCK' as const, stockLeft: 2 })).toBe(false);
    expect($cartItems.get().map((i) => [i.qty, i.left])).toEqual([[2, 2]]);
    expect($toast.get()).toMatchObject({ title: 'Cart Updated', description: 'Only 2 of Tambay Snapback are left, so your cart now holds 2.' });
  });

  it('caps the quantity stepper at what is on hand', () => {
    addToCart({ ...cap, availability: 'LOW_STOCK' as const, stockLeft: 2 });
    setQuantity(cap.id, 2);
    setQuantity(cap.id, 3);
    expect($cartItems.get()[0].qty).toBe(2);
    expect($toast.get()).toMatchObject({
      title: 'No More Available',
      description: 'Only 2 of Tambay Snapback are available: your cart holds all of them.',
    });
  });

  it('drops the limit when the product is read again without a count', () => {
    addToCart(lastPiece);
    addToCart(cap);
    expect($cartItems.get()[0]).not.toHaveProperty('left');
    expect($cartItems.get()[0].qty).toBe(2);
  });
});
