import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';
import { indexCatalog } from './catalog';
import { FALLBACK_SETTINGS } from './site';
import type { Category, Product } from './types';

const category = (id: string) => ({ id, name: id, description: null, image: null, cloudinaryId: null, sortOrder: 1, publiclyVisible: true, createdAt: '', updatedAt: '2026-11-20T00:00:00.000Z', _count: { products: 0 } }) as Category;
const product = (id: string, categoryId: string) =>
  ({ id, name: id, brand: 'B', categoryId, category: { id: categoryId, name: categoryId }, sellingPrice: 10, discountedPrice: null, images: [], updatedAt: '2026-11-21T00:00:00.000Z' }) as unknown as Product;

describe('sitemap', () => {
  it('lists every public product and category page in English and Arabic, each with its hreflang alternates', () => {
    const products = Array.from({ length: 12 }, (_, i) => product(`p${i}`, 'c1')).concat(product('q1', 'c2'));
    const catalog = indexCatalog('http://api', FALLBACK_SETTINGS, [category('c1'), category('c2')], products);
    const xml = sitemapXml('https://shop.example', catalog);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
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
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(urls.find((u) => u.includes('<loc>https://shop.example/ar/products/p0</loc>'))).toContain('<lastmod>2026-11-21</lastmod>');
  });
});
