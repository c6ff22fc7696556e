import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  SHOP_URL,
  cartCount,
  chooseSize,
  openCart,
  openPhonePage,
  paid,
  publicCatalog,
  sar,
  sized,
  type ApiProduct,
  waitForCatalogBuilt,
} from './helpers';

let browser: Browser;
let page: Page;
let a: ApiProduct;
let b: ApiProduct;

beforeAll(async () => {
  await waitForCatalogBuilt();
  const { products } = await publicCatalog();
  [a, b] = products;
  expect(b, 'the demo catalog needs two public products').toBeTruthy();
  ({ browser, page } = await openPhonePage());
});

afterAll(async () => {
  await browser?.close();
});

/** The size chosen for each product added (null: the page had none to choose among). */
const chosen: Record<string, string | null> = {};

async function addFromProductPage(p: ApiProduct) {
  await page.goto(`${SHOP_URL}/products/${p.id}`);
  chosen[p.id] ??= await chooseSize(page);
  if (chosen[p.id]) await chooseSize(page, chosen[p.id]!);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.locator('.toast', { hasText: 'Added to Cart' }).waitFor();
  expect(await page.locator('.toast').textContent()).toContain(`${sized(p.name, chosen[p.id])} has been added to your cart`);
}

describe('cart', () => {
  it('adds two products, changes quantities and removes with confirmation', async () => {
    await addFromProductPage(a);
    expect(await cartCount(page)).toBe('1');
    await addFromProductPage(b);
    expect(await cartCount(page)).toBe('2');

    // The badge survives a reload (the cart lives in localStorage).
    await page.reload();
    expect(await cartCount(page)).toBe('2');

    await openCart(page);
    const drawer = page.locator('dialog.drawer');
    const lineA = drawer.locator(`[data-cart-line="${a.id}"]`);
    await lineA.getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    await lineA.getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    expect(await lineA.locator('output').textContent()).toBe('3');
    await lineA.getByRole('button', { name: `Decrease quantity of ${a.name}` }).click();
    expect(await lineA.locator('output').textContent()).toBe('2');
    expect(await drawer.locator('[data-cart-total]').textContent()).toBe(sar(paid(a) * 2 + paid(b)));
    expect(await cartCount(page)).toBe('3');

    // Minus at 1 asks first, with the warning; Cancel keeps the item.
    const lineB = drawer.locator(`[data-cart-line="${b.id}"]`);
    await lineB.getByRole('button', { name: `Decrease quantity of ${b.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Item from Cart?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Decreasing the quantity to 0 will remove this item from your cart.');
    expect(await confirm.textContent()).toContain('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await lineB.count()).toBe(1);

    // Remove asks too; confirming removes it with the 'Item Removed' toast.
    await lineB.getByRole('button', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.locator('.toast', { hasText: 'Item Removed' }).waitFor();
    expect(await page.locator('.toast').textContent()).toContain(`${sized(b.name, chosen[b.id])} has been removed from your cart.`);
    expect(await lineB.count()).toBe(0);
    expect(await drawer.locator('[data-cart-total]').textContent()).toBe(sar(paid(a) * 2));

    // Clear Cart asks, then empties the cart.
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    const clear = page.getByRole('alertdialog', { name: 'Clear Cart' });
    expect(await clear.textContent()).toContain('permanently removes all items');
    await clear.getByRole('button', { name: 'Clear Cart' }).click();
    await page.locator('.toast', { hasText: 'Cart Cleared' }).waitFor();
    await drawer.getByText('No items in cart').waitFor();
    expect(await cartCount(page)).toBe('0');

    // Proceeding with an empty cart explains why instead of opening checkout.
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.locator('.toast.is-destructive', { hasText: 'Cart is Empty' }).waitFor();
    expect(await page.locator('.toast').textContent()).toContain('Please add some items to your cart before proceeding.');
    expect(await page.getByRole('dialog', { name: 'Checkout' }).count()).toBe(0);
  });

  it('shows the quantity already in the cart on product cards', async () => {
    await addFromProductPage(a);
    await page.goto(`${SHOP_URL}/category/${a.categoryId}`);
    const badge = page.locator(`[data-cart-badge="${a.id}"]`).first();
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1 in cart');
  });
});
