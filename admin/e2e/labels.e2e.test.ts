import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { decodeLabelPixels } from '../src/stall/scanner/decode';
import { RUN, makeCategory, makeProductWithImage, openScreen, ownerSession } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

// Issue 42's "Done means": a size label printed from the product list is decoded back to its product and size by the
// stall scanner's fallback decoder (jsQR over pixels, as scan.ts runs it on camera frames), reading the image the
// browser renders for print, in both layouts.

let browser: Browser;
let page: Page;
let token = '';
let product = { id: '', name: '' };
const SIZES = ['S', 'M', 'XL'];
const SHOTS = shotsDir('labels');

/** The element as printed (print media), cut from a screenshot of the whole page, read by the scanner's decoder. */
async function decodePrinted(label: Locator) {
  const png = await label.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeLabelPixels(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

beforeAll(async () => {
  ({ browser, page, token } = await ownerSession());
  const categoryId = await makeCategory(token, `E2E Labels ${RUN}`, 70);
  product = await makeProductWithImage<{ id: string; name: string }>(token, {
    name: `E2E Label Cap ${RUN}`,
    brand: 'Starter',
    categoryId,
    condition: 'NEW',
    originalPrice: 40,
    sellingPrice: 150,
    discountedPrice: 129,
    sizes: SIZES,
    colors: ['Black'],
    tags: [],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('size labels', () => {
  it('printed from the product list, decode back to product and size through the scanner', async () => {
    await openScreen(page, '/products');
    await page.getByPlaceholder('Search by name, brand, or description...').fill(product.name);
    // the search is written to the address after a pause; a click before that would be followed by its navigation
    await page.waitForURL((u) => u.searchParams.get('keyword') === product.name);
    const card = page.locator(`[data-testid="product-card"][data-name="${product.name}"]`);
    await card.getByRole('link', { name: 'Labels' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/labels');

    // A4 sheet: one sticker per size, the shop's (discounted) price on each
    const labels = page.getByTestId('size-label');
    await expect.poll(() => labels.count(), { timeout: 30_000 }).toBe(SIZES.length);
    expect(await page.getByTestId('label-count').textContent()).toBe('3 labels · 1 sheet');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.lbl-toolbar').isVisible()).toBe(false);
    for (const [i, size] of SIZES.entries()) {
      const label = labels.nth(i);
      expect(await label.textContent()).toContain('SAR 129.00');
      expect(await decodePrinted(label)).toEqual({ kind: 'label', productId: product.id, size });
    }
    const sheet = page.getByTestId('label-sheet');
    const box = await sheet.boundingBox();
    // 210 × 297 mm at the CSS 96 px an inch
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([794, 1123]);
    if (SHOTS) await sheet.screenshot({ path: `${SHOTS}/labels-a4-print.png` });

    // two copies of M, none of XL, on the label printer's 50 × 30 mm
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel(`Copies of ${product.name}, size M`).fill('2');
    await page.getByLabel(`Copies of ${product.name}, size XL`).fill('0');
    await page.getByTestId('label-layout').selectOption('single');
    await expect.poll(() => labels.count()).toBe(3);
    await page.emulateMedia({ media: 'print' });
    const read = [];
    for (let i = 0; i < 3; i++) {
      const label = labels.nth(i);
      const b = await label.boundingBox();
      expect([Math.round(b?.width ?? 0), Math.round(b?.height ?? 0)]).toEqual([189, 113]);
      read.push(await decodePrinted(label));
    }
    expect(read).toEqual(['S', 'M', 'M'].map((size) => ({ kind: 'label', productId: product.id, size })));
    if (SHOTS) await labels.nth(1).screenshot({ path: `${SHOTS}/labels-single-print.png` });
    if (SHOTS) {
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/labels-page-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId('label-layout').selectOption('sheet');
      await page.screenshot({ path: `${SHOTS}/labels-page-1280.png` });
    }
  });
});
