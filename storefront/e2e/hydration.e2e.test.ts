import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SHOP_URL, launch, publicCatalog, type ApiCategory } from './helpers';

// Islands whose prebuilt HTML already shows the page hydrate when the shopper reaches for them: a category page and a
// one-page search load no React until then, and a press made while the island is still loading is not lost.
let browser: Browser;
let context: BrowserContext;
let category: ApiCategory;
let keyword: string;

beforeAll(async () => {
  const { categories, products } = await publicCatalog();
  category = categories.find((c) => products.some((p) => p.categoryId === c.id))!;
  // A keyword whose answer fits one page: its first results stand alone.
  keyword = products.map((p) => p.brand).find((b) => products.filter((p) => p.brand === b).length <= 10)!;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The page after load, with whether React's code was downloaded. */
async function open(path: string): Promise<{ page: Page; react: () => Promise<boolean> }> {
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
  });
  await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  return { page, react: async () => (await Promise.all(bodies)).some((b) => b.includes('hydrateRoot')) };
}

describe('islands hydrate when touched', () => {
  for (const lang of ['', '/ar'] as const) {
    it(`a category page${lang && ' (Arabic)'} loads no React until the shopper touches its listing`, async () => {
      const { page, react } = await open(`${lang}/category/${category.id}`);
      expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      expect(await react()).toBe(false);
      await page.locator('astro-island .listing-controls select').dispatchEvent('pointerover');
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      expect(await react()).toBe(true);
      await context.close();
    });

    it(`a search whose results fit one page${lang && ' (Arabic)'} shows them without React`, async () => {
      const { page, react } = await open(`${lang}/search?keyword=${encodeURIComponent(keyword)}`);
      expect(await page.locator('#search-first-results article.card').count()).toBeGreaterThan(0);
      expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      expect(await react()).toBe(false);
      await context.close();
    });
  }

  it('a one-page search shows its keyword and sort before the island runs, and hydrates cleanly when touched', async () => {
    const { page } = await open(`/search?keyword=${encodeURIComponent(keyword)}`);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const box = page.locator('astro-island input[name="keyword"]');
    expect(await box.inputValue()).toBe(keyword);
    expect(await page.locator('#search-sort option:checked').textContent()).toBe('Best match');
    await page.locator('astro-island').dispatchEvent('pointerover');
    await page.locator('astro-island [data-result-count]').waitFor();
    expect(await box.inputValue()).toBe(keyword);
    expect(await page.locator('#search-sort option:checked').textContent()).toBe('Best match');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a sort chosen before the category listing has hydrated still sorts', async () => {
    const { page } = await open(`/category/${category.id}`);
    expect(await page.locator('astro-island[ssr]').count(), 'not hydrated yet').toBe(1);
    await page.locator('astro-island .listing-controls select').selectOption('price:asc');
    await page.waitForURL(/[?&]sort=price(%3A|:)asc/);
    expect(await page.locator('.listing-controls select').inputValue()).toBe('price:asc');
    await context.close();
  });

  it('the filters button pressed while the listing loads opens the filters', async () => {
    const { page } = await open(`/category/${category.id}`);
    const toggle = page.locator('astro-island .filters-toggle');
    expect(await page.locator('astro-island[ssr]').count(), 'not hydrated yet').toBe(1);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('a filtered category address hydrates its listing at once', async () => {
    const { page } = await open(`/category/${category.id}?sort=price:asc`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await context.close();
  });
});
