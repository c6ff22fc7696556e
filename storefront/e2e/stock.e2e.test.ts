import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  SHOP_URL,
  api,
  openCart,
  openPhonePage,
  publicCatalog,
  staffToken,
  startPickupCheckout,
  waitForCatalogBuilt,
  waitForPage,
  waitForSiteIdle,
  type ApiProduct,
  chooseSize,
  checkedSize,
  messageName,
} from './helpers';
import { setStock, untrackStock } from './stock-helpers';

// A one-off piece sold at the stall: the storefront must stop selling it, and a cart that already holds it must hear so
// before the order message is built.
let browser: Browser;
let page: Page;
let token: string;
let piece: ApiProduct;
let other: ApiProduct;
let saleId: string | null = null;
let size: string;

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  const { products } = await publicCatalog();
  // Stay clear of what the other files use: the newest products and the first of each category.
  const firstOfCategory = new Set(products.map((p) => products.find((q) => q.categoryId === p.categoryId)!.id));
  const free = products.slice(2).filter((p) => !firstOfCategory.has(p.id));
  expect(free.length, 'the demo catalog needs a few more products').toBeGreaterThan(1);
  [piece, other] = [free[free.length - 1], free[free.length - 2]];
  token = await staffToken();
  ({ browser, page } = await openPhonePage());
});

afterAll(async () => {
  if (saleId) await api(`/sales/${saleId}`, { method: 'DELETE', token });
  if (piece) await untrackStock(token, piece.id);
  await browser?.close();
});

/** The size each product went into the cart in. */
const sizes: Record<string, string | null> = {};

async function addToCart(p: ApiProduct, toast = 'Added to Cart') {
  await page.goto(`${SHOP_URL}/products/${p.id}`);
  await chooseSize(page);
  sizes[p.id] = await checkedSize(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.locator('.toast', { hasText: toast }).waitFor();
}

describe('stock on the storefront', () => {
  it('shows the last piece, and a shopper puts it in the cart', async () => {
    size = await setStock(token, piece.id, 1);
    const html = await waitForPage(`/products/${piece.id}`, 'data-stock-status="low"');
    expect(html).toContain('Only 1 left');
    expect(html).toContain('https://schema.org/LimitedAvailability');
    await addToCart(other);
    await addToCart(piece);
    // One left and one in the cart: the cart refuses a second.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('.toast', { hasText: 'No More Available' }).waitFor();
    expect(await page.locator('.toast').textContent()).toContain(`Only 1 of ${piece.name} is available`);
    await openCart(page);
    expect(await page.locator(`[data-cart-line="${piece.id}"]`).textContent()).toContain('Only 1 left');
    await page.locator('dialog.drawer[open]').getByRole('button', { name: 'Close cart' }).click();
    await page.locator('dialog.drawer[open]').waitFor({ state: 'detached' });
  });

  it('a page built before the stall sale refuses the piece once it is sold', async () => {
    const sale = await api<{ id: string }>('/sales', {
      method: 'POST',
      token,
      body: JSON.stringify({
        productId: piece.id,
        saleDate: new Date().toISOString().slice(0, 10),
        platform: 'PHYSICAL_STORE',
        originalPrice: 10,
        sellingPrice: 20,
        quantity: 1,
        size,
      }),
    });
    expect(sale.status).toBe(201);
    saleId = sale.data.id;
    // This tab still shows the page built before the sale; Add to Cart reads the product live.
    const add = page.locator('[data-add-to-cart]');
    await add.click();
    await page.locator('.toast', { hasText: 'Sold Out' }).waitFor();
    expect(await add.isDisabled()).toBe(true);
    expect(await add.textContent()).toBe('Sold out');
  });

  it('after the rebuild the product page says Sold out, with the add button disabled and OutOfStock in its JSON-LD', async () => {
    const html = await waitForPage(`/products/${piece.id}`, 'data-stock-status="sold-out"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    // a product of several sizes is a ProductGroup with an offer per size: every one of them is out of stock now
    const product = ld.find((d) => d['@type'] === 'Product' || d['@type'] === 'ProductGroup');
    const offers = product.hasVariant?.map((v: { offers: { availability: string } }) => v.offers) ?? [product.offers];
    expect(new Set(offers.map((o: { availability: string }) => o.availability))).toEqual(new Set(['https://schema.org/OutOfStock']));
    await page.goto(`${SHOP_URL}/products/${piece.id}`);
    const button = page.getByRole('button', { name: 'Sold out' });
    expect(await button.isDisabled()).toBe(true);
    const note = await button.getAttribute('aria-describedby');
    expect(await page.locator(`#${note}`).textContent()).toBe('Sold out: this piece is no longer available.');
    expect(await page.locator('.pdp-meta [data-stock-status]').textContent()).toBe('Sold out');
  });

  it('tells the shopper holding it at checkout, before the message is built', async () => {
    const dialog = await startPickupCheckout(page);
    await dialog.getByRole('button', { name: 'Next' }).click();

    const notice = dialog.locator('[data-cart-changes]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${piece.name} has sold out and was removed from your cart.`);
    // Still on the details step: no message exists yet.
    expect(await dialog.locator('[data-order-message]').count()).toBe(0);
    expect(await dialog.locator('.dialog-head p').textContent()).toMatch(/^1 item · /);

    await dialog.getByRole('button', { name: 'Next' }).click();
    const message = (await dialog.locator('[data-order-message]').textContent())!;
    expect(message).toContain(`1. ${messageName(other.name, sizes[other.id])} x1`);
    expect(message).not.toContain(piece.name);
  });
});
