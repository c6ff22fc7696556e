import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { $toast } from '../toast/store';
import {
  $cartItems,
  $cartQuantities,
  addToCart,
  cartLineFromProduct,
  lineId,
  needsSize,
  proceedToCheckout,
  reviveCartItems,
  setLineSize,
  setQuantity,
  type CartItem,
} from './store';

const shoe = {
  id: 'c00000000000000000000shoe',
  name: 'Court Sneaker',
  brand: 'Krwn',
  sellingPrice: 300,
  discountedPrice: null,
  currency: 'SAR',
  images: [],
  category: { name: 'Shoes' },
  sizes: ['42', '43', '44'],
  stockTracked: true,
  availability: 'LOW_STOCK' as const,
  stockLeft: 4,
  sizeStock: [
    { size: '42', availability: 'LOW_STOCK' as const, left: 2 },
    { size: '43', availability: 'IN_STOCK' as const, left: 2 },
    { size: '44', availability: 'SOLD_OUT' as const, left: 0 },
  ],
};
const fitted = { ...shoe, id: 'c0000000000000000000fitted', name: 'Fitted Cap', sizes: ['7 1/4'], sizeStock: [] };

/** A line as carts saved it before sizes: no `size`, keyed by the product id. */
const oldLine = (productId: string, qty: number): Omit<CartItem, 'size'> => ({
  id: productId,
  productId,
  name: 'Court Sneaker',
  brand: 'Krwn',
  price: 300,
  currency: 'SAR',
  image: '/x.jpg',
  qty,
  category: 'Shoes',
});

beforeEach(() => {
  $cartItems.set([]);
  $toast.set(null);
});

describe('cart lines per product and size', () => {
  it('the same product in two sizes is two lines, each capped by its own size', () => {
    expect(addToCart(cartLineFromProduct(shoe, '42'))).toBe(true);
    expect(addToCart(cartLineFromProduct(shoe, '43'))).toBe(true);
    expect(addToCart(cartLineFromProduct(shoe, '42'))).toBe(true);
    expect($cartItems.get().map((i) => [i.id, i.size, i.qty, i.left])).toEqual([
      [`${shoe.id}|42`, '42', 2, 2],
      [`${shoe.id}|43`, '43', 1, 2],
    ]);
    // size 42 holds both of its pieces: a third is refused, named with its size
    expect(addToCart(cartLineFromProduct(shoe, '42'))).toBe(false);
    expect($toast.get()?.description).toBe('Only 2 of Court Sneaker (size 42) are available: your cart holds all of them.');
    setQuantity(`${shoe.id}|43`, 5);
    expect($cartItems.get()[1].qty).toBe(2);
    // the card badge counts the product's pieces across sizes
    expect($cartQuantities.get()).toEqual({ [shoe.id]: 4 });
  });

  it('a sold-out size is refused; a product with one size takes it; one without sizes has size null', () => {
    expect(addToCart(cartLineFromProduct(shoe, '44'))).toBe(false);
    expect($cartItems.get()).toEqual([]);
    expect(cartLineFromProduct(fitted)).toMatchObject({ id: `${fitted.id}|7 1/4`, size: '7 1/4' });
    expect(cartLineFromProduct({ ...shoe, sizes: [], sizeStock: [] })).toMatchObject({ id: shoe.id, size: null });
    // several sizes and none named: no size yet, the page must ask
    expect('size' in cartLineFromProduct(shoe)).toBe(false);
  });
});

describe('a cart saved before sizes', () => {
  it('is read whole: its lines keep their pieces and ask for a size; checkout waits for it', () => {
    const saved = { state: { items: [oldLine(shoe.id, 3), { ...oldLine('c0000000000000000000other', 1), size: null }] }, version: 0 };
    const items = reviveCartItems((saved.state as { items: unknown[] }).items);
    expect(items.map((i) => [i.id, i.size, i.qty, needsSize(i)])).toEqual([
      [shoe.id, undefined, 3, true],
      ['c0000000000000000000other', null, 1, false],
    ]);
    $cartItems.set(items);
    expect(proceedToCheckout()).toBe(false);
    expect($toast.get()?.title).toBe('Choose Sizes');
    setLineSize(shoe.id, '43', 2);
    expect($cartItems.get()[0]).toMatchObject({ id: `${shoe.id}|43`, size: '43', qty: 3, left: 2 });
    expect(proceedToCheckout()).toBe(true);
  });

  it('a line given a size another line already holds joins it, up to what is left of that size', () => {
    $cartItems.set([{ ...cartLineFromProduct(shoe, '43'), qty: 1 }, oldLine(shoe.id, 3) as CartItem]);
    setLineSize(shoe.id, '43', 2);
    expect($cartItems.get().map((i) => [i.id, i.qty])).toEqual([[`${shoe.id}|43`, 2]]);
    expect($toast.get()?.title).toBe('Cart Updated');
  });

  it('is read from the browser storage under the cart key, in the envelope carts were saved in', () => {
    expect(STORAGE_KEYS.cart).toBe('cart-storage');
    const twice = reviveCartItems([oldLine(shoe.id, 1), oldLine(shoe.id, 2), { qty: 'x' }]);
    expect(twice.map((i) => [i.id, i.qty])).toEqual([[shoe.id, 3]]);
    expect(lineId(shoe.id, null)).toBe(shoe.id);
    expect(lineId(shoe.id, '42')).toBe(`${shoe.id}|42`);
  });
});
