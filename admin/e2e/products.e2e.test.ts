import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice } from '@shop/common';
import { RUN, SHOP_URL, api, makeCategory, makeProductWithImage, openScreen, ownerSession, saveProductEdit, png } from './helpers';

// Product screens as staff meet them: the edit form, the list's toggles. Products are made through the API so each
// test starts from the state it is about.

let browser: Browser;
let page: Page;
let token = '';
let categoryId = '';

interface ProductAnswer {
  id: string;
  discountedPrice: number | null;
  sellingPrice: number;
  subcategory: string | null;
  material: string | null;
  publiclyVisible: boolean;
  archived: boolean;
}

/** A product with one stored image (the edit screen refuses to save a product without images). */
function makeProduct(name: string, extra: Record<string, unknown> = {}): Promise<ProductAnswer> {
  return makeProductWithImage<ProductAnswer>(token, {
    name,
    brand: 'Starter',
    categoryId,
    condition: 'NEW',
    originalPrice: 80,
    sellingPrice: 150,
    sizes: ['One Size'],
    colors: ['Red'],
    tags: [],
    featured: false,
    publiclyVisible: true,
    ...extra,
  });
}

const saveEdit = () => saveProductEdit(page);

beforeAll(async () => {
  ({ browser, page, token } = await ownerSession());
  categoryId = await makeCategory(token, `E2E Product Screens ${RUN}`, 50);
});
afterAll(async () => {
  await browser?.close();
});

describe('product edit screen', () => {
  it('clearing Discounted Price, Subcategory and Material removes them, and a lower selling price is then accepted', async () => {
    const product = await makeProduct(`E2E Clear Discount ${RUN}`, { discountedPrice: 129, subcategory: 'Snapback', material: 'Wool' });
    expect((await api<ProductAnswer>(`/products/${product.id}`)).data.discountedPrice).toBe(129);

    await openScreen(page, `/products/${product.id}/edit`);
    await page.getByRole('button', { name: 'Edit Product' }).click();
    await page.getByLabel('Discounted Price').fill('');
    await page.getByLabel('Subcategory').fill('');
    await page.getByLabel('Material').fill('');
    await saveEdit();

    await page.reload();
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    const shown = (await page.locator('body').textContent()) ?? '';
    expect(shown).toContain(formatPrice(150, 'SAR'));
    expect(shown).not.toContain(formatPrice(129, 'SAR'));
    expect(shown).not.toContain('Snapback');
    expect(shown).not.toContain('Wool');
    // Shoppers' view of the product has no discount any more.
    const shopper = await api<ProductAnswer>(`/products/${product.id}`);
    expect(shopper.status).toBe(200);
    expect(shopper.data).toMatchObject({ discountedPrice: null });
    const staff = await api<ProductAnswer>(`/products/${product.id}`, { token });
    expect(staff.data).toMatchObject({ discountedPrice: null, subcategory: null, material: null });

    // Below the old discount of 129: allowed now that there is no discount.
    await page.getByRole('button', { name: 'Edit Product' }).click();
    await page.getByLabel('Selling Price *').fill('120');
    await saveEdit();
    expect((await api<ProductAnswer>(`/products/${product.id}`)).data).toMatchObject({ sellingPrice: 120, discountedPrice: null });
  });
});

describe('product list', () => {
  it('publishes a hidden product from the list, and shoppers can then open it', async () => {
    const name = `E2E Hidden Publish ${RUN}`;
    const product = await makeProduct(name, { publiclyVisible: false });
    expect((await api(`/products/${product.id}`)).status).toBe(404);

    await page.goto(`${SHOP_URL}/admin/products?keyword=${encodeURIComponent(name)}`);
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await card.waitFor();
    // hidden reads as archived: the action offered is the one that publishes it
    await card.getByText('Unavailable', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Unarchive' }).click();
    await page.getByText('Visibility updated').first().waitFor();
    await card.getByText('Available', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Archive', exact: true }).waitFor();
    const published = await api<ProductAnswer>(`/products/${product.id}`);
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ publiclyVisible: true, archived: false });

    // the badge hides it again, and says so
    await card.getByText('Available', { exact: true }).click();
    await card.getByRole('button', { name: 'Unarchive' }).waitFor();
    await card.getByText('Unavailable', { exact: true }).waitFor();
    expect((await api(`/products/${product.id}`)).status).toBe(404);
  });
});

describe('product edit screen while saving', () => {
  it('disables the image drop zone and the image controls until the save is done', async () => {
    const product = await makeProduct(`E2E Busy Save ${RUN}`);
    await openScreen(page, `/products/${product.id}/edit`);
    await page.getByRole('button', { name: 'Edit Product' }).click();
    await page.getByRole('button', { name: 'Replace Images' }).click();
    await page.getByRole('dialog', { name: 'Replace Images' }).getByRole('button', { name: 'Replace Images' }).click();
    const zone = page.getByTestId('dropzone-product');
    await expect.poll(() => zone.getAttribute('aria-disabled')).toBe('false');
    await page.getByTestId('file-input-product').setInputFiles([await png('replacement.png', [30, 120, 30])]);
    await page.getByTestId('image-preview').waitFor();

    // hold the upload so the save stays in progress while the screen is looked at
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const uploads = '**/api/v1/upload/entity/product/**';
    await page.route(uploads, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('dialog', { name: 'Confirm Product Update' }).getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('button', { name: 'Saving...' }).waitFor();
      await expect.poll(() => zone.getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByRole('button', { name: /^Remove / }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Keep Current Images' }).isDisabled()).toBe(true);
    } finally {
      release();
    }
    await page.getByText('Product updated successfully').waitFor({ timeout: 30_000 });
    await page.unroute(uploads);
    const saved = await api<{ images: { alt: string }[] }>(`/products/${product.id}`, { token });
    expect(saved.data.images.map((i) => i.alt)).toEqual(['replacement.png']);
  });
});
