import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  SHOP_URL,
  api,
  launch,
  paid,
  phoneContext,
  publicCatalog,
  sar,
  sitemapText,
  type ApiCategory,
  type ApiProduct,
  waitForCatalogBuilt,
} from './helpers';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let site: string;
let category: ApiCategory;
let inCategory: ApiProduct[];

beforeAll(async () => {
  await waitForCatalogBuilt();
  const { categories, products } = await publicCatalog();
  site = (await api<{ businessName: string }>('/settings/business')).data.businessName;
  category = categories.find((c) => products.some((p) => p.categoryId === c.id))!;
  expect(category, 'the demo catalog needs a category with products').toBeTruthy();
  inCategory = products.filter((p) => p.categoryId === category.id);
  browser = await launch();
  context = await phoneContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('browsing on a phone', () => {
  it('goes from home to a category to a product', async () => {
    await page.goto(`${SHOP_URL}/`);
    expect(await page.title()).toBe(site);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Explore Now' }).getAttribute('href')).resolves.toBe('/search');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: category.name, exact: true }).click();
    await page.waitForURL(`${SHOP_URL}/category/${category.id}`);
    expect(await page.locator('h1').textContent()).toBe(category.name);
    expect(await page.title()).toBe(`${category.name} - Category - ${site}`);
    const cards = page.locator('.product-grid .card');
    expect(await cards.count()).toBe(Math.min(10, inCategory.length));

    const first = inCategory[0];
    await page.locator(`a[href="/products/${first.id}"]`).first().click();
    await page.waitForURL(`${SHOP_URL}/products/${first.id}`);
    expect(await page.locator('h1').textContent()).toBe(first.name);
    expect(await page.title()).toBe(`${first.name} - Product - ${site}`);
    expect(await page.locator('.pdp-info .price-now').textContent()).toBe(sar(paid(first)));
    const breadcrumb = await page.locator('nav.breadcrumb').textContent();
    expect(breadcrumb).toContain(category.name);
  });

  it('gives every product page its canonical URL, social tags and Product JSON-LD', async () => {
    const p = inCategory[0];
    const html = await (await fetch(`${SHOP_URL}/products/${p.id}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/products/${p.id}"`));
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    // a product of several sizes is a ProductGroup whose variants carry the offers (lib/seo/seo.ts)
    const product = ld.find((d) => d['@type'] === 'Product' || d['@type'] === 'ProductGroup');
    for (const offers of product.hasVariant?.map((v: { offers: unknown }) => v.offers) ?? [product.offers])
      expect(offers).toMatchObject({ priceCurrency: 'SAR', price: paid(p).toFixed(2) });
    expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('publishes robots.txt and a sitemap of every public product and category', async () => {
    const robots = await (await fetch(`${SHOP_URL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    const index = await (await fetch(`${SHOP_URL}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const sitemap = await sitemapText();
    const { products, categories } = await publicCatalog();
    for (const p of products) expect(sitemap).toContain(`/products/${p.id}</loc>`);
    for (const c of categories) expect(sitemap).toContain(`/category/${c.id}</loc>`);
  });

  it('shows Product Not Found and Category Not Found only for ids the API does not know', async () => {
    await page.goto(`${SHOP_URL}/products/cxxxxxxxxxxxxxxxxxxxxxxxx`);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    expect(await page.getByText("The product you're looking for doesn't exist or has been removed.").isVisible()).toBe(true);
    await page.goto(`${SHOP_URL}/category/cxxxxxxxxxxxxxxxxxxxxxxxx`);
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
  });

  it('replaces an unknown path with the home page', async () => {
    await page.goto(`${SHOP_URL}/`);
    await page.goto(`${SHOP_URL}/no/such/page`);
    await page.waitForURL(`${SHOP_URL}/`);
    await page.goBack();
    // The unknown path replaced its history entry, so going back skips it.
    expect(page.url()).not.toContain('/no/such/page');
  });

  it('loads under 60 KB of compressed JavaScript on a product page, with sized images', async () => {
    const p = inCategory[0];
    const fresh = await context.newPage();
    const scripts: Promise<number>[] = [];
    fresh.on('requestfinished', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.sizes().then((s) => s.responseBodySize));
    });
    await fresh.goto(`${SHOP_URL}/products/${p.id}`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(60 * 1024);
    const unsized = await fresh.locator('main img:not([width])').count();
    expect(unsized).toBe(0);
    await fresh.close();
  });

  it('serves hashed assets immutable and pages revalidated', async () => {
    const html = await (await fetch(`${SHOP_URL}/`)).text();
    const res = await fetch(`${SHOP_URL}/`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const asset = /(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetRes = await fetch(`${SHOP_URL}${asset}`);
    expect(assetRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
