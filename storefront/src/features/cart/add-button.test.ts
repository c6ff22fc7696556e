import { beforeEach, describe, expect, it } from 'vitest';
import { $toast } from '../toast/store';
import { $cartItems, cartLineFromProduct } from './store';
import { addFromButton } from './add-button';
import type { Product } from '../../lib/types';
import type { Availability } from '../../lib/stock';

const product = (availability: Availability, stockLeft: number | null, sellingPrice = 100): Product => ({
  id: 'p1', name: 'Tambay Snapback', brand: 'Tambay', description: null, condition: 'NEW', material: null, subcategory: null, sizes: [], colors: [], tags: [],
  featured: false, publiclyVisible: true, archived: false, sellingPrice, discountedPrice: null, currency: 'SAR', categoryId: 'c',
  category: { id: 'c', name: 'Caps' }, images: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
  stockTracked: true, availability, stockLeft, sizeStock: [],
});

function buyBox(): HTMLButtonElement {
  document.body.innerHTML = `<div class="buy-box"><button type="button" data-add-to-cart>Add to Cart</button><p id="note-p1" data-sold-out-note hidden>Sold out: this piece is no longer available.</p></div>`;
  return document.querySelector('button')!;
}

// The page was built while the piece was in stock.
const builtLine = cartLineFromProduct(product('IN_STOCK', null));

beforeEach(() => {
  $cartItems.set([]);
  $toast.set(null);
});

describe('Add to Cart on a page built before the sale', () => {
  it('reads the product live and refuses a piece sold since, disabling the button with its reason', async () => {
    const button = buyBox();
    expect(await addFromButton(button, builtLine, async () => product('SOLD_OUT', 0))).toBe(false);
    expect($cartItems.get()).toEqual([]);
    expect($toast.get()?.title).toBe('Sold Out');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sold out');
    expect(button.getAttribute('aria-describedby')).toBe('note-p1');
    expect(document.getElementById('note-p1')!.hidden).toBe(false);
  });

  it('adds with the live price and the live count', async () => {
    const button = buyBox();
    expect(await addFromButton(button, builtLine, async () => product('LOW_STOCK', 1, 80))).toBe(true);
    expect($cartItems.get().map((i) => [i.price, i.qty, i.left])).toEqual([[80, 1, 1]]);
    expect(button.disabled).toBe(false);
  });

  it('refuses a product hidden since', async () => {
    const button = buyBox();
    expect(await addFromButton(button, builtLine, async () => null)).toBe(false);
    expect($toast.get()).toMatchObject({ title: 'Not Available', description: 'Tambay Snapback is no longer available.' });
    expect(button.disabled).toBe(true);
  });

  it("uses the page's data when the API cannot be reached", async () => {
    const button = buyBox();
    expect(await addFromButton(button, builtLine, async () => {
      throw new TypeError('Failed to fetch');
    })).toBe(true);
    expect($cartItems.get().map((i) => i.qty)).toEqual([1]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
