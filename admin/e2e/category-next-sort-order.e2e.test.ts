import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RUN, openScreen, ownerSession, png } from './helpers';

// The suggested next sort order is kept 5 minutes like the other category data, and read again once a create
// has used it up.

let browser: Browser;
let page: Page;
const reads: string[] = [];

beforeAll(async () => {
  ({ browser, page } = await ownerSession());
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/categories/next-sort-order')) reads.push(r.url());
  });
});
afterAll(async () => {
  await browser?.close();
});

const openCreate = async () => {
  await page.getByRole('link', { name: 'Add Category' }).first().click();
  await page.getByRole('button', { name: 'Create Category' }).waitFor();
};
const backToList = async () => {
  await page.getByRole('link', { name: 'Back to Categories' }).first().click();
  await page.waitForURL(/\/admin\/categories$/);
};

describe('next category sort order', () => {
  it('is read once for visits within 5 minutes, and again after a category is created', async () => {
    await openScreen(page, '/categories');
    await openCreate();
    await backToList();
    await openCreate();
    expect(reads).toHaveLength(1);
    const suggested = Number(await page.getByLabel('Sort Order *').inputValue());

    await page.getByLabel('Category Name *').fill(`E2E Sort ${RUN}`);
    await page.getByTestId('file-input-category').setInputFiles([await png('sort.png', [90, 90, 20])]);
    await page.getByTestId('image-preview').waitFor();
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Category created successfully').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/admin\/categories$/);
    await openCreate();
    expect(reads).toHaveLength(2);
    await expect.poll(async () => Number(await page.getByLabel('Sort Order *').inputValue())).toBeGreaterThan(suggested);
  });
});
