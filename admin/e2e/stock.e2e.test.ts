import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RUN, SHOP_URL, api, openScreen, ownerSession } from './helpers';

let browser: Browser;
let page: Page;
let token = '';

beforeAll(async () => {
  ({ browser, page, token } = await ownerSession());
});
afterAll(async () => {
  await browser?.close();
});

describe('stock', () => {
  it('staff set stock 1 on a product, record a sale of it, and the product list shows it Sold out', async () => {
    const { data: categories } = await api<{ id: string }[]>('/categories', { token });
    const name = `Stock Cap ${RUN}`;
    const created = await api<{ id: string }>('/products', {
      method: 'POST',
      token,
      body: {
        name,
        brand: 'Tambay',
        categoryId: categories[0].id,
        condition: 'VINTAGE',
        originalPrice: 40,
        sellingPrice: 95,
        sizes: ['One Size'],
        colors: ['Black'],
        publiclyVisible: true,
        images: [],
      },
    });
    expect(created.status).toBe(201);
    const id = created.data.id;

    // set stock 1 on the product screen
    await openScreen(page, `/products/${id}/edit`);
    const panel = page.getByTestId('stock-panel');
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.getByTestId('stock-badge').textContent()).toBe('Not tracked');
    await panel.getByRole('button', { name: 'Set stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set stock' });
    await dialog.getByRole('switch', { name: 'Track stock' }).check();
    await dialog.getByLabel('On hand: One Size').fill('1');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Stock updated' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.getByTestId('stock-badge').textContent(), { timeout: 30_000 }).toBe('Low stock · 1 left');
    await expect.poll(() => panel.getByTestId('stock-movements').textContent(), { timeout: 30_000 }).toContain('Stock set');

    // record a stall sale of it; the form offers the size and says what is left
    await openScreen(page, '/sales/create');
    await page.getByRole('combobox', { name: /Product/ }).fill(name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    await expect.poll(() => page.getByLabel('Selling Price *').inputValue()).not.toBe('');
    await expect.poll(() => page.getByTestId('sale-stock-fields').textContent()).toContain('1 left');
    // two pieces are more than is left: the form says so and offers the oversell box
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Save Sale' }).click();
    await page.getByText(`Only 1 left of ${name}`).first().waitFor();
    expect(await page.getByLabel(/Record as an oversell/).count()).toBe(1);
    await page.getByLabel('Quantity').fill('1');
    // the box goes once the form has re-checked the quantity against what is left
    await expect.poll(() => page.getByLabel(/Record as an oversell/).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Save Sale' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Sale recorded successfully' }).waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/admin\/sales$/);

    // the product list says Sold out, and the Sold out filter finds it
    await page.goto(`${SHOP_URL}/admin/products?keyword=${encodeURIComponent(name)}`);
    const card = page.locator(`[data-testid=product-card][data-name="${name}"]`);
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('stock-badge').textContent()).toBe('Sold out');
    await page.goto(`${SHOP_URL}/admin/products?stock=SOLD_OUT`);
    await page.locator(`[data-testid=product-card][data-name="${name}"]`).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid=product-card] [data-testid=stock-badge]').allTextContents()).toEqual(
      expect.arrayContaining(['Sold out']),
    );
    expect(new Set(await page.locator('[data-testid=product-card] [data-testid=stock-badge]').allTextContents())).toEqual(new Set(['Sold out']));

    // the dashboard's stock card counts it and links to that list (loaded: the app keeps the counts it fetched for minutes)
    await page.goto(`${SHOP_URL}/admin`);
    const stockCard = page.getByTestId('card-stock');
    await stockCard.waitFor({ timeout: 30_000 });
    await stockCard.getByTestId('stock-sold-out').getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/admin\/products\?stock=SOLD_OUT/);
    const { data: product } = await api<{ availability: string; stockLeft: number }>(`/products/${id}`, { token });
    expect(product).toMatchObject({ availability: 'SOLD_OUT', stockLeft: 0 });
  });
});
