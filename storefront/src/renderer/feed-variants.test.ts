import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { indexCatalog } from '../lib/catalog/catalog';
import { FALLBACK_SETTINGS } from '../lib/settings/site';
import { FEED_PATHS } from '../lib/paths/feed-paths';
import type { Category, Product } from '../model/types';
import { feedIndexOrFeedXml } from '../feeds/feed-xml';
import { applyProductChange, placementOf, publicProduct } from './catalog-delta';
import { emptyPageSet, pagesForProductChange } from './affected-pages';

// The incremental renderer re-renders the feeds a product change touches from the catalog it keeps in memory; the
// changed product's items must carry the same group, size and size links as a full build writes.

const ORIGIN = 'https://shop.example';
const category = { id: 'c1', name: 'Shoes', nameAr: 'أحذية', publiclyVisible: true } as Category;

function product(id: string, over: Partial<Product> = {}): Product {
  return {
    id,
    name: `Sneaker ${id}`,
    nameAr: null,
    brand: 'Tambay',
    description: 'Worn twice.',
    descriptionAr: null,
    condition: 'SECOND_HAND',
    material: null,
    subcategory: null,
    sizes: [],
    colors: [],
    tags: [],
    featured: false,
    publiclyVisible: true,
    archived: false,
    sellingPrice: 300,
    discountedPrice: null,
    currency: 'SAR',
    categoryId: 'c1',
    category: { id: 'c1', name: 'Shoes', nameAr: 'أحذية' },
    images: [{ id: `${id}-i`, url: `/uploads/${id}.jpg`, alt: null, altAr: null, order: 0, isPrimary: true }],
    createdAt: `2026-11-0${id.slice(1)}T00:00:00.000Z`,
    updatedAt: '2026-11-09T00:00:00.000Z',
    stockTracked: false,
    availability: 'IN_STOCK',
    stockLeft: null,
    sizeStock: [],
    ...over,
  } as Product;
}

/** The items of a feed as [g:item_group_id, g:size, g:availability, g:link], read by a parser that refuses bad XML. */
function itemsOf(xml: string): (string | undefined)[][] {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => errors.push(`${level}: ${msg}`) }).parseFromString(xml, 'text/xml');
  expect(errors).toEqual([]);
  const items = doc.getElementsByTagName('item');
  return Array.from({ length: items.length }, (_, i) => {
    const field = (name: string) => items[i].getElementsByTagName(name)[0]?.textContent ?? undefined;
    return [field('g:item_group_id'), field('g:size'), field('g:availability'), field('g:link')];
  });
}

describe('feeds re-rendered after one product change', () => {
  it('a product that gains sizes, one sold out, has an item per size with its group, stock and size link, in both feeds', () => {
    const catalog = indexCatalog('http://api', FALLBACK_SETTINGS, [category], [product('p2'), product('p1')]);
    const next = product('p1', {
      sizes: ['42', '43 ½'],
      stockTracked: true,
      availability: 'LOW_STOCK',
      stockLeft: 1,
      sizeStock: [
        { size: '42', availability: 'SOLD_OUT', left: 0 },
        { size: '43 ½', availability: 'LOW_STOCK', left: 1 },
      ],
    });
    const { before, after } = applyProductChange(catalog, 'p1', publicProduct(next));
    const into = emptyPageSet();
    pagesForProductChange(catalog, 'p1', before, after, into);
    expect(into.render).toContain(FEED_PATHS.en);
    expect(into.render).toContain(FEED_PATHS.ar);
    expect(placementOf(catalog, 'p1')?.product.sizes).toEqual(['42', '43 ½']);
    for (const lang of ['en', 'ar'] as const) {
      const page = `${ORIGIN}${lang === 'ar' ? '/ar' : ''}/products`;
      expect(itemsOf(feedIndexOrFeedXml(ORIGIN, catalog, lang))).toEqual([
        [undefined, undefined, 'in_stock', `${page}/p2`],
        ['p1', '42', 'out_of_stock', `${page}/p1?size=42`],
        ['p1', '43 ½', 'in_stock', `${page}/p1?size=43%20%C2%BD`],
      ]);
    }
  });

  it('a product that loses its sizes goes back to one item without a group, size or size link', () => {
    const sized = product('p1', { sizes: ['S', 'M'] });
    const catalog = indexCatalog('http://api', FALLBACK_SETTINGS, [category], [sized]);
    expect(itemsOf(feedIndexOrFeedXml(ORIGIN, catalog, 'en')).map((i) => i[3])).toEqual([
      `${ORIGIN}/products/p1?size=S`,
      `${ORIGIN}/products/p1?size=M`,
    ]);
    applyProductChange(catalog, 'p1', publicProduct(product('p1')));
    expect(itemsOf(feedIndexOrFeedXml(ORIGIN, catalog, 'ar'))).toEqual([[undefined, undefined, 'in_stock', `${ORIGIN}/ar/products/p1`]]);
  });
});
