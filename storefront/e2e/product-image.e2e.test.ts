import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHOP_URL, launch, publicCatalog, waitForCatalogBuilt } from './helpers';

// A product page's first picture is its largest paint: the page asks for it early (a preload in the head), the
// gallery shows it and a 68 px thumbnail repeats it. The preload must choose the gallery's file at every screen, and
// the thumbnail the smallest variant, or a phone downloads the picture twice.
let browser: Browser;
let productId: string;

beforeAll(async () => {
  await waitForCatalogBuilt();
  const { products } = await publicCatalog();
  productId = products.find((p) => (p as { images?: unknown[] }).images?.length)?.id ?? products[0].id;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The screens of Lighthouse's phone, a common phone and a desktop. */
const SCREENS = [
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  { width: 375, height: 812, deviceScaleFactor: 2 },
  { width: 1280, height: 900, deviceScaleFactor: 1 },
];

describe("a product page's first picture", () => {
  for (const lang of ['', '/ar'] as const) {
    it(`is downloaded once, in the size the gallery shows (and the thumbnail's smallest), on phones and a desktop (${lang || '/en'})`, async () => {
      for (const screen of SCREENS) {
        const context = await browser.newContext({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: screen.deviceScaleFactor,
        });
        const page = await context.newPage();
        const downloads: string[] = [];
        page.on('request', (req) => {
          if (req.resourceType() === 'image' && req.url().includes('/uploads/')) downloads.push(new URL(req.url()).pathname);
        });
        await page.goto(`${SHOP_URL}${lang}/products/${productId}`);
        const first = page.locator('.gallery-slide img').first();
        await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
        await page.waitForLoadState('load');
        const gallery = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        const stem = gallery.replace(/(-w\d+)?\.\w+$/, '');
        // every file of that picture the page downloaded is the one the gallery shows or the thumbnails' smallest
        // variant: a preload that chose another file than the gallery, or a 68 px thumbnail taking the original photo,
        // would be a download nobody needed
        const mine = downloads.filter((p) => p.startsWith(stem));
        const at = `${screen.width} px at ${screen.deviceScaleFactor}x`;
        expect(
          mine.filter((p) => p !== gallery && p !== `${stem}-w320.webp`),
          `${at}: downloaded and not needed`,
        ).toEqual([]);
        expect(new Set(mine).size, `${at}: a file downloaded twice`).toBe(mine.length);
        await context.close();
      }
    });
  }
});
