import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice, newOrderCode } from '@shop/common';
import { RUN, SHOP_URL, api, launch, makeCategory, makeProductWithImage, openScreen, ownerPageAt, ownerToken } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

// Screenshots of the Orders screens, for a person to look at (375 and 1280 px), with SHOTS_DIR set.
const SHOTS = shotsDir('orders');
const PRICE = 85;

let browser: Browser;
// the owner signed in once at each width; the tests move between screens inside that app
let ownerPage: (width: number) => Promise<Page>;
let token = '';
let productId = '';
let categoryId = '';
const name = `Chat Order Cap ${RUN}`;
const codes: string[] = [];
const extraProducts: string[] = [];

beforeAll(async () => {
  browser = await launch();
  ownerPage = ownerPageAt(browser);
  token = await ownerToken();
  categoryId = await makeCategory(token, `Chat Orders ${RUN}`, 90);
  const product = await makeProductWithImage<{ id: string }>(token, {
    name,
    brand: 'Tambay',
    categoryId,
    condition: 'VINTAGE',
    originalPrice: 40,
    sellingPrice: PRICE,
    sizes: ['One Size'],
    colors: ['Black'],
    publiclyVisible: true,
  });
  productId = product.id;
  const stock = await api(`/products/${productId}/stock`, {
    method: 'PUT',
    token,
    body: { tracked: true, sizes: [{ size: 'One Size', onHand: 2 }] },
  });
  if (stock.status !== 200) throw new Error(`stock set answered ${stock.status}`);
});

// The shop is shared with the other browser test files: the orders' sales go (giving their stock back), then the product.
afterAll(async () => {
  for (const code of codes) await api(`/orders/${code}/status`, { method: 'POST', token, body: { status: 'CANCELLED', deleteSales: true } });
  for (const id of [productId, ...extraProducts]) if (id) await api(`/products/${id}`, { method: 'DELETE', token });
  if (categoryId) await api(`/categories/${categoryId}`, { method: 'DELETE', token });
  await browser?.close();
});

/** The order exactly as the storefront's Submit Order sends it (no size: the cart holds none; nothing about the shopper). */
async function shopperOrder(
  lines: { productId: string; size?: string; quantity: number; unitPrice: number }[] = [{ productId, quantity: 1, unitPrice: PRICE }],
): Promise<string> {
  const code = newOrderCode();
  const sent = await fetch(`${SHOP_URL}/api/v1/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      code,
      lines,
      pickupDate: null,
      language: 'en',
      route: 'WHATSAPP',
      placedAt: new Date().toISOString(),
    }),
  });
  expect(sent.status).toBe(201);
  codes.push(code);
  return code;
}

/** The chat message as the shopper's WhatsApp sends it, with the code inside. */
const chatMessage = (code: string) =>
  [
    `Order ${code}`,
    '',
    'Customer: Layla',
    'Contact: +966551234567',
    'Type: Delivery',
    'Address: Olaya St, Riyadh',
    'Payment: Cash on delivery',
    '',
    'Items:',
    `1. ${name} x1 - SAR ${PRICE.toFixed(2)}`,
    '',
    `Total: SAR ${PRICE.toFixed(2)}`,
    '',
    `Follow your order: ${SHOP_URL}/orders/${code}`,
  ].join('\n');

const shopperStatus = async (code: string) => (await api<{ status: string }>(`/orders/${code}`)).data.status;
const salesThisMonth = async () => (await api<{ salesThisMonth: number }>('/dashboard/summary', { token })).data.salesThisMonth;
const onHand = async () => (await api<{ stockLeft: number | null }>(`/products/${productId}`, { token })).data.stockLeft;
const publicAvailability = async () => (await api<{ availability: string }>(`/products/${productId}`)).data.availability;

describe('a chat order recorded from the back office', () => {
  for (const [width, left, availability] of [
    [375, 1, 'LOW_STOCK'],
    [1280, 0, 'SOLD_OUT'],
  ] as const) {
    it(`at ${width} px: staff paste the chat message, record it in one press (dashboard, stock and availability follow), then mark it ready for pickup`, async () => {
      const page = await ownerPage(width);
      const code = await shopperOrder();
      const salesBefore = await salesThisMonth();

      await openScreen(page, '/orders');
      await page.getByTestId('order-paste').fill(chatMessage(code));
      await page.getByRole('button', { name: 'Open order' }).click();
      await page.waitForURL(`**/admin/orders/${code}`);
      await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('New');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-new-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Record as sales' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('Confirmed');
      await page.getByText('1 sale recorded from this order').waitFor();
      expect(await page.getByRole('button', { name: 'Record as sales' }).count()).toBe(0);
      expect(await shopperStatus(code)).toBe('CONFIRMED');
      expect(await onHand()).toBe(left);
      expect(await publicAvailability()).toBe(availability);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-recorded-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('Ready for pickup');
      expect(await shopperStatus(code)).toBe('READY');

      // loaded: the app keeps what it fetched for minutes, and the figure checked is the server's
      await page.goto(`${SHOP_URL}/admin`);
      const sales = page.getByTestId('card-sales');
      await sales.waitFor({ timeout: 30_000 });
      expect(await sales.textContent()).toContain(formatPrice(salesBefore + PRICE));
    });
  }
});

describe('a chat order whose lines staff fix before recording', () => {
  it('at 375 px: staff change the size the shopper asked for in the chat, see the API refuse 100 pieces on the line, change the quantity, remove a line, then record and mark it ready for pickup', async () => {
    const sized = await makeProductWithImage<{ id: string }>(token, {
      name: `Chat Order Jacket ${RUN}`,
      brand: 'Tambay',
      categoryId,
      condition: 'VINTAGE',
      originalPrice: 50,
      sellingPrice: 120,
      sizes: ['S', 'M'],
      colors: ['Blue'],
      publiclyVisible: true,
    });
    extraProducts.push(sized.id);
    expect(
      (
        await api(`/products/${sized.id}/stock`, {
          method: 'PUT',
          token,
          body: {
            tracked: true,
            sizes: [
              { size: 'S', onHand: 2 },
              { size: 'M', onHand: 2 },
            ],
          },
        })
      ).status,
    ).toBe(200);
    const tee = await makeProductWithImage<{ id: string }>(token, {
      name: `Chat Order Tee ${RUN}`,
      brand: 'Tambay',
      categoryId,
      condition: 'VINTAGE',
      originalPrice: 20,
      sellingPrice: 60,
      sizes: ['One Size'],
      colors: ['White'],
      publiclyVisible: true,
    });
    extraProducts.push(tee.id);
    // the shopper picked S on the product page; in the chat they ask for M instead and for two of them
    const code = await shopperOrder([
      { productId: sized.id, size: 'S', quantity: 1, unitPrice: 120 },
      { productId: tee.id, size: 'One Size', quantity: 1, unitPrice: 60 },
    ]);

    const page = await ownerPage(375);
    await openScreen(page, `/orders/${code}`);
    await page.getByTestId('order-status').waitFor({ timeout: 30_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-sized-375.png`, fullPage: true });

    const line1 = page.getByTestId('order-line').nth(0);
    await line1.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: 'M' }).click();
    await line1.getByRole('spinbutton', { name: 'Quantity' }).fill('100');
    // nothing may be recorded while line changes are unsaved
    expect(await page.getByRole('button', { name: 'Record as sales' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save lines' }).click();
    await line1.getByText('Quantity must be a whole number from 1 to 99').waitFor();
    await line1.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByTestId('order-line').nth(1).getByRole('button', { name: 'Remove line' }).click();
    await page.getByRole('button', { name: 'Save lines' }).click();
    await expect.poll(() => page.getByTestId('order-line').count(), { timeout: 30_000 }).toBe(1);
    await page.getByText('Total: SAR 240.00').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-lines-edited-375.png`, fullPage: true });
    const saved = await api<{ lines: { productId: string; size: string; quantity: number }[] }>(`/orders/${code}/details`, { token });
    expect(saved.data.lines.map((l) => [l.productId, l.size, l.quantity])).toEqual([[sized.id, 'M', 2]]);

    await page.getByRole('button', { name: 'Record as sales' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('Confirmed');
    // once recorded the lines are what was sold: no editing left
    expect(await page.getByRole('button', { name: 'Save lines' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove line' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Size' }).count()).toBe(0);
    expect((await api<{ stockLeft: number }>(`/products/${sized.id}`, { token })).data.stockLeft).toBe(2);

    await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('Ready for pickup');
    expect(await shopperStatus(code)).toBe('READY');
  });
});

describe('the dashboard counts New orders', () => {
  it('shows how many orders are New and links to the Orders list filtered to New, at 375 and 1280 px', async () => {
    const hat = await makeProductWithImage<{ id: string }>(token, {
      name: `Chat Order Hat ${RUN}`,
      brand: 'Tambay',
      categoryId,
      condition: 'VINTAGE',
      originalPrice: 20,
      sellingPrice: 70,
      sizes: ['One Size'],
      colors: ['Red'],
      publiclyVisible: true,
    });
    extraProducts.push(hat.id);
    const code = await shopperOrder([{ productId: hat.id, quantity: 1, unitPrice: 70 }]);
    for (const width of [375, 1280]) {
      const page = await ownerPage(width);
      // the dashboard loaded, as signing in lands on it: the app keeps the count it fetched before this order for minutes
      await page.goto(`${SHOP_URL}/admin`);
      const { data } = await api<{ count: number }>('/orders/new-count', { token });
      expect(data.count).toBeGreaterThan(0);
      const card = page.getByTestId('card-new-orders');
      await card.waitFor({ timeout: 30_000 });
      expect(await card.getByTestId('new-orders-total').textContent()).toBe(String(data.count));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
      await card.getByRole('link', { name: 'View' }).click();
      await page.waitForURL(/\/admin\/orders\?status=NEW$/);
      const table = page.getByTestId('orders-table');
      await table.getByText(code).waitFor({ timeout: 30_000 });
      expect(new Set(await table.locator('tbody .MuiChip-label').allTextContents())).toEqual(new Set(['New']));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/orders-new-${width}.png`, fullPage: true });
    }
  });
});
