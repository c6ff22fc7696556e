import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RUN, api, openScreen, ownerSession, png } from './helpers';

// A new category is saved in two calls (create, then the update that attaches its image); the second must not undo the first.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await ownerSession());
});
afterAll(async () => {
  await browser?.close();
});

interface CategoryAnswer {
  id: string;
  name: string;
  nameAr: string | null;
  descriptionAr: string | null;
  image: string | null;
}

describe('creating a category with Arabic texts', () => {
  it('keeps the Arabic name and description after the image is attached', async () => {
    const name = `E2E Arabic Create ${RUN}`;
    await openScreen(page, '/categories/create');
    await page.getByLabel('Category Name *').fill(name);
    await page.getByLabel('Description', { exact: true }).fill('Caps from Manila');
    await page.getByLabel('Arabic Name').fill('قبعات مانيلا');
    await page.getByLabel('Arabic Description').fill('قبعات من مانيلا');
    await page.getByTestId('file-input-category').setInputFiles([await png('category.png', [20, 80, 200])]);
    await page.getByTestId('image-preview').waitFor();
    const attach = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/v1\/categories\/[^/]+$/.test(r.url()));
    await page.getByRole('button', { name: 'Create Category' }).click();
    const attachBody = JSON.parse((await attach).postData() ?? '{}') as Record<string, unknown>;
    await page.getByText('Category created successfully').waitFor({ timeout: 30_000 });
    // the image step carries no Arabic field at all: the API keeps what it does not receive
    expect(attachBody).not.toHaveProperty('nameAr');
    expect(attachBody).not.toHaveProperty('descriptionAr');
    const list = await api<CategoryAnswer[]>('/categories/public');
    const saved = list.data.find((c) => c.name === name);
    expect(saved).toMatchObject({ nameAr: 'قبعات مانيلا', descriptionAr: 'قبعات من مانيلا' });
    expect(saved?.image).toMatch(/\/uploads\//);
  });
});
