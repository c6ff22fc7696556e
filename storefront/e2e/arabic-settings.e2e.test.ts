import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOP_URL, api, launch, publicCatalog, putSettings, staffToken, waitForCatalogBuilt, waitForPage, waitForSiteIdle } from './helpers';

// The shop's own texts (tagline, description, address from the settings) on the Arabic storefront: in Arabic where the
// owner gave them, else in English marked lang="en"; a settings change reaches the Arabic pages too.
interface Business {
  tagline: string;
  taglineAr: string | null;
  description: string;
  descriptionAr: string | null;
  address: string;
  addressAr: string | null;
}

const NEW_ADDRESS_AR = 'سوق الجمعة، حي العليا، الرياض';
let browser: Browser;
let token = '';
let before: Business;
let productId: string;

const settingsPut = (body: Record<string, unknown>) => putSettings(token, body);

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  token = await staffToken();
  before = (await api<Business>('/settings/business')).data;
  productId = (await publicCatalog()).products[0].id;
  browser = await launch();
});

afterAll(async () => {
  // Leave the Arabic texts as the shop started with them for the other suites.
  if (token && before) {
    await settingsPut({ taglineAr: before.taglineAr, businessAddressAr: before.addressAr });
    if (before.taglineAr) await waitForPage('/ar/', before.taglineAr);
    await waitForSiteIdle();
  }
  await browser?.close();
});

async function openAt(width: number, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
  await page.goto(`${SHOP_URL}${path}`);
  return page;
}

const langOf = (page: Page, selector: string) => page.locator(selector).first().getAttribute('lang');
const textOf = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())?.trim();

describe('the Arabic storefront shows the shop texts from the settings', () => {
  it.each([375, 1280])('a fresh shop: Arabic tagline, description and address on /ar/ at %i px, English ones on /', async (width) => {
    expect(before.taglineAr).toMatch(/[\u0600-\u06FF]/);
    expect(before.descriptionAr).toMatch(/[\u0600-\u06FF]/);
    expect(before.addressAr).toMatch(/[\u0600-\u06FF]/);
    const page = await openAt(width, '/ar/');
    try {
      expect(await textOf(page, '.hero h1')).toBe(before.taglineAr);
      expect(await langOf(page, '.hero h1')).toBeNull();
      expect(await textOf(page, '.hero h1 + p')).toBe(before.descriptionAr);
      await page.locator('footer [data-shop-address]').scrollIntoViewIfNeeded();
      expect(await page.locator('footer [data-shop-address]').isVisible()).toBe(true);
      expect(await textOf(page, 'footer [data-shop-description]')).toBe(before.descriptionAr);
      expect(await langOf(page, 'footer [data-shop-description]')).toBeNull();
      expect(await textOf(page, 'footer [data-shop-address]')).toBe(before.addressAr);
      expect(await langOf(page, 'footer [data-shop-address]')).toBeNull();
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(before.taglineAr!);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const organization = jsonLd.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Organization');
      expect(organization.address).toBe(before.addressAr);

      await page.goto(`${SHOP_URL}/`);
      expect(await textOf(page, '.hero h1')).toBe(before.tagline);
      expect(await textOf(page, 'footer [data-shop-address]')).toBe(before.address);
      expect(await langOf(page, 'footer [data-shop-address]')).toBeNull();
    } finally {
      await page.close();
    }
  });

  it('a settings change re-renders the Arabic pages: a cleared Arabic tagline falls back to English marked lang="en"', async () => {
    await settingsPut({ taglineAr: null, businessAddressAr: NEW_ADDRESS_AR });
    await waitForPage('/ar/', NEW_ADDRESS_AR);
    await waitForPage(`/ar/products/${productId}`, NEW_ADDRESS_AR);
    await waitForSiteIdle();
    const page = await openAt(375, '/ar/');
    try {
      expect(await textOf(page, '.hero h1')).toBe(before.tagline);
      expect(await langOf(page, '.hero h1')).toBe('en');
      expect(await langOf(page, '.hero h1 + p')).toBeNull();
      expect(await textOf(page, 'footer [data-shop-address]')).toBe(NEW_ADDRESS_AR);
      // no Arabic tagline: the meta description holds no English text
      expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toContain(before.tagline);
      await page.goto(`${SHOP_URL}/ar/products/${productId}`);
      expect(await textOf(page, 'footer [data-shop-address]')).toBe(NEW_ADDRESS_AR);
    } finally {
      await page.close();
    }
  });
});
