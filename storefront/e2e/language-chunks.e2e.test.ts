import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../src/i18n/en';
import ar from '../src/i18n/ar';
import { SHOP_URL, launch, publicCatalog } from './helpers';

// Each page downloads its own language's texts only: every script an English page loads (the islands hydrated and
// the cart opened, so every lazily loaded chunk has come) is searched for the Arabic dictionary, and the other way round.
const MARK = { en: en.skipLink, ar: ar.skipLink };

let browser: Browser;
let kinds: [string, string][];

beforeAll(async () => {
  const { categories, products } = await publicCatalog();
  const category = categories.find((c) => products.some((p) => p.categoryId === c.id))!;
  kinds = [
    ['home', '/'],
    ['product', `/products/${products[0].id}`],
    ['category', `/category/${category.id}`],
    ['search', '/search?keyword=cap'],
  ];
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Every script body the page downloaded, by URL, after its islands hydrate and the cart opens. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      bodies.set(
        res.url(),
        res.text().catch(() => ''),
      );
  });
  await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
  // Touch every island so one hydrated on interaction loads its code too.
  for (const island of await page.locator('astro-island[ssr]').all()) {
    await island
      .locator('button, select, input')
      .first()
      .focus()
      .catch(() => undefined);
  }
  await page.locator('[data-cart-open]').first().click();
  await page.locator('#cart-title').waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const out = new Map<string, string>();
  for (const [url, body] of bodies) out.set(url, await body);
  return out;
}

describe.each(['en', 'ar'] as const)('the %s pages', (lang) => {
  const other = lang === 'en' ? 'ar' : 'en';
  it(`download the ${lang} dictionary and never the ${other} one`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      for (const [kind, path] of kinds) {
        const page = await context.newPage();
        const scripts = await scriptsOf(page, lang === 'ar' ? (path === '/' ? '/ar/' : `/ar${path}`) : path);
        const js = [...scripts.values()].join('\n');
        expect(js.includes(MARK[lang]), `${kind}: its own dictionary is loaded`).toBe(true);
        const wrong = [...scripts].filter(([, body]) => body.includes(MARK[other])).map(([url]) => url);
        expect(wrong, `${kind}: scripts holding the ${other} dictionary`).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});

it('Arabic pages load one font file, the regular weight, with bold headings and prices drawn from it', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    for (const path of ['/ar/', '/ar/search?keyword=vintage']) {
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('requestfinished', (req) => {
        if (req.resourceType() === 'font') fonts.push(req.url().split('/').pop() ?? '');
      });
      await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
      expect(fonts.length, `${path}: ${fonts.join(', ')}`).toBe(1);
      expect(fonts[0]).toMatch(/^ibm-plex-sans-arabic-400\./);
      await page.close();
    }
  } finally {
    await context.close();
  }
});

it('Arabic pages load under 40 KB of Arabic font (the cut-down subset), English pages none', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    for (const lang of ['en', 'ar'] as const) {
      const page = await context.newPage();
      const fonts: Promise<number>[] = [];
      page.on('requestfinished', (req) => {
        if (req.resourceType() === 'font') fonts.push(req.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(`${SHOP_URL}${lang === 'ar' ? '/ar/' : '/'}`, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(fonts)).reduce((a, b) => a + b, 0);
      if (lang === 'en') expect(fonts.length).toBe(0);
      else {
        expect(fonts.length).toBeGreaterThan(0);
        expect(bytes).toBeLessThan(40 * 1024);
      }
      await page.close();
    }
  } finally {
    await context.close();
  }
});
