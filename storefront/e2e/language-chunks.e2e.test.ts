import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import en from '../src/i18n/en';
import ar from '../src/i18n/ar';
import { SHOP_URL, launch, publicCatalog, touchIslands } from './helpers';

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
  const record = (res: Response) => {
    if (res.request().resourceType() === 'script')
      bodies.set(
        res.url(),
        res.text().catch(() => ''),
      );
  };
  page.on('response', record);
  await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
  // every island hydrated, so one hydrated on interaction has loaded its code too
  await touchIslands(page);
  await page.locator('[data-cart-open]').first().click();
  await page.locator('#cart-title').waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  const out = new Map<string, string>();
  for (const [url, body] of bodies) out.set(url, await body);
  return out;
}

describe.each(['en', 'ar'] as const)('the %s pages', (lang) => {
  const other = lang === 'en' ? 'ar' : 'en';
  it(`download the ${lang} dictionary and never the ${other} one`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      // One tab walks the kinds. With its cache off every load fetches each script it runs, so none can come from
      // a cache without being read here: what a new tab per kind gave, without a renderer started for each.
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      for (const [kind, path] of kinds) {
        const scripts = await scriptsOf(page, lang === 'ar' ? (path === '/' ? '/ar/' : `/ar${path}`) : path);
        const js = [...scripts.values()].join('\n');
        expect(js.includes(MARK[lang]), `${kind}: its own dictionary is loaded`).toBe(true);
        const wrong = [...scripts].filter(([, body]) => body.includes(MARK[other])).map(([url]) => url);
        expect(wrong, `${kind}: scripts holding the ${other} dictionary`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});

/** A font file a page downloaded: its name and its body's size on the wire. */
type FontFile = { name: string; bytes: number };
let fontLoads: Promise<Map<string, FontFile[]>> | undefined;

/**
 * The font files a first load of the English home, the Arabic home and an Arabic search downloads, each in a page of
 * its own in one fresh context (the English home first, before any font is cached): both font checks read these loads
 * instead of loading the Arabic home twice.
 */
function fontsOfFirstLoads(): Promise<Map<string, FontFile[]>> {
  fontLoads ??= (async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const out = new Map<string, FontFile[]>();
    try {
      for (const path of ['/', '/ar/', '/ar/search?keyword=vintage']) {
        const page = await context.newPage();
        const fonts: Promise<FontFile>[] = [];
        page.on('requestfinished', (req) => {
          if (req.resourceType() === 'font')
            fonts.push(req.sizes().then((s) => ({ name: req.url().split('/').pop() ?? '', bytes: s.responseBodySize })));
        });
        await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
        out.set(path, await Promise.all(fonts));
        await page.close();
      }
    } finally {
      await context.close();
    }
    return out;
  })();
  return fontLoads;
}

it('Arabic pages load one font file, the regular weight, with bold headings and prices drawn from it', async () => {
  const loads = await fontsOfFirstLoads();
  for (const path of ['/ar/', '/ar/search?keyword=vintage']) {
    const fonts = loads.get(path)!.map((f) => f.name);
    expect(fonts.length, `${path}: ${fonts.join(', ')}`).toBe(1);
    expect(fonts[0]).toMatch(/^ibm-plex-sans-arabic-400\./);
  }
});

it('Arabic pages load under 40 KB of Arabic font (the cut-down subset), English pages none', async () => {
  const loads = await fontsOfFirstLoads();
  expect(loads.get('/')!.length).toBe(0);
  const fonts = loads.get('/ar/')!;
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.reduce((a, f) => a + f.bytes, 0)).toBeLessThan(40 * 1024);
});
