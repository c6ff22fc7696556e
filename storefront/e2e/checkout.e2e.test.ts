import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_SETTINGS } from '@shop/common';
import {
  SHOP_URL,
  api,
  openCart,
  openPhonePage,
  paid,
  publicCatalog,
  submitOrderTo,
  waitForSiteIdle,
  type ApiProduct,
  waitForCatalogBuilt,
  chooseSize,
  checkedSize,
  messageName,
  sized,
} from './helpers';

// The order message goes to the Messenger page of the business settings: the demo shop comes with one.
const MESSENGER = DEMO_SETTINGS.messengerUrl;
let browser: Browser;
let page: Page;
let a: ApiProduct;
let b: ApiProduct;
/** The size each product went into the cart in. */
const sizes: Record<string, string | null> = {};
/** The size chosen among several (null: the product has one size or none). */
const picked: Record<string, string | null> = {};

const money = (n: number) => `SAR ${(Math.round(n * 100) / 100).toFixed(2)}`;

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  expect((await api<{ messengerUrl: string | null }>('/settings/business')).data.messengerUrl).toBe(MESSENGER);
  const { products } = await publicCatalog();
  [a, b] = products;
  ({ browser, page } = await openPhonePage());
  for (const p of [a, a, b]) {
    await page.goto(`${SHOP_URL}/products/${p.id}`);
    picked[p.id] = (await chooseSize(page)) ?? picked[p.id] ?? null;
    sizes[p.id] = await checkedSize(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
  }
});

afterAll(async () => {
  await browser?.close();
});

async function startCheckout() {
  await openCart(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.waitFor();
  return dialog;
}

function expectedMessage(reference: string, type: 'delivery' | 'pickup', payment: string, address?: string): string {
  const lines = [
    `Order ${reference}`,
    '',
    'Customer: Layla Hassan',
    'Contact: +966501234567',
    `Type: ${type === 'delivery' ? 'Delivery' : 'Pickup'}`,
  ];
  if (address) lines.push(`Address: ${address}`);
  lines.push(
    `Payment: ${payment}`,
    '',
    'Items:',
    `1. ${messageName(a.name, sizes[a.id])} x2 - ${money(paid(a) * 2)}`,
    `2. ${messageName(b.name, sizes[b.id])} x1 - ${money(paid(b))}`,
    '',
    `Total: ${money(paid(a) * 2 + paid(b))}`,
  );
  lines.push('', `Follow your order: ${SHOP_URL}/orders/${reference}`);
  return lines.join('\n');
}

describe('checkout', () => {
  it('validates the details for delivery and opens the exact Messenger message', async () => {
    const dialog = await startCheckout();
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    expect(await dialog.getByText('1. Customer Details').isVisible()).toBe(true);

    await dialog.getByLabel('Name').fill('Layla Hassan');
    const phone = dialog.getByRole('textbox', { name: /Contact number/ });
    expect(await dialog.locator('[data-calling-code]').textContent()).toBe('+966');
    await phone.fill('12');
    await phone.blur();
    await dialog.getByText('Please enter a valid phone number').waitFor();
    await phone.fill('');
    await phone.blur();
    await dialog.getByText('Contact number is required').waitFor();
    await phone.fill('50 123 4567');
    await phone.blur();
    expect(await dialog.getByText('Contact number is required').count()).toBe(0);

    await dialog.getByLabel(/^Delivery/).check();
    const address = dialog.getByLabel('Delivery Address');
    await address.focus();
    await address.blur();
    await dialog.getByText('Please provide all required information for your selected order type').waitFor();
    await address.fill('12 King Fahd Rd, Al Olaya, Riyadh');

    // Delivery offers Cash on Delivery, not pickup-only Cash.
    expect(await dialog.getByLabel('Cash', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Cash on Delivery').check();

    const terms = dialog.getByLabel('I acknowledge and accept the terms and policy');
    await terms.check();
    await terms.uncheck();
    await dialog.getByText('You must accept the terms and policy to continue').waitFor();
    await terms.check();

    await next.click();
    const reference = (await dialog.locator('[data-order-reference]').textContent())!;
    expect(reference).toMatch(/^RC-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const text = expectedMessage(reference, 'delivery', 'Cash on Delivery', '12 King Fahd Rd, Al Olaya, Riyadh');
    await submitOrderTo(page, dialog, `${MESSENGER}?text=${encodeURIComponent(text)}`);
    await dialog.getByText(`Order ${reference} is ready in the chat.`).waitFor();
  });

  it('goes back keeping the data, switches to pickup and labels cash as Cash on Delivery', async () => {
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Layla Hassan');
    await dialog.getByLabel(/^Store Pick-Up/).check();
    // The pickup card names the coming Fridays.
    const card = dialog.getByRole('region', { name: 'Store Pick-Up Information' });
    expect(await card.textContent()).toMatch(/Next pickup days: Friday, \d{1,2} \w+ or Friday, \d{1,2} \w+/);
    expect(await card.getByRole('link', { name: 'View on Map' }).getAttribute('target')).toBe('_blank');
    // COD is delivery only, so the choice was cleared: Next waits for a new one.
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Cash', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const reference = (await dialog.locator('[data-order-reference]').textContent())!;
    const url = `${MESSENGER}?text=${encodeURIComponent(expectedMessage(reference, 'pickup', 'Cash on Delivery'))}`;
    expect(await dialog.locator('[data-submit-order]').getAttribute('href')).toBe(url);
    expect(await dialog.getByRole('button', { name: 'Copy message' }).isVisible()).toBe(true);
  });

  it('re-reads prices before confirmation and says what changed', async () => {
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.getByRole('button', { name: 'Previous' }).click();
    // Make the stored cart stale: a lower price than the shop's for the first line.
    await page.evaluate((id) => {
      const raw = JSON.parse(localStorage.getItem('cart-storage')!);
      raw.state.items = raw.state.items.map((i: { productId: string; price: number }) => (i.productId === id ? { ...i, price: 1 } : i));
      localStorage.setItem('cart-storage', JSON.stringify(raw));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart-storage' }));
    }, a.id);
    await dialog.getByRole('button', { name: 'Next' }).click();
    const notice = dialog.locator('[data-cart-changes]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${sized(a.name, picked[a.id])} now costs`);
    expect(await dialog.locator('[data-order-message]').textContent()).toContain(`1. ${messageName(a.name, sizes[a.id])} x2 - ${money(paid(a) * 2)}`);
  });
});
