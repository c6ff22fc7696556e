import { describe, expect, it } from 'vitest';
import { sitemapFileXml, sitemapIndexXml } from './sitemap';
import { indexCatalog } from '../catalog/catalog';
import { FALLBACK_SETTINGS } from '../settings/site';
import { PRODUCTS_PER_SITEMAP, productSitemapOf } from '../paths/page-paths';
import type { Category, Product } from '../../model/types';

const category = (id: string) =>
  ({
    id,
    name: id,
    description: null,
    image: null,
    cloudinaryId: null,
    sortOrder: 1,
    publiclyVisible: true,
    createdAt: '',
    updatedAt: '2026-11-20T00:00:00.000Z',
    _count: { products: 0 },
  }) as Category;
const product = (id: string, categoryId: string, updatedAt = '2026-11-21T00:00:00.000Z') =>
  ({
    id,
    name: id,
    brand: 'B',
    categoryId,
    category: { id: categoryId, name: categoryId },
    sellingPrice: 10,
    discountedPrice: null,
    images: [],
    updatedAt,
  }) as unknown as Product;

const ORIGIN = 'https://shop.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1].slice(ORIGIN.length));

/** Every <url> of the sitemap, read the way a crawler does: the index first, then each file it names. */
function allUrls(catalog: ReturnType<typeof indexCatalog>): string[] {
  const index = sitemapIndexXml(ORIGIN, catalog);
  return locs(index).flatMap((path) => {
    const xml = sitemapFileXml(ORIGIN, catalog, path.replace(/^\/sitemaps\/|\.xml$/g, ''));
    expect(xml, path).not.toBeNull();
    return [...xml!.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
  });
}

describe('sitemap', () => {
  it('lists every public product and category page in English and Arabic, each with its hreflang alternates', () => {
    const products = Array.from({ length: 12 }, (_, i) => product(`p${i}`, 'c1')).concat(product('q1', 'c2'));
    const catalog = indexCatalog('http://api', FALLBACK_SETTINGS, [category('c1'), category('c2')], products);
    const urls = allUrls(catalog);
    const paths = ['/', '/search', '/category/c1', '/category/c1/page/2', '/category/c2', ...products.map((p) => `/products/${p.id}`)];
    expect(urls).toHaveLength(paths.length * 2);
    for (const path of paths) {
      const ar = path === '/' ? '/ar/' : `/ar${path}`;
      const alternates =
        `<xhtml:link rel="alternate" hreflang="en" href="https://shop.example${path}"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example${ar}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example${path}"/>`;
      for (const loc of [path, ar]) {
        const entry = urls.find((u) => u.startsWith(`<loc>https://shop.example${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        expect(entry).toContain(alternates);
      }
    }
    expect(sitemapFileXml(ORIGIN, catalog, 'pages')).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(urls.find((u) => u.includes('<loc>https://shop.example/ar/products/p0</loc>'))).toContain('<lastmod>2026-11-21</lastmod>');
  });

  it('splits a large catalog into files of at most PRODUCTS_PER_SITEMAP products, each product in exactly one, dated by its newest product', () => {
    const total = PRODUCTS_PER_SITEMAP * 3 + 1;
    const products = Array.from({ length: total }, (_, i) =>
      product(`p${i.toString(36)}`, 'c1', i === 7 ? '2026-11-24T10:00:00.000Z' : '2026-11-21T00:00:00.000Z'),
    );
    const catalog = indexCatalog('http://api', FALLBACK_SETTINGS, [category('c1')], products);
    const index = sitemapIndexXml(ORIGIN, catalog);
    expect(locs(index)).toEqual(['/sitemaps/pages.xml', ...[1, 2, 3, 4].map((n) => `/sitemaps/products-${n}.xml`)]);
    const seen = new Map<string, number>();
    for (let n = 1; n <= 4; n++) {
      const listed = locs(sitemapFileXml(ORIGIN, catalog, `products-${n}`)!).filter((l) => !l.startsWith('/ar/'));
      // a hash spreads them: no file is empty, none is far above its share
      expect(listed.length).toBeGreaterThan(PRODUCTS_PER_SITEMAP / 2);
      expect(listed.length).toBeLessThan(PRODUCTS_PER_SITEMAP * 1.5);
      for (const l of listed) seen.set(l, (seen.get(l) ?? 0) + 1);
    }
    expect(seen.size).toBe(total);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    const newestFile = productSitemapOf(products[7].id, 4);
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/products-${newestFile}.xml</loc><lastmod>2026-11-24</lastmod>`);
    expect(sitemapFileXml(ORIGIN, catalog, 'products-5')).toBeNull();
    expect(sitemapFileXml(ORIGIN, catalog, 'products-0')).toBeNull();
    expect(sitemapFileXml(ORIGIN, catalog, '../secrets')).toBeNull();
  });

  it('keeps a product in its file while other products come and go', () => {
    expect(productSitemapOf('cabc', 7)).toBe(productSitemapOf('cabc', 7));
    const ids = Array.from({ length: 1000 }, (_, i) => `c${i}`);
    const files = new Set(ids.map((id) => productSitemapOf(id, 5)));
    expect([...files].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
