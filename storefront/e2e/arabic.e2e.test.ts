import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_SETTINGS } from '@shop/common';
import {
  SHOP_URL,
  launch,
  paid,
  publicCatalog,
  sitemapText,
  submitOrderTo,
  touchIslands,
  waitForCatalogBuilt,
  waitForSiteIdle,
  type ApiCategory,
  type ApiProduct,
  chooseSize,
  checkedSize,
  messageName,
} from './helpers';

// The Arabic storefront under /ar/, at a phone's and a desktop's width: right to left by where things are drawn,
// nothing wider than the screen, and a checkout that sends its order message in Arabic.
const MESSENGER = DEMO_SETTINGS.messengerUrl;
const WIDTHS = [375, 1280] as const;

let browser: Browser;
let category: ApiCategory;
let inCategory: ApiProduct[];
let products: ApiProduct[];

type WithArabic = { name: string; nameAr?: string | null };
const arabicName = (x: WithArabic) => (x.nameAr?.trim() ? x.nameAr : x.name);

beforeAll(async () => {
  await waitForCatalogBuilt();
  await waitForSiteIdle();
  const catalog = await publicCatalog();
  products = catalog.products;
  category = catalog.categories.find((c) => products.some((p) => p.categoryId === c.id))!;
  inCategory = products.filter((p) => p.categoryId === category.id);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function contextAt(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, hasTouch: width < 600 });
  await context.route(/^https:\/\/(m\.me|wa\.me|www\.google\.com|www\.facebook\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>outside</p>' }),
  );
  return context;
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not drawn`);
  return b;
}

/** The page is right to left, and nothing (the page, or any visible text) reaches past the screen's edges. */
async function expectRtlWithoutOverflow(page: Page) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  const overflow = await page.evaluate(() => {
    const doc = document.documentElement;
    const outside: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('header *, main *, footer *')) {
      if (el.closest('.gallery-track, .sr-only, [hidden], dialog:not([open]), svg')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < -1 || r.right > doc.clientWidth + 1)
        outside.push(`${el.tagName.toLowerCase()}.${el.className}: ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return { scroll: doc.scrollWidth - doc.clientWidth, outside: outside.slice(0, 5) };
  });
  expect(overflow).toEqual({ scroll: 0, outside: [] });
}

/** The brand sits at the right end of the header and the cart button to its left. */
async function expectHeaderRtl(page: Page) {
  const logo = await box(page, 'header [data-logo]');
  const cart = await box(page, 'header [data-cart-open]');
  expect(logo.x).toBeGreaterThan(cart.x);
  expect(logo.x + logo.width).toBeGreaterThan((page.viewportSize()!.width * 3) / 4);
  // the demo shop's Latin name fits whole beside the icons, and a longer one would lose its end, not its start
  const name = page.locator('header .logo-text');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
}

describe.each(WIDTHS)('the Arabic storefront at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await contextAt(width);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('home: right to left, Arabic texts, the English page named as its alternate', async () => {
    await page.goto(`${SHOP_URL}/ar/`);
    await expectHeaderRtl(page);
    await expectRtlWithoutOverflow(page);
    expect(await page.getByRole('heading', { name: 'منتجات مميزة' }).isVisible()).toBe(true);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/ar\/$/);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('ar_SA');
    // Cards run from the right: the first card is right of the second.
    const cards = page.locator('.product-grid .card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first!.x).toBeGreaterThan(second!.x);
  });

  it('category: title, count and the sidebar on the right, pages under /ar/', async () => {
    await page.goto(`${SHOP_URL}/ar/category/${category.id}`);
    await touchIslands(page);
    expect(await page.locator('h1').textContent()).toBe(arabicName(category as WithArabic));
    await expectHeaderRtl(page);
    await expectRtlWithoutOverflow(page);
    expect(await page.locator('.listing-controls select option:checked').textContent()).toBe('الأحدث');
    if (width >= 1024) {
      const aside = await box(page, '.listing-aside');
      const grid = await box(page, '.listing .product-grid');
      expect(aside.x).toBeGreaterThan(grid.x);
    }
    const productLink = await page.locator('.product-grid a.card-link').first().getAttribute('href');
    expect(productLink).toMatch(/^\/ar\/products\//);
  });

  it('product: Arabic price, the gallery and the details laid out right to left', async () => {
    const p = inCategory[0];
    await page.goto(`${SHOP_URL}/ar/products/${p.id}`);
    await expectHeaderRtl(page);
    await expectRtlWithoutOverflow(page);
    const price = await page.locator('.pdp-info .price-now').textContent();
    expect(price).toBe(
      `${new Intl.NumberFormat('en-SA', { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(paid(p))} ر.س`,
    );
    expect(await page.getByRole('button', { name: 'أضف إلى السلة' }).isVisible()).toBe(true);
    if (width >= 900) {
      const gallery = await box(page, '.gallery');
      const info = await box(page, '.pdp-info');
      expect(gallery.x).toBeGreaterThan(info.x);
    }
    // Home is the first crumb, so it is the rightmost.
    const home = await box(page, 'nav.breadcrumb li:first-child a');
    const last = await box(page, 'nav.breadcrumb li:last-child');
    expect(home.x).toBeGreaterThan(last.x);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Product' || d['@type'] === 'ProductGroup')).toMatchObject({
      inLanguage: 'ar',
      url: expect.stringMatching(new RegExp(`/ar/products/${p.id}$`)),
    });
  });

  it('search: an English keyword finds products on the Arabic page', async () => {
    const p = products[0];
    const keyword = p.brand;
    await page.goto(`${SHOP_URL}/ar/search?keyword=${encodeURIComponent(keyword)}`);
    await touchIslands(page);
    const count = page.locator('[data-result-count]');
    await count.waitFor();
    expect(Number(await count.getAttribute('data-result-count'))).toBeGreaterThan(0);
    expect(await count.textContent()).toContain(`«${keyword}»`);
    await expectHeaderRtl(page);
    await expectRtlWithoutOverflow(page);
  });

  it('checkout: the cart opens from the left edge and the order goes out in Arabic with its code', async () => {
    const [a, b] = products;
    const sizes: Record<string, string | null> = {};
    for (const p of [a, a, b]) {
      await page.goto(`${SHOP_URL}/ar/products/${p.id}`);
      await chooseSize(page);
      sizes[p.id] = await checkedSize(page);
      await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    }
    await page.locator('header [data-cart-open]').click();
    const drawer = page.locator('dialog.drawer[open] .drawer-panel');
    await drawer.waitFor();
    // the slide-in animation ends at the left edge, however slowly a busy machine plays it
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? Infinity, { timeout: 15_000 }).toBeLessThanOrEqual(1);
    const panel = (await drawer.boundingBox())!;
    if (width > 420) expect(panel.x + panel.width).toBeLessThan(width - 100);
    await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
    const dialog = page.getByRole('dialog', { name: 'إتمام الطلب' });
    await dialog.waitFor();
    await dialog.locator('#co-name').fill('ليلى حسن');
    // The phone number stays left to right inside the right-to-left form.
    expect(await dialog.locator('.phone-input').getAttribute('dir')).toBe('ltr');
    const phone = dialog.locator('#co-phone');
    await phone.fill('50 123 4567');
    await phone.blur();
    const code = await box(page, '[data-calling-code]');
    const input = await box(page, '#co-phone');
    expect(input.x).toBeGreaterThan(code.x);
    await dialog.locator('input[name="orderType"][value="pickup"]').check();
    expect(await dialog.locator('[data-pickup-days]').textContent()).toMatch(/الجمعة، \d{1,2} \S+ أو الجمعة، \d{1,2} \S+/);
    await dialog.locator('input[name="paymentMethod"][value="cash"]').check();
    await dialog.locator('.terms-block input[type="checkbox"]').check();
    await dialog.getByRole('button', { name: 'التالي' }).click();
    const reference = (await dialog.locator('[data-order-reference]').textContent())!;
    expect(reference).toMatch(/^RC-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const money = (n: number) => `${(Math.round(n * 100) / 100).toFixed(2)} ر.س`;
    const text = [
      `طلب ${reference}`,
      '',
      'العميل: ليلى حسن',
      'التواصل: \u200e+966501234567',
      'النوع: استلام',
      'الدفع: الدفع عند الاستلام',
      '',
      'المنتجات:',
      `1. ${messageName(arabicName(a as WithArabic), sizes[a.id], 'المقاس')} x2 - ${money(paid(a) * 2)}`,
      `2. ${messageName(arabicName(b as WithArabic), sizes[b.id], 'المقاس')} x1 - ${money(paid(b))}`,
      '',
      `الإجمالي: ${money(paid(a) * 2 + paid(b))}`,
      '',
      `تابع طلبك: ${SHOP_URL}/ar/orders/${reference}`,
    ].join('\n');
    await submitOrderTo(page, dialog, `${MESSENGER}?text=${encodeURIComponent(text)}`);
    await dialog.getByText(`الطلب ${reference} جاهز في المحادثة.`).waitFor();
    await dialog.getByRole('button', { name: 'تم، ابدأ طلبًا جديدًا' }).click();
  });
});

describe('the language switch', () => {
  it('goes to the same page in the other language and remembers the choice, never guessing on a first visit', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ar-SA',
      extraHTTPHeaders: { 'accept-language': 'ar-SA,ar;q=0.9' },
    });
    const page = await context.newPage();
    const p = products[0];
    // An Arabic browser still gets the English page it asked for.
    await page.goto(`${SHOP_URL}/products/${p.id}?ref=1`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.locator('header a.lang-switch[data-lang-switch="ar"]').click();
    await page.waitForURL(`${SHOP_URL}/ar/products/${p.id}?ref=1`);
    // Remembered: the English address now opens the Arabic page, until English is chosen again.
    await page.goto(`${SHOP_URL}/category/${category.id}`);
    await page.waitForURL(`${SHOP_URL}/ar/category/${category.id}`);
    await page.locator('header a.lang-switch[data-lang-switch="en"]').click();
    await page.waitForURL(`${SHOP_URL}/category/${category.id}`);
    await page.goto(`${SHOP_URL}/ar/`);
    await page.waitForURL(`${SHOP_URL}/`);
    await context.close();
  });

  it('lets search engines reach both: every Arabic page answers directly with its hreflang alternates', async () => {
    const p = products[0];
    for (const path of ['/ar/', `/ar/products/${p.id}`, `/ar/category/${category.id}`, '/ar/search']) {
      const res = await fetch(`${SHOP_URL}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+"/);
      expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+"/);
    }
    const sitemap = await sitemapText();
    for (const x of products) expect(sitemap).toContain(`/ar/products/${x.id}</loc>`);
    expect(sitemap).toContain(`/ar/category/${category.id}</loc>`);
  });

  it('serves a product newer than the build live in Arabic, and an unknown Arabic address lands on the Arabic home', async () => {
    const res = await fetch(`${SHOP_URL}/ar/products/cdoesnotexist000000000000`);
    expect(await res.text()).toContain('lang="ar"');
    const gone = await fetch(`${SHOP_URL}/ar/nothing-here`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('"/ar/"');
  });
});
