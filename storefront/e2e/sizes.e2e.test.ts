import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { STORAGE_KEYS, newOrderCode } from '@shop/common';
import {
  SHOP_URL,
  api,
  cartCount,
  launch,
  openCart,
  phoneContext,
  publicCatalog,
  staffToken,
  waitForCatalogBuilt,
  waitForPage,
  waitForSiteIdle,
  type ApiProduct,
} from './helpers';
import { untrackStock } from './stock-helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

// The shopper picks the size (issue 40): from the product page to the chat message, the stored order, staff recording
// it in one press, and that size's stock; then the size sold out, the address choosing a size, and a cart saved before
// sizes. On a demo product with several sizes, counted for this file (42 and 43 are the sizes bought).
const SHOTS = shotsDir('sizes');

let browser: Browser;
let token: string;
type Shoe = ApiProduct & { sizes: string[]; images: { url: string }[] };
let shoe: Shoe;
const path = () => `/products/${shoe.id}`;

type SizeStock = { size: string; availability: string; left: number | null };
type StaffProduct = { sizes: string[]; sizeStock: SizeStock[] };
const sizeStock = async (size: string) => {
  const { data } = await api<StaffProduct>(`/products/${shoe.id}`, { token });
  return data.sizeStock.find((s) => s.size === size)!;
};
/** Each size's pieces on hand, from its newest stock movement. */
const onHand = async (): Promise<Record<string, number>> => {
  const { data } = await api<{ movements: { size: string; onHandAfter: number }[] }>(`/products/${shoe.id}/stock/movements?limit=100`, {
    token,
  });
  const counts: Record<string, number> = {};
  for (const m of data.movements) if (!(m.size in counts)) counts[m.size] = m.onHandAfter;
  return counts;
};

async function setCounts(counts: Record<string, number>): Promise<void> {
  const sizes = shoe.sizes.map((size) => ({ size, onHand: counts[size] ?? 5 }));
  const res = await api(`/products/${shoe.id}/stock`, { method: 'PUT', token, body: JSON.stringify({ tracked: true, sizes }) });
  expect(res.status).toBeLessThan(300);
}

/** A page with its own cart, at a width; outside chat sites answer locally. */
async function shopper(width: number): Promise<Page> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

const picker = (page: Page) => page.locator('fieldset[data-size-picker]');
const radio = (page: Page, size: string) => picker(page).locator(`input[value="${size}"]`);
const prompt = (page: Page) => picker(page).locator('[data-size-prompt]');

async function shot(page: Page, name: string): Promise<void> {
  // a drawer sliding in is drawn where it stops
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });
}

/** Waits until the order the checkout sent beside the chat has landed. */
async function stored(code: string): Promise<{ lines: { size: string | null; quantity: number }[] }> {
  for (let i = 0; i < 80; i++) {
    const res = await api<{ lines: { size: string | null; quantity: number }[] }>(`/orders/${code}`);
    if (res.status === 200) return res.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`order ${code} was never stored`);
}

/** Fills checkout for a pickup paid in cash, in either language (by the form's names, not its words), and presses Next. */
async function checkout(page: Page): Promise<{ dialog: Locator; code: string; message: string }> {
  await page.locator('dialog.drawer[open] .drawer-foot .btn-primary').click();
  const dialog = page.locator('dialog[open]').filter({ has: page.locator('#co-phone') });
  await dialog.waitFor();
  await dialog.locator('#co-name').fill('Layla');
  await dialog.locator('#co-phone').fill('50 123 4567');
  await dialog.locator('input[name="orderType"][value="pickup"]').check();
  await dialog.locator('input[name="paymentMethod"][value="cash"]').check();
  await dialog.locator('.terms-block input[type="checkbox"]').check();
  await dialog.locator('.btn-primary', { hasText: /Next|التالي/ }).click();
  // the confirmation step replaces the details form in the same dialog
  const reference = page.locator('dialog[open] [data-order-reference]');
  await reference.waitFor({ state: 'attached' });
  const code = (await reference.textContent())!;
  const message = (await page.locator('dialog[open] [data-order-message]').textContent())!;
  return { dialog: page.locator('dialog[open]').filter({ has: page.locator('[data-order-reference]') }), code, message };
}

async function submit(page: Page, dialog: Locator): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.locator('[data-submit-order]').click()]);
  await popup.close();
}

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  token = await staffToken();
  const { products } = await publicCatalog();
  const withSizes = (products as Shoe[]).filter((p) => ['42', '43', '44'].every((s) => p.sizes.includes(s)));
  expect(withSizes.length, 'the demo catalog needs a product in sizes 42, 43 and 44').toBeGreaterThan(0);
  shoe = withSizes[withSizes.length - 1];
  // 42 has two pieces (the shopper buys one, then the last one goes), 43 three, 44 none
  await setCounts({ '42': 2, '43': 3, '44': 0 });
  await waitForPage(path(), 'aria-label="44, sold out"');
  await waitForSiteIdle();
  browser = await launch();
});

afterAll(async () => {
  if (shoe) await untrackStock(token, shoe.id);
  await browser?.close();
});

describe('the shopper picks the size', () => {
  let code: string;

  it('picks 42, adds it, adds 43 as a second line and checks out: the message names both sizes (375 px, English)', async () => {
    const page = await shopper(375);
    await page.goto(`${SHOP_URL}${path()}`);
    await expect(picker(page).locator('legend').textContent()).resolves.toBe('Size');
    // no size yet: Add to Cart asks for one in words beside the picker, and adds nothing
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(prompt(page).textContent()).resolves.toBe('Choose a size to add this to your cart.');
    expect(await cartCount(page)).toBe('0');
    expect(await radio(page, '44').isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: '44, sold out' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ask when size 44 is back' }).isVisible()).toBe(true);
    await shot(page, 'en-product');

    await page.getByRole('radio', { name: '42' }).check();
    expect(new URL(page.url()).search).toBe('?size=42');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).not.toContain('size=');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('.toast', { hasText: `${shoe.name} (size 42) has been added to your cart` }).waitFor();
    await page.getByRole('radio', { name: '43' }).check();
    expect(new URL(page.url()).search).toBe('?size=43');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('.toast', { hasText: `${shoe.name} (size 43) has been added to your cart` }).waitFor();
    expect(await cartCount(page)).toBe('2');

    await openCart(page);
    const lines = page.locator(`[data-cart-line="${shoe.id}"] .cart-line-name`);
    expect(await lines.allTextContents()).toEqual([`${shoe.name} (size 42)`, `${shoe.name} (size 43)`]);
    await shot(page, 'en-cart');
    const done = await checkout(page);
    code = done.code;
    const items = done.message.split('\n').filter((l) => /^\d\. /.test(l));
    expect(items).toEqual([expect.stringMatching(/^1\. .+ \(Size: 42\) x1 - SAR /), expect.stringMatching(/^2\. .+ \(Size: 43\) x1 - SAR /)]);
    await submit(page, done.dialog);
    const order = await stored(code);
    expect(order.lines.map((l) => [l.size, l.quantity])).toEqual([
      ['42', 1],
      ['43', 1],
    ]);
    await page.context().close();
  });

  it('staff record the order in one press, with no edit: each size loses what was bought', async () => {
    const before = await onHand();
    const recorded = await api<{ saleIds: string[] }>(`/orders/${code}/record`, { method: 'POST', token, body: '{}' });
    expect(recorded.status).toBe(200);
    expect(recorded.data.saleIds).toHaveLength(2);
    const after = await onHand();
    expect([after['42'], after['43'], after['44']]).toEqual([before['42'] - 1, before['43'] - 1, before['44']]);
  });

  it('after the last 42 the rebuilt page shows 42 sold out, and neither the picker nor the address will add it (1280 px, English)', async () => {
    // the last piece of 42 goes in another chat order, recorded by staff
    const last = newOrderCode();
    const unit = (shoe.discountedPrice ?? 0) > 0 ? shoe.discountedPrice! : shoe.sellingPrice;
    const sent = await api('/orders', {
      method: 'POST',
      body: JSON.stringify({
        code: last,
        lines: [{ productId: shoe.id, size: '42', quantity: 1, unitPrice: unit }],
        language: 'en',
        route: 'COPY',
        placedAt: new Date().toISOString(),
      }),
    });
    expect(sent.status).toBeLessThan(300);
    expect((await api(`/orders/${last}/record`, { method: 'POST', token, body: JSON.stringify({ platform: 'INSTAGRAM' }) })).status).toBe(200);
    expect((await sizeStock('42')).availability).toBe('SOLD_OUT');
    await waitForPage(path(), 'aria-label="42, sold out"');

    const page = await shopper(1280);
    await page.goto(`${SHOP_URL}${path()}?size=42`);
    expect(await radio(page, '42').isDisabled()).toBe(true);
    expect(await radio(page, '42').isChecked()).toBe(false);
    await expect(prompt(page).textContent()).resolves.toBe('Size 42 is sold out. Choose another size, or ask when it is back.');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(prompt(page).textContent()).resolves.toBe('Choose a size to add this to your cart.');
    expect(await cartCount(page)).toBe('0');
    expect(await page.getByRole('link', { name: 'Ask when size 42 is back' }).getAttribute('href')).toContain(
      encodeURIComponent(`${shoe.name} in size 42 is sold out`),
    );
    await shot(page, 'en-sold-out');

    // a size in stock in the address is chosen at once
    await page.goto(`${SHOP_URL}${path()}?size=43`);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[value="43"]')?.checked === true);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('.toast', { hasText: '(size 43) has been added' }).waitFor();
    await page.context().close();
  });

  it('in Arabic: the address chooses the size, and the message names it in Arabic (375 and 1280 px)', async () => {
    for (const width of [375, 1280]) {
      const page = await shopper(width);
      await page.goto(`${SHOP_URL}/ar${path()}?size=43`);
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[value="43"]')?.checked === true);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await picker(page).locator('legend').textContent()).toBe('المقاس');
      expect(await page.getByRole('radio', { name: 'المقاس 42، نفدت الكمية' }).isDisabled()).toBe(true);
      await shot(page, 'ar-product');
      await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
      await page.locator('.toast', { hasText: '(المقاس 43)' }).waitFor();
      await page.locator('header [data-cart-open]').click();
      await page.locator('dialog.drawer[open]').waitFor();
      await shot(page, 'ar-cart');
      const { message } = await checkout(page);
      expect(message.split('\n').filter((l) => /^\d\. /.test(l))).toEqual([expect.stringMatching(/^1\. .+ \(المقاس: 43\) x1 - /)]);
      await page.context().close();
    }
  });

  it('a cart saved before sizes is kept: its line asks for a size in the cart before checkout', async () => {
    const page = await shopper(375);
    await page.goto(`${SHOP_URL}/`);
    const unit = (shoe.discountedPrice ?? 0) > 0 ? shoe.discountedPrice! : shoe.sellingPrice;
    // the shape carts were saved in before sizes: one line per product, keyed by its id, no size
    const saved = {
      state: {
        items: [
          {
            id: shoe.id,
            productId: shoe.id,
            name: shoe.name,
            brand: shoe.brand,
            price: unit,
            currency: 'SAR',
            image: '/x.jpg',
            qty: 2,
            category: '',
          },
        ],
      },
      version: 0,
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.cart, JSON.stringify(saved)] as const);
    await page.reload();
    expect(await cartCount(page)).toBe('2');
    await openCart(page);
    const select = page.getByRole('combobox', { name: `Size of ${shoe.name}` });
    await select.waitFor();
    // its sizes as read now: 42 sold out and not choosable
    expect(await select.locator('option[value="42"]').isDisabled()).toBe(true);
    await shot(page, 'en-old-cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.locator('.toast', { hasText: 'Choose Sizes' }).waitFor();
    expect(
      await page
        .locator('dialog[open]')
        .filter({ has: page.locator('#co-phone') })
        .count(),
    ).toBe(0);
    await select.selectOption('43');
    expect(await page.locator(`[data-cart-line="${shoe.id}"] .cart-line-name`).allTextContents()).toEqual([`${shoe.name} (size 43)`]);
    expect(await cartCount(page)).toBe('2');
    const { message } = await checkout(page);
    expect(message).toContain(`${shoe.name} (Size: 43) x2`);
    await page.context().close();
  });
});
