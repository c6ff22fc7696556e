import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { OWNER, RUN, SHOP_URL, api, launch, openScreen, ownerToken, signIn, waitForStorefront } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

const SHOTS = shotsDir('vat-invoice');
const TAX = {
  legalNameAr: 'مؤسسة كاب ريترو للتجارة',
  legalNameEn: 'Retro Cap Trading Est.',
  vatNumber: '310122393500003',
  crNumber: '1010123456',
  sbcCertificateNumber: '0000123456',
  sellerBuildingNumber: '1234',
  sellerStreet: 'King Fahd Road',
  sellerDistrict: 'Al Olaya',
  sellerCity: 'Riyadh',
  sellerPostalCode: '12345',
};

/** The five Phase 1 fields back from the QR's text: base64 of tag-length-value bytes. */
function readTlv(base64: string): string[] {
  const bytes = Buffer.from(base64, 'base64');
  const out: string[] = [];
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]) out[bytes[at] - 1] = bytes.subarray(at + 2, at + 2 + bytes[at + 1]).toString('utf8');
  return out;
}

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
  // leave the shop as the other files expect it: VAT off
  await api('/settings', { method: 'PUT', token, body: { vatRegistered: false } });
  await browser?.close();
});

describe('Saudi VAT: settings, storefront, invoice', () => {
  it('the owner turns VAT on in Settings → Tax and legal', async () => {
    await openScreen(page, '/settings');
    await page.getByRole('button', { name: 'Edit' }).click();
    const card = page.getByTestId('tax-settings');
    await card.waitFor();
    for (const [name, value] of Object.entries(TAX)) await card.locator(`input[name=${name}]`).fill(value);
    await card.locator('input[name=vatRegistered]').check();
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/tax-card-1280.png` });
    await card.getByTestId('save-tax').click();
    await expect.poll(async () => (await api<{ vatRegistered: boolean }>('/settings', { token })).data.vatRegistered, { timeout: 30_000 }).toBe(true);
  });

  it('after the rebuild the storefront reads "incl. VAT" and "شامل الضريبة" at 375 and 1280 px, with the legal lines in the footer', async () => {
    for (const width of [375, 1280]) {
      const shopper = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await waitForStorefront(shopper, '/', 'incl. VAT', 240_000);
      expect(await shopper.locator('.price-vat').first().textContent()).toBe('incl. VAT');
      expect(await shopper.locator('[data-shop-legal]').allTextContents()).toContain('VAT No.: 310122393500003');
      if (SHOTS) await shopper.screenshot({ path: `${SHOTS}/storefront-en-${width}.png` });
      await waitForStorefront(shopper, '/ar/', 'شامل الضريبة', 60_000);
      expect(await shopper.locator('.price-vat').first().textContent()).toBe('شامل الضريبة');
      if (SHOTS) await shopper.screenshot({ path: `${SHOTS}/storefront-ar-${width}.png` });
      await shopper.context().close();
    }
  }, 600_000);

  it("a sale's invoice prints with a QR that a phone's reader decodes to the five fields", async () => {
    // a product of its own, stock not counted, so the sale stands whatever the files before it left on the shop: it
    // used to sell the first product listed in stock, which after the back office's other files was one of theirs
    // counted in several sizes (the stall's caps), and its sale naming no size was refused, rightly: 400 "Size is
    // required: this product counts stock in several sizes" (the size it looked for read sizeStock[].onHand, which
    // the listing calls `left`)
    const { data: categories } = await api<{ id: string }[]>('/categories', { token });
    const product = await api<{ id: string }>('/products', {
      method: 'POST',
      token,
      body: {
        name: `VAT Invoice Cap ${RUN}`,
        brand: 'Tambay',
        categoryId: categories[0].id,
        condition: 'NEW',
        originalPrice: 40,
        sellingPrice: 115,
        sizes: ['One Size'],
        colors: ['Black'],
        publiclyVisible: false,
        images: [],
      },
    });
    // the answer's body with its status, so a refusal says what was refused
    expect({ status: product.status, body: product.data }).toMatchObject({ status: 201 });
    const sale = await api<{ id: string }>('/sales', {
      method: 'POST',
      token,
      body: { productId: product.data.id, saleDate: '2026-11-20', originalPrice: 40, sellingPrice: 115 },
    });
    expect({ status: sale.status, body: sale.data }).toMatchObject({ status: 201 });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // loaded from its address, as a printed invoice is opened: moved to inside the app instead, a clean-clone run
      // photographed a QR jsQR could not decode (the cause not found; a load leaves nothing of the screens before)
      await page.goto(`${SHOP_URL}/admin/invoices/sale/${sale.data.id}`);
      const qr = page.getByTestId('invoice-qr');
      await qr.waitFor({ timeout: 30_000 });
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoice-${width}.png`, fullPage: true });
      const { data, info } = await sharp(await qr.screenshot())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      expect(code).not.toBeNull();
      const [seller, vat, time, total, vatTotal] = readTlv(code!.data);
      expect([seller, vat, total, vatTotal]).toEqual([TAX.legalNameAr, TAX.vatNumber, '115.00', '15.00']);
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(await page.getByText('فاتورة ضريبية مبسطة').first().isVisible()).toBe(true);
      expect(await page.getByText('Simplified Tax Invoice').first().isVisible()).toBe(true);
    }
  });
});
