import { beforeEach, describe, expect, it } from 'vitest';
import { $toast } from '../toast/store';
import { $cartItems, addToCart, cartLineFromProduct } from '../cart-store/store';
import { confirmAdd } from './add-button';
import type { Product } from '../../model/types';
import type { Availability } from '../../lib/rules/stock';

const product = (availability: Availability, stockLeft: number | null, sellingPrice = 100): Product => ({
  id: 'p1',
  name: 'Tambay Snapback',
  brand: 'Tambay',
  description: null,
  nameAr: null,
  descriptionAr: null,
  condition: 'NEW',
  material: null,
  subcategory: null,
  sizes: ['M'],
  colors: [],
  tags: [],
  featured: false,
  publiclyVisible: true,
  archived: false,
  sellingPrice,
  discountedPrice: null,
  currency: 'SAR',
  categoryId: 'c',
  category: { id: 'c', name: 'Caps', nameAr: null },
  images: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  stockTracked: true,
  availability,
  stockLeft,
  sizeStock: [],
});

function buyBox(): HTMLButtonElement {
  document.body.innerHTML = `<div class="buy-box"><button type="button" data-add-to-cart>Add to Cart</button><p id="note-p1" data-sold-out-note hidden>Sold out: this piece is no longer available.</p></div>`;
  return document.querySelector('button')!;
}

// The page was built while the piece was in stock and uncounted.
const builtLine = cartLineFromProduct(product('IN_STOCK', null));

/** What cart-ui does on a click: add from the page's data at once, then confirm against the live product. */
async function click(button: HTMLButtonElement, read: () => Promise<Product | null>) {
  const before = $cartItems.get().find((i) => i.productId === builtLine.productId)?.qty ?? 0;
  addToCart(builtLine);
  return confirmAdd(button, builtLine, before, read);
}

beforeEach(() => {
  $cartItems.set([]);
  $toast.set(null);
});

describe('Add to Cart on a page built before the sale', () => {
  it('takes a piece sold since back out of the cart, disabling the button with its reason', async () => {
    const button = buyBox();
    expect(await click(button, async () => product('SOLD_OUT', 0))).toBe(false);
    expect($cartItems.get()).toEqual([]);
    expect($toast.get()?.title).toBe('Sold Out');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sold out');
    expect(button.getAttribute('aria-describedby')).toBe('note-p1');
    expect(document.getElementById('note-p1')!.hidden).toBe(false);
  });

  it('keeps what the cart held before when the second piece turns out sold', async () => {
    const button = buyBox();
    await click(button, async () => product('LOW_STOCK', 1));
    expect(await click(button, async () => product('SOLD_OUT', 0))).toBe(false);
    expect($cartItems.get().map((i) => i.qty)).toEqual([1]);
  });

  it('keeps the add and remembers the live count; a line over it shrinks', async () => {
    const button = buyBox();
    expect(await click(button, async () => product('LOW_STOCK', 2))).toBe(true);
    expect($cartItems.get().map((i) => [i.qty, i.left])).toEqual([[1, 2]]);
    $cartItems.set($cartItems.get().map((i) => ({ ...i, qty: 3, left: undefined })));
    expect(await click(button, async () => product('LOW_STOCK', 2))).toBe(true);
    expect($cartItems.get().map((i) => [i.qty, i.left])).toEqual([[2, 2]]);
    expect($toast.get()).toMatchObject({
      title: 'Cart Updated',
      description: 'Only 2 of Tambay Snapback are left, so your cart now holds 2.',
    });
    expect(button.disabled).toBe(false);
  });

  it('takes back a product hidden since', async () => {
    const button = buyBox();
    expect(await click(button, async () => null)).toBe(false);
    expect($cartItems.get()).toEqual([]);
    expect($toast.get()).toMatchObject({ title: 'Not Available', description: 'Tambay Snapback is no longer available.' });
    expect(button.disabled).toBe(true);
  });

  it('lets the add stand when the API cannot be reached', async () => {
    const button = buyBox();
    expect(
      await click(button, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(true);
    expect($cartItems.get().map((i) => i.qty)).toEqual([1]);
  });
});
