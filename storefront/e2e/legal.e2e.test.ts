import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '@shop/common';
import type { Browser, Page } from 'playwright-core';
import { SHOP_URL, api, launch, putSettings, staffToken, waitForCatalogBuilt, waitForPage, waitForSiteIdle } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

// The legal page (E-Commerce Law): the seller's identity from Settings → Tax and legal, in both languages, rebuilt
// after the owner saves it; until then it says the details are not published yet and stays out of search engines.
const LEGAL = {
  legalNameAr: 'مؤسسة كاب ريترو للتجارة',
  legalNameEn: 'Retro Cap Trading Est.',
  crNumber: '1010123456',
  sbcCertificateNumber: '0000123456',
  sellerBuildingNumber: '1234',
  sellerStreet: 'King Fahd Road',
  sellerDistrict: 'Al Olaya',
  sellerCity: 'Riyadh',
  sellerPostalCode: '12345',
};
const CONTACT = { businessEmail: 'hello@retrocap.example', businessPhone: '+966 50 123 4567' };
const CLEARED = Object.fromEntries(Object.keys(LEGAL).map((k) => [k, null]));
const SHOTS = shotsDir('legal');

let browser: Browser;
let token = '';
let before: Record<string, unknown> = {};

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  token = await staffToken();
  before = (await api<Record<string, unknown>>('/settings', { token })).data;
  await putSettings(token, CONTACT);
  browser = await launch();
});

afterAll(async () => {
  // Leave the shop as it started for the other suites: an email address can be changed but not cleared, so the
  // business settings go back through Reset to Defaults and the demo chat targets, then Tax and legal as they were.
  if (token) {
    if (!before.businessEmail) {
      await api('/settings/reset', { method: 'POST', token });
      await putSettings(token, { ...DEMO_SETTINGS });
    }
    await putSettings(token, {
      vatRegistered: before.vatRegistered,
      vatNumber: before.vatNumber ?? null,
      // an email address can be changed but not cleared: a shop that had none keeps the test's
      ...(before.businessEmail ? { businessEmail: before.businessEmail } : {}),
      businessPhone: before.businessPhone ?? null,
      ...Object.fromEntries(Object.keys(LEGAL).map((k) => [k, before[k] ?? null])),
    });
    await waitForSiteIdle();
  }
  await browser?.close();
});

/** A page of its own at a width; each test walks both languages' legal pages in it, a tab (and renderer) per width. */
const pageAt = (width: number): Promise<Page> => browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the legal page /legal and /ar/legal', () => {
  it.each([375, 1280])(
    'before the owner enters a legal identity, both languages say it is not published yet and are noindex (%i px)',
    async (width) => {
      await putSettings(token, { vatRegistered: false, ...CLEARED });
      await waitForPage('/ar/legal', 'لم يُنشر المتجر بياناته القانونية بعد.');
      await waitForSiteIdle();
      const page = await pageAt(width);
      try {
        for (const [path, notice] of [
          ['/legal', "The shop's legal details are not published yet."],
          ['/ar/legal', 'لم يُنشر المتجر بياناته القانونية بعد.'],
        ]) {
          await page.goto(`${SHOP_URL}${path}`);
          expect((await page.locator('[data-legal-unpublished]').textContent())?.trim()).toBe(notice);
          expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
          expect(await page.locator('[data-legal-section="legal-seller"]').count()).toBe(0);
          expect(await page.locator('[data-legal-section="legal-contact"]').isVisible()).toBe(true);
          expect(await fitsWidth(page)).toBe(true);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/legal-empty-${path.startsWith('/ar') ? 'ar' : 'en'}-${width}.png`, fullPage: true });
        }
      } finally {
        await page.close();
      }
    },
  );

  it.each([375, 1280])(
    'after the owner saves VAT and the legal identity, both languages show it, the Arabic page Arabic first (%i px)',
    async (width) => {
      await putSettings(token, { ...LEGAL, vatRegistered: true, vatNumber: '310122393500003' });
      await waitForPage('/ar/legal', LEGAL.sellerDistrict);
      await waitForPage('/legal', '310122393500003');
      await waitForSiteIdle();
      const ar = await pageAt(width);
      try {
        await ar.goto(`${SHOP_URL}/ar/legal`);
        expect(await ar.locator('html').getAttribute('dir')).toBe('rtl');
        expect((await ar.locator('h1').textContent())?.trim()).toBe('المعلومات القانونية');
        const values = (await ar.locator('[data-legal-section="legal-seller"] dd').allTextContents()).map((v) => v.trim());
        expect(values).toEqual([LEGAL.legalNameAr, LEGAL.legalNameEn, LEGAL.crNumber, '310122393500003', LEGAL.sbcCertificateNumber]);
        expect(await ar.locator('[data-legal-section="legal-seller"] dd > span').nth(1).getAttribute('lang')).toBe('en');
        expect(await ar.locator('[data-legal-section="legal-address"] dd').allTextContents()).toEqual(
          expect.arrayContaining(
            [LEGAL.sellerBuildingNumber, LEGAL.sellerStreet, LEGAL.sellerCity, LEGAL.sellerPostalCode].map((v) => expect.stringContaining(v)),
          ),
        );
        expect(await ar.locator('[data-legal-unpublished]').count()).toBe(0);
        expect(await ar.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/ar\/legal$/);
        expect(await fitsWidth(ar)).toBe(true);
        if (SHOTS) await ar.screenshot({ path: `${SHOTS}/legal-ar-${width}.png`, fullPage: true });
        // the English page in the same tab: a full load of its own
        const en = ar;
        await en.goto(`${SHOP_URL}/legal`);
        expect((await en.locator('h1').textContent())?.trim()).toBe('Legal information');
        const enValues = (await en.locator('[data-legal-section="legal-seller"] dd').allTextContents()).map((v) => v.trim());
        expect(enValues).toEqual([LEGAL.legalNameEn, LEGAL.legalNameAr, LEGAL.crNumber, '310122393500003', LEGAL.sbcCertificateNumber]);
        expect(await en.locator('[data-legal-section="legal-contact"] a[href^="mailto:"]').count()).toBe(1);
        expect(await fitsWidth(en)).toBe(true);
        if (SHOTS) await en.screenshot({ path: `${SHOTS}/legal-en-${width}.png`, fullPage: true });
      } finally {
        await ar.close();
      }
    },
  );

  it('the footer of every language links to its legal page, and the sitemap lists both once published', async () => {
    const en = await waitForPage('/', 'data-legal-link');
    expect(en).toMatch(/<a href="\/legal"[^>]*data-legal-link/);
    const ar = await waitForPage('/ar/', 'data-legal-link');
    expect(ar).toMatch(/<a href="\/ar\/legal"[^>]*data-legal-link/);
    const sitemap = await waitForPage('/sitemaps/pages.xml', '/ar/legal');
    expect(sitemap).toMatch(/\/legal<\/loc>/);
  });
});
