import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RUN, api, makeCategory, makeProductWithImage, openScreen, ownerSession, saveProductEdit } from './helpers';

// The back office stays English but takes the Arabic texts: right-to-left inputs beside the English ones, saved to
// what shoppers read, cleared when emptied.

let browser: Browser;
let page: Page;
let token = '';
let categoryId = '';

interface Answer {
  id: string;
  nameAr: string | null;
  descriptionAr: string | null;
  images: { url: string; cloudinaryId: string; alt: string; altAr: string | null }[];
}

function makeProduct(name: string): Promise<Answer> {
  return makeProductWithImage<Answer>(token, {
    name,
    brand: 'Tambay',
    categoryId,
    condition: 'NEW',
    originalPrice: 40,
    sellingPrice: 75,
    sizes: ['M'],
    colors: ['White'],
    tags: [],
  });
}

const saveEdit = () => saveProductEdit(page);

beforeAll(async () => {
  ({ browser, page, token } = await ownerSession());
  categoryId = await makeCategory(token, `E2E Arabic ${RUN}`, 60);
});
afterAll(async () => {
  await browser?.close();
});

describe('Arabic fields of the product edit screen', () => {
  it('are typed right to left and reach shoppers; emptied, they are cleared', async () => {
    const product = await makeProduct(`E2E Arabic Tee ${RUN}`);
    await openScreen(page, `/products/${product.id}/edit`);
    await page.getByRole('button', { name: 'Edit Product' }).click();
    const nameAr = page.getByLabel('Arabic Name');
    const descriptionAr = page.getByLabel('Arabic Description');
    const altAr = page.getByLabel('Arabic alt text, image 1');
    for (const input of [nameAr, descriptionAr, altAr]) {
      expect(await input.getAttribute('dir')).toBe('rtl');
      expect(await input.getAttribute('lang')).toBe('ar');
    }
    await nameAr.fill('تيشيرت مطبوع');
    await descriptionAr.fill('تيشيرت قطني بطباعة يدوية');
    await altAr.fill('الواجهة الأمامية');
    // laid out right to left, not only marked: the browser computes the direction from the attribute
    expect(await nameAr.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await saveEdit();

    const shopper = await api<Answer>(`/products/${product.id}`);
    expect(shopper.data).toMatchObject({ nameAr: 'تيشيرت مطبوع', descriptionAr: 'تيشيرت قطني بطباعة يدوية' });
    expect(shopper.data.images[0]).toMatchObject({ alt: 'front', altAr: 'الواجهة الأمامية' });
    const found = await api<{ products: { id: string }[] }>(`/products?search=${encodeURIComponent('مطبوعه')}&category=${categoryId}`);
    expect(found.data.products.map((p) => p.id)).toEqual([product.id]);

    await page.getByRole('button', { name: 'Edit Product' }).click();
    expect(await page.getByLabel('Arabic Name').inputValue()).toBe('تيشيرت مطبوع');
    await page.getByLabel('Arabic Name').fill('');
    await page.getByLabel('Arabic alt text, image 1').fill('');
    await saveEdit();
    const cleared = await api<Answer>(`/products/${product.id}`);
    expect(cleared.data).toMatchObject({ nameAr: null, descriptionAr: 'تيشيرت قطني بطباعة يدوية' });
    expect(cleared.data.images[0].altAr).toBeNull();
  });
});
