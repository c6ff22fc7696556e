import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  SHOP_URL,
  api,
  launch,
  phoneContext,
  publicCatalog,
  staffToken,
  startPickupCheckout,
  waitForCatalogBuilt,
  waitForSiteIdle,
  type ApiProduct,
  chooseSize,
} from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

// Screenshots of the order page land here for a person to look at (375 and 1280 px, English and Arabic).
const SHOTS = shotsDir('orders');

let browser: Browser;
let page: Page;
let product: ApiProduct;
let code: string;
let token: string;

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  token = await staffToken();
  const { products } = await publicCatalog();
  product = products[products.length - 1];
  browser = await launch();
  page = await (await phoneContext(browser)).newPage();
  await page.goto(`${SHOP_URL}/products/${product.id}`);
  await chooseSize(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
});

afterAll(async () => {
  await browser?.close();
});

const stockOf = async (id: string) => (await api<{ stockLeft: number | null }>(`/products/${id}`, { token })).data.stockLeft;

async function statusOnPage(path: string, width: number, shot: string): Promise<string> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${SHOP_URL}${path}`);
  const status = page.locator('[data-order-status]');
  await status.waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
  return (await status.getAttribute('data-order-status'))!;
}

describe('a chat order from checkout to pickup', () => {
  it('stores the order when the shopper submits it, and the order page shows it as New in both languages at 375 and 1280 px', async () => {
    const dialog = await startPickupCheckout(page);
    await dialog.getByRole('button', { name: 'Next' }).click();
    code = (await dialog.locator('[data-order-reference]').textContent())!;
    expect(await dialog.locator('[data-order-message]').textContent()).toContain(`${SHOP_URL}/orders/${code}`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.locator('[data-submit-order]').click()]);
    await popup.close();
    // the order is sent beside the chat, not before it: wait for it to land
    await expect.poll(async () => (await api(`/orders/${code}`)).status, { timeout: 20_000, interval: 250 }).toBe(200);
    for (const width of [375, 1280]) {
      expect(await statusOnPage(`/orders/${code}`, width, 'en-new')).toBe('NEW');
      expect(await page.getByText('New', { exact: true }).count()).toBeGreaterThan(0);
      expect(await statusOnPage(`/ar/orders/${code}`, width, 'ar-new')).toBe('NEW');
      expect(await page.getByText('جديد', { exact: true }).count()).toBeGreaterThan(0);
    }
  });

  it('staff record it in one press (stock follows), then the page reads Confirmed, then Ready for pickup', async () => {
    const before = await stockOf(product.id);
    const pasted = `Order ${code.toLowerCase()}\n\nCustomer: Layla`;
    const found = await api<{ orders: { code: string }[] }>(`/orders?search=${encodeURIComponent(pasted)}`, { token });
    expect(found.data.orders.map((o) => o.code)).toEqual([code]);
    const recorded = await api<{ status: string; saleIds: string[] }>(`/orders/${code}/record`, { method: 'POST', token, body: '{}' });
    expect(recorded.status).toBe(200);
    expect(recorded.data.saleIds).toHaveLength(1);
    if (before !== null) expect(await stockOf(product.id)).toBe(before - 1);
    expect(await statusOnPage(`/orders/${code}`, 375, 'en-confirmed')).toBe('CONFIRMED');
    expect((await api(`/orders/${code}/status`, { method: 'POST', token, body: JSON.stringify({ status: 'READY' }) })).status).toBe(200);
    expect(await statusOnPage(`/orders/${code}`, 1280, 'en-ready')).toBe('READY');
    expect(await page.getByText('Ready for pickup').count()).toBeGreaterThan(0);
    expect(await statusOnPage(`/ar/orders/${code}`, 375, 'ar-ready')).toBe('READY');
  });

  it('does not move when the order arrives after the page: layout shift under 0.1 at 375 px, in both languages', async () => {
    for (const path of [`/orders/${code}`, `/ar/orders/${code}`]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const phonePage = await context.newPage();
      await phonePage.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // the order read live arrives well after the page has been drawn, as on a slow phone network
      await phonePage.route('**/api/v1/orders/**', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await phonePage.goto(`${SHOP_URL}${path}`);
      await phonePage.locator('[data-order-status]').waitFor();
      await phonePage.waitForTimeout(300);
      const shift = await phonePage.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, `${path} layout shift`).toBeLessThan(0.1);
      await context.close();
    }
  });

  it('says "We could not find this order" for an unknown code, in both languages', async () => {
    await page.goto(`${SHOP_URL}/orders/RC-22222-22222`);
    await page.getByRole('heading', { name: 'We could not find this order' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/en-missing-375.png`, fullPage: true });
    await page.goto(`${SHOP_URL}/ar/orders/RC-22222-22222`);
    await page.getByRole('heading', { name: 'لم نتمكن من العثور على هذا الطلب' }).waitFor();
  });
});
