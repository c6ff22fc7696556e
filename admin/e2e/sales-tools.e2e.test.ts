import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PLATFORM_LABELS, formatPrice, type Platform } from '@shop/common';
import { OWNER, RUN, SHOP_URL, api, launch, openScreen, ownerToken, signIn } from './helpers';

let browser: Browser;
let page: Page;
let token = '';

beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, OWNER.email, OWNER.password);
  token = await ownerToken();
});
afterAll(async () => {
  await browser?.close();
});

interface Analytics {
  salesByPlatform: { platform: Platform; count: number; totalEarnings: number }[];
}

describe('sales list and analytics', () => {
  it('the analytics dialog shows, per platform, the number of sales and their SAR earnings', async () => {
    const { data } = await api<Analytics>('/sales/analytics', { token });
    expect(data.salesByPlatform.length).toBeGreaterThan(1); // the demo shop sells on several platforms
    await openScreen(page, '/sales');
    await page.getByRole('button', { name: 'Analytics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sales Analytics' });
    await dialog.getByTestId('platform-table').waitFor({ timeout: 30_000 });
    const head = await dialog.getByTestId('platform-table').locator('thead').textContent();
    expect(head).toBe('PlatformSalesEarnings');
    for (const p of data.salesByPlatform) {
      const row = dialog.locator(`[data-testid=platform-row][data-platform=${p.platform}]`);
      expect(await row.locator('td').first().textContent()).toBe(PLATFORM_LABELS[p.platform]);
      // counts are grouped by thousands as the back office writes numbers (Western digits)
      expect(await row.getByTestId('platform-count').textContent()).toBe(p.count.toLocaleString('en-US'));
      expect(await row.getByTestId('platform-earnings').textContent()).toBe(formatPrice(p.totalEarnings));
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it.each([
    ['a platform and dates', '?platform=LAZADA&startDate=2001-01-01&endDate=2001-01-31'],
    ['only a date range', '?startDate=2001-01-01&endDate=2001-01-31'],
    ['only a start date in the future', '?startDate=2099-01-01'],
  ])('a filter on %s that matches nothing says "No sales found", not "No sales recorded"', async (_name, query) => {
    await page.goto(`${SHOP_URL}/admin/sales${query}`);
    await page.getByText('No sales found').waitFor();
    expect(await page.getByText('No sales recorded').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Record your first sale' }).count()).toBe(0);
  });
});

describe('sales list filters from an edited address', () => {
  it('reads a platform typed in any case: the list holds only its sales and the platform menu names it', async () => {
    await page.goto(`${SHOP_URL}/admin/sales?platform=instagram`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('Error loading sales').count()).toBe(0);
    const badges = await page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((t) => t.includes(PLATFORM_LABELS.INSTAGRAM))).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Platform' }).textContent()).toContain(PLATFORM_LABELS.INSTAGRAM);
  });
});

describe('toasts', () => {
  it('after a sale is recorded the toast offers "Record another", and F8 moves focus to the toasts', async () => {
    // an uncounted product: another file's stock test may have sold the newest one out, and its sale would be refused
    const { data } = await api<{ products: { name: string; stockTracked: boolean }[] }>('/products?publiclyVisible=true&limit=50', { token });
    const product = data.products.find((p) => !p.stockTracked)!.name;
    await openScreen(page, '/sales/create');
    await page.getByRole('combobox', { name: /Product/ }).fill(product.slice(0, 10));
    await page.getByRole('option', { name: product }).first().click();
    await expect.poll(() => page.getByLabel('Selling Price *').inputValue()).not.toBe('');
    await page.getByLabel('Customer Name').fill(`Toast ${RUN}`);
    await page.getByRole('button', { name: 'Save Sale' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Sale recorded successfully' });
    await toast.waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/admin\/sales$/);

    // F8 from anywhere on the page: focus lands on the toast region, and Tab reaches the toast's action.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe('Notifications (F8)');
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Record another');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/sales\/create$/);
    await page.getByRole('button', { name: 'Save Sale' }).waitFor();
    // the toast closes with its exit transition, so it leaves the page a moment after the click
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
  });
});

describe('the sales screens in Arabic', () => {
  it.each([375, 1280])(
    'at %i px: the list and Sales Analytics read right to left, in Arabic, with money as the storefront writes it',
    async (width) => {
      const { data } = await api<Analytics>('/sales/analytics', { token });
      // Arabic chosen on this device only (the language the sign-in page remembers): the owner's saved choice stays as it is
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(() => localStorage.setItem('shop.admin.language', 'ar'));
      const arabic = await context.newPage();
      await signIn(arabic, OWNER.email, OWNER.password);
      await openScreen(arabic, '/sales');
      await arabic.getByRole('heading', { name: 'المبيعات' }).waitFor({ timeout: 30_000 });
      expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await arabic.getByRole('button', { name: 'التحليلات' }).click();
      const dialog = arabic.getByRole('dialog', { name: 'تحليلات المبيعات' });
      await dialog.getByTestId('platform-table').waitFor({ timeout: 30_000 });
      expect(await dialog.getByTestId('platform-table').locator('thead').textContent()).toBe('المنصةالمبيعاتالأرباح');
      const instagram = data.salesByPlatform.find((p) => p.platform === 'INSTAGRAM');
      if (instagram) {
        const row = dialog.locator('[data-testid=platform-row][data-platform=INSTAGRAM]');
        expect(await row.locator('td').first().textContent()).toBe('إنستغرام');
        expect(await row.getByTestId('platform-earnings').textContent()).toBe(`${formatPrice(instagram.totalEarnings).slice(4)} ر.س`);
      }
      // the dialog's own words are Arabic: what Latin is left is product data (names, brands) in the top products list
      const words = await dialog.evaluate((d) => {
        const top = d.querySelector('[data-testid=top-products]');
        return (
          [...d.querySelectorAll('h2, h3, th, td, button')]
            .filter((e) => !top?.contains(e))
            // CSV, the file format's name, is written so in Arabic too (the VAT months card's download)
            .map((e) => (e.textContent ?? '').replace('CSV', ''))
            .filter((t) => /[A-Za-z]/.test(t))
        );
      });
      expect(words).toEqual([]);
      expect(await arabic.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await context.close();
    },
  );
});
