import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_SETTINGS } from '@shop/common';
import {
  SHOP_URL,
  api,
  launch,
  phoneContext,
  publicCatalog,
  putSettings,
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

// A shop as `npm start` leaves it: nobody has configured anything yet. Checkout must still lead somewhere.
let browser: Browser;
let context: BrowserContext;
let page: Page;
let products: ApiProduct[];
let token = '';

const settingsPut = (body: Record<string, unknown>) => putSettings(token, body);

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  products = (await publicCatalog()).products;
  token = await staffToken();
  browser = await launch();
  context = await phoneContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  // Leave the demo shop as it started for the other suites: defaults plus the demo chat targets.
  if (token) {
    await api('/settings/reset', { method: 'POST', token });
    await settingsPut({ ...DEMO_SETTINGS });
    await waitForPage('/', new URL(DEMO_SETTINGS.messengerUrl).pathname.slice(1));
    await waitForSiteIdle();
  }
  await browser?.close();
});

/** The size each product went into the cart in. */
const sizes: Record<string, string | null> = {};

/**
 * A fresh cart of the first `count` products, each added on its page, taken to checkout's confirmation. The first test
 * reads two products' lines in the message; the later ones check only where the message can go, so one page will do.
 */
async function fillCheckout(count = 2): Promise<Locator> {
  await page.evaluate(() => localStorage.removeItem('cart-storage'));
  for (const p of products.slice(0, count)) {
    await page.goto(`${SHOP_URL}/products/${p.id}`);
    await chooseSize(page);
    sizes[p.id] = await checkedSize(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
  }
  const dialog = await startPickupCheckout(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.locator('[data-order-reference]').waitFor();
  return dialog;
}

describe('a freshly started shop', () => {
  it('comes with demo chat targets, so Submit Order opens a chat carrying the order message', async () => {
    const business = (await api<{ messengerUrl: string | null; whatsapp: string | null }>('/settings/business')).data;
    expect(business).toMatchObject({ messengerUrl: DEMO_SETTINGS.messengerUrl, whatsapp: DEMO_SETTINGS.whatsappNumber });

    await page.goto(`${SHOP_URL}/`);
    const cta = page.locator('.cta a.btn');
    expect(await cta.getAttribute('href')).toMatch(/^https:\/\/m\.me\/retrocapshop\.demo\?text=/);

    const dialog = await fillCheckout();
    const message = (await dialog.locator('[data-order-message]').textContent())!;
    for (const p of products.slice(0, 2)) expect(message).toContain(`${messageName(p.name, sizes[p.id])} x1`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.locator('[data-submit-order]').click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${DEMO_SETTINGS.messengerUrl}?text=${encodeURIComponent(message)}`);
    await popup.close();
    // The secondary way to send is there too.
    expect(await dialog.getByRole('link', { name: 'Send on WhatsApp instead' }).getAttribute('href')).toBe(
      `https://wa.me/${DEMO_SETTINGS.whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`,
    );
  });
});

describe('a shop without a chat target', () => {
  it('offers Copy message and the shop email and phone, in plain words, and the home page mails the shop', async () => {
    await settingsPut({
      messengerUrl: null,
      whatsappNumber: null,
      businessEmail: 'orders@retrocap-e2e.example.com',
      businessPhone: '+966 11 234 5678',
    });
    await waitForPage('/', 'mailto:orders@retrocap-e2e.example.com');
    await waitForSiteIdle();

    await page.goto(`${SHOP_URL}/`);
    expect(await page.locator('.cta a.btn').getAttribute('href')).toBe(
      `mailto:orders@retrocap-e2e.example.com?subject=${encodeURIComponent('Looking for a product')}`,
    );

    const dialog = await fillCheckout(1);
    expect(await dialog.locator('[data-submit-order]').count()).toBe(0);
    expect(await dialog.textContent()).not.toContain('opens nothing');
    const help = dialog.locator('[data-send-by-hand]');
    expect(await help.textContent()).toContain('Copy the order message and send it to us.');
    const reference = (await dialog.locator('[data-order-reference]').textContent())!;
    const message = (await dialog.locator('[data-order-message]').textContent())!;
    const email = help.getByRole('link', { name: 'orders@retrocap-e2e.example.com' });
    expect(await email.getAttribute('href')).toBe(
      `mailto:orders@retrocap-e2e.example.com?subject=${encodeURIComponent(`Order ${reference}`)}&body=${encodeURIComponent(message)}`,
    );
    expect(await help.getByRole('link', { name: '+966 11 234 5678' }).getAttribute('href')).toBe('tel:+966112345678');

    await dialog.getByRole('button', { name: 'Copy message' }).click();
    await dialog.getByRole('button', { name: 'Message copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
  });

  it('with no chat and no contact either, points to the market stall instead of leaving an empty target', async () => {
    const reset = await api('/settings/reset', { method: 'POST', token });
    expect(reset.status).toBe(200);
    await waitForPage('/', 'data-contact-kind="map"');
    await waitForSiteIdle();

    await page.goto(`${SHOP_URL}/`);
    const cta = page.locator('.cta a.btn');
    expect((await cta.textContent())?.trim()).toBe('Visit our stall');
    expect(await cta.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);

    const dialog = await fillCheckout(1);
    expect(await dialog.locator('[data-submit-order]').count()).toBe(0);
    expect(await dialog.locator('[data-send-by-hand]').textContent()).toMatch(/show it at our stall at .+ on Fridays, 10:00am-6:00pm/);
    expect(await dialog.getByRole('button', { name: 'Copy message' }).isVisible()).toBe(true);
  });
});
