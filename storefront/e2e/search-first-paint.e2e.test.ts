import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API, SHOP_URL, launch, paid, publicCatalog, sar, touchIslands, waitForCatalogBuilt, type ApiProduct } from './helpers';

// The search page draws its first results from the inline script, before its React island has loaded: with the
// island's code blocked the cards are there (name, price, link, in the page's language); with it, the island takes
// them over without a second set, a moment without cards or anything moving.
type Found = ApiProduct & { nameAr?: string | null };

let browser: Browser;
let keyword: string;
let found: Found[];

beforeAll(async () => {
  await waitForCatalogBuilt();
  const { products } = await publicCatalog();
  keyword = products[0].brand;
  // The island's own question for /search?keyword=…: page 1 of 10, with facets.
  const res = await fetch(`${API}/products?publiclyVisible=true&search=${encodeURIComponent(keyword)}&page=1&limit=10&facets=true`);
  found = ((await res.json()) as { data: { products: Found[] } }).data.products;
  expect(found.length, `a search for the brand "${keyword}" finds something`).toBeGreaterThan(0);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const LANGS = {
  en: {
    path: '/search',
    name: (p: Found) => p.name,
    price: (p: Found) => sar(paid(p)),
    link: (p: Found) => `/products/${p.id}`,
    count: (k: string) => `“${k}”`,
  },
  ar: {
    path: '/ar/search',
    name: (p: Found) => (p.nameAr?.trim() ? p.nameAr.trim() : p.name),
    price: (p: Found) => `${sar(paid(p)).slice(4)} ر.س`,
    link: (p: Found) => `/ar/products/${p.id}`,
    count: (k: string) => `«${k}»`,
  },
} as const;

async function phone(): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 } });
}

/** Counts layout shifts and, at every DOM change once cards have appeared, how many cards are on the page. */
async function watchCards(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __cardCounts: number[] };
    w.__shift = 0;
    w.__cardCounts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const n = document.querySelectorAll('article.card').length;
      if (n || w.__cardCounts.length) w.__cardCounts.push(n);
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Counts the results requests the page sends, and how many had left when its scripts started: they start with the
 * language check, which reads the shopper's choice from localStorage.
 */
async function countResultsRequests(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __asked: number; __askedAtFirstScript: number | null };
    w.__asked = 0;
    w.__askedAtFirstScript = null;
    const fetchAsIs = window.fetch;
    window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      if (String(args[0]).includes('/products?')) w.__asked++;
      return fetchAsIs.apply(this, args);
    } as typeof fetch;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      w.__askedAtFirstScript ??= w.__asked;
      return getItem.call(this, key);
    };
  });
}

/** The results requests the Arabic visit with the island had sent when its first cards were drawn. */
let arRequests: { atFirstScript: number | null; all: number } | undefined;

/** Until the first cards are on the page (drawn by the inline script, or by an island that hydrated on its own). */
async function plainOrIsland(page: Page) {
  await page.locator('article.card').first().waitFor({ timeout: 60_000 });
}

async function firstCardBox(page: Page) {
  return (await page.locator('article.card').first().boundingBox())!;
}

describe('search page first paint', () => {
  for (const lang of ['en', 'ar'] as const) {
    const l = LANGS[lang];

    it(`draws the first results before the island starts, and the island takes them over once (${lang})`, async () => {
      const url = `${SHOP_URL}${l.path}?keyword=${encodeURIComponent(keyword)}`;
      const html = await (await fetch(url)).text();
      const island = /<astro-island[^>]*component-url="([^"]+SearchPage[^"]*)"/.exec(html)?.[1];
      expect(island, 'the page has the search island').toBeTruthy();

      // 1. The island's code never arrives: the inline script alone draws the results.
      const blocked = await phone();
      const before = await blocked.newPage();
      await before.route(`${SHOP_URL}${island}`, (route) => route.abort());
      await before.goto(url);
      const plain = before.locator('#search-first-results article.card');
      await expect.poll(() => plain.count(), { timeout: 60_000 }).toBe(found.length);
      expect(await before.locator('astro-island[ssr]').count(), 'the island has not hydrated').toBe(1);
      expect(await before.locator('astro-island article.card').count()).toBe(0);
      expect(await before.locator('#search-first-results .result-count').textContent()).toContain(l.count(keyword));
      expect(await plain.locator('.card-name').allTextContents()).toEqual(found.map(l.name));
      expect(await plain.locator('.price-now').allTextContents()).toEqual(found.map(l.price));
      expect(await plain.locator('a.card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(found.map(l.link));
      const lcpImage = plain.first().locator('img');
      expect([await lcpImage.getAttribute('loading'), await lcpImage.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
      await expect.poll(() => lcpImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
      const plainBox = await firstCardBox(before);
      await blocked.close();

      // 2. The island loads: one set of cards, never none once they were there, nothing moved.
      const context = await phone();
      const after = await context.newPage();
      await watchCards(after);
      // the Arabic visit also counts its results requests (the last check's), so that page is not loaded once more
      if (lang === 'ar') await countResultsRequests(after);
      await after.goto(url);
      await plainOrIsland(after);
      if (lang === 'ar')
        arRequests = await after.evaluate(() => {
          const w = window as unknown as { __asked: number; __askedAtFirstScript: number | null };
          return { atFirstScript: w.__askedAtFirstScript, all: w.__asked };
        });
      await touchIslands(after);
      await after.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 60_000 });
      await after.locator('astro-island [data-result-count]').waitFor({ timeout: 60_000 });
      expect(await after.locator('#search-first-results').count()).toBe(0);
      expect(await after.locator('article.card').count()).toBe(found.length);
      expect(await after.locator('astro-island article.card .card-name').allTextContents()).toEqual(found.map(l.name));
      const counts = await after.evaluate(() => (window as unknown as { __cardCounts: number[] }).__cardCounts);
      expect(counts.length).toBeGreaterThan(0);
      expect(Math.min(...counts), 'a moment without cards').toBe(found.length);
      expect(Math.max(...counts), 'two sets of cards at once').toBe(found.length);
      expect(await firstCardBox(after)).toEqual(plainBox);
      expect(await after.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
      await context.close();
    });
  }

  it('sends the results request before any other script of the page runs, and only once (ar)', () => {
    // read on the Arabic visit above, when its first cards were drawn
    expect(arRequests).toEqual({ atFirstScript: 1, all: 1 });
  });
});
