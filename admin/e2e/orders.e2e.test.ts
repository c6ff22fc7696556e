import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice, newOrderCode } from '@shop/common';
import { OWNER, RUN, SHOP_URL, api, launch, makeCategory, makeProductWithImage, ownerToken, signIn } from './helpers';

// Screenshots of the Orders screens land here for a person to look at (375 and 1280 px).
const SHOTS = process.env.ORDER_SHOTS_DIR || '/tmp/admin-order-shots';
const PRICE = 85;

let browser: Browser;
let token = '';
let productId = '';
let categoryId = '';
const name = `Chat Order Cap ${RUN}`;
const codes: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
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
  if (productId) await api(`/products/${productId}`, { method: 'DELETE', token });
  if (categoryId) await api(`/categories/${categoryId}`, { method: 'DELETE', token });
  await browser?.close();
});

/** The order exactly as the storefront's Submit Order sends it (no size: the cart holds none; nothing about the shopper). */
async function shopperOrder(): Promise<string> {
  const code = newOrderCode();
  const sent = await fetch(`${SHOP_URL}/api/v1/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      code,
      lines: [{ productId, quantity: 1, unitPrice: PRICE }],
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
      const page: Page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
      await signIn(page, OWNER.email, OWNER.password);
      const code = await shopperOrder();
      const salesBefore = await salesThisMonth();

      await page.goto(`${SHOP_URL}/admin/orders`);
      await page.getByTestId('order-paste').fill(chatMessage(code));
      await page.getByRole('button', { name: 'Open order' }).click();
      await page.waitForURL(`**/admin/orders/${code}`);
      await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('New');
      await page.screenshot({ path: `${SHOTS}/order-new-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Record as sales' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('Confirmed');
      await page.getByText('1 sale recorded from this order').waitFor();
      expect(await page.getByRole('button', { name: 'Record as sales' }).count()).toBe(0);
      expect(await shopperStatus(code)).toBe('CONFIRMED');
      expect(await onHand()).toBe(left);
      expect(await publicAvailability()).toBe(availability);
      await page.screenshot({ path: `${SHOTS}/order-recorded-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 30_000 }).toBe('Ready for pickup');
      expect(await shopperStatus(code)).toBe('READY');

      await page.goto(`${SHOP_URL}/admin`);
      const sales = page.getByTestId('card-sales');
      await sales.waitFor({ timeout: 30_000 });
      expect(await sales.textContent()).toContain(formatPrice(salesBefore + PRICE));
      await page.context().close();
    });
  }
});
