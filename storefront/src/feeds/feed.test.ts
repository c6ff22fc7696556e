import { describe, expect, it } from 'vitest';
import type { PublicPromotion } from '@shop/common';
import { DOMParser } from '@xmldom/xmldom';
import { indexCatalog } from '../lib/catalog/catalog';
import { FALLBACK_SETTINGS } from '../lib/settings/site';
import type { Category, Product } from '../model/types';
import { feedFileXml, feedIndexOrFeedXml } from './feed-xml';
import { FEED_PRODUCTS_PER_FILE, feedFileCount, feedFilePaths, feedPartPath, FEED_PATHS } from '../lib/paths/feed-paths';
import { feedCondition } from './feed-condition';
import { productJsonLd } from '../lib/seo/seo';
import { applyProductChange, publicProduct } from '../renderer/catalog-delta';

const ORIGIN = 'https://shop.example';

/**
 * What Merchant Center requires of every item of a clothing shop without GTINs (and Commerce Manager reads the same
 * names): an item lacking one is refused by the platform, so every item the feed writes must carry them all.
 */
const REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:condition',
  'g:brand',
  'g:identifier_exists',
];
const AVAILABILITY = ['in_stock', 'out_of_stock'];
const CONDITION = ['new', 'used', 'refurbished'];

const category = (over: Partial<Category> = {}) =>
  ({
    id: 'c1',
    name: 'Caps',
    nameAr: 'قبعات',
    description: null,
    image: null,
    cloudinaryId: null,
    sortOrder: 1,
    publiclyVisible: true,
    googleProductCategory: 'Apparel & Accessories > Clothing Accessories > Hats',
    createdAt: '',
    updatedAt: '',
    _count: { products: 0 },
    ...over,
  }) as Category;

function product(over: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Retro cap',
    nameAr: 'قبعة قديمة',
    brand: 'Tambay',
    description: 'A cap.',
    descriptionAr: 'قبعة.',
    condition: 'VINTAGE',
    material: null,
    subcategory: 'Snapbacks',
    sizes: [],
    colors: ['Red'],
    tags: [],
    featured: false,
    publiclyVisible: true,
    archived: false,
    sellingPrice: 120,
    discountedPrice: null,
    currency: 'SAR',
    categoryId: 'c1',
    category: { id: 'c1', name: 'Caps', nameAr: 'قبعات' },
    images: [
      { id: 'i1', url: '/uploads/a.jpg', alt: null, order: 0, isPrimary: true },
      { id: 'i2', url: 'https://res.cloudinary.com/x/b.jpg', alt: null, order: 1, isPrimary: false },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    stockTracked: false,
    availability: 'IN_STOCK',
    stockLeft: null,
    sizeStock: [],
    ...over,
  } as Product;
}

const catalogOf = (products: Product[], categories = [category()]) => indexCatalog('http://api', FALLBACK_SETTINGS, categories, products);

/** Parses with a real XML parser that throws on anything not well-formed. */
function parse(xml: string) {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => errors.push(`${level}: ${msg}`) }).parseFromString(xml, 'text/xml');
  expect(errors).toEqual([]);
  return doc;
}

interface Item {
  fields: Map<string, string[]>;
}

/** The feed's items, each as its g: fields (repeated fields keep every value). */
function items(xml: string): Item[] {
  const doc = parse(xml);
  expect(doc.documentElement!.nodeName).toBe('rss');
  expect(doc.documentElement!.getAttribute('version')).toBe('2.0');
  expect(doc.documentElement!.getAttribute('xmlns:g')).toBe('http://base.google.com/ns/1.0');
  const out: Item[] = [];
  const nodes = doc.getElementsByTagName('item');
  for (let i = 0; i < nodes.length; i++) {
    const fields = new Map<string, string[]>();
    const children = nodes[i].childNodes;
    for (let j = 0; j < children.length; j++) {
      const c = children[j];
      if (c.nodeType !== 1) continue;
      fields.set(c.nodeName, [...(fields.get(c.nodeName) ?? []), c.textContent ?? '']);
    }
    out.push({ fields });
  }
  return out;
}

const one = (item: Item, name: string) => item.fields.get(name)?.[0];
const saleFields = (item: Item) => [one(item, 'g:sale_price'), one(item, 'g:sale_price_effective_date')];

function assertMerchantValid(item: Item) {
  for (const f of REQUIRED) expect(one(item, f)?.trim(), `${f} of ${one(item, 'g:id')}`).toBeTruthy();
  expect(AVAILABILITY).toContain(one(item, 'g:availability'));
  expect(CONDITION).toContain(one(item, 'g:condition'));
  expect(one(item, 'g:price')).toMatch(/^\d+\.\d{2} SAR$/);
  expect(one(item, 'g:id')!.length).toBeLessThanOrEqual(50);
  expect(one(item, 'g:title')!.length).toBeLessThanOrEqual(150);
  expect(one(item, 'g:description')!.length).toBeLessThanOrEqual(5000);
  for (const link of [one(item, 'g:link')!, ...(item.fields.get('g:image_link') ?? []), ...(item.fields.get('g:additional_image_link') ?? [])])
    expect(link).toMatch(/^https?:\/\//);
}

const feedOf = (products: Product[], lang: 'en' | 'ar' = 'en', categories?: Category[]) =>
  items(feedIndexOrFeedXml(ORIGIN, catalogOf(products, categories), lang));

describe('product feed items', () => {
  it('a product without sizes is one item with every field Merchant Center requires', () => {
    const [item, ...rest] = feedOf([product()]);
    expect(rest).toEqual([]);
    assertMerchantValid(item);
    expect(one(item, 'g:id')).toBe('p1');
    expect(item.fields.has('g:item_group_id')).toBe(false);
    expect(item.fields.has('g:size')).toBe(false);
    expect(one(item, 'g:title')).toBe('Retro cap');
    expect(one(item, 'g:link')).toBe('https://shop.example/products/p1');
    expect(one(item, 'g:image_link')).toBe('https://shop.example/uploads/a.jpg');
    expect(item.fields.get('g:additional_image_link')).toEqual(['https://res.cloudinary.com/x/b.jpg']);
    expect(one(item, 'g:price')).toBe('120.00 SAR');
    expect(item.fields.has('g:sale_price')).toBe(false);
    expect(one(item, 'g:availability')).toBe('in_stock');
    expect(one(item, 'g:condition')).toBe('used');
    expect(one(item, 'g:brand')).toBe('Tambay');
    expect(one(item, 'g:product_type')).toBe('Caps > Snapbacks');
    expect(one(item, 'g:google_product_category')).toBe('Apparel & Accessories > Clothing Accessories > Hats');
  });

  it('a product with sizes is one item per size, grouped by the product, each with its own availability', () => {
    const p = product({
      sizes: ['S', 'M', 'L'],
      stockTracked: true,
      availability: 'LOW_STOCK',
      sizeStock: [
        { size: 'S', availability: 'SOLD_OUT', left: 0 },
        { size: 'M', availability: 'LOW_STOCK', left: 1 },
        { size: 'L', availability: 'IN_STOCK', left: null },
      ],
    });
    const list = feedOf([p]);
    expect(list.map((i) => one(i, 'g:size'))).toEqual(['S', 'M', 'L']);
    list.forEach(assertMerchantValid);
    expect(new Set(list.map((i) => one(i, 'g:id'))).size).toBe(3);
    expect(list.map((i) => one(i, 'g:item_group_id'))).toEqual(['p1', 'p1', 'p1']);
    expect(list.map((i) => one(i, 'g:availability'))).toEqual(['out_of_stock', 'in_stock', 'in_stock']);
  });

  it('each size links to the product page with that size chosen, and shares the product id as its group, in both feeds', () => {
    const p = product({ sizes: ['42', 'M & L', '44 ½'] });
    for (const lang of ['en', 'ar'] as const) {
      const page = `https://shop.example${lang === 'ar' ? '/ar' : ''}/products/p1`;
      const list = feedOf([p], lang);
      list.forEach(assertMerchantValid);
      expect(list.map((i) => one(i, 'g:item_group_id'))).toEqual(['p1', 'p1', 'p1']);
      expect(list.map((i) => one(i, 'g:size'))).toEqual(['42', 'M & L', '44 ½']);
      expect(list.map((i) => one(i, 'g:link'))).toEqual([`${page}?size=42`, `${page}?size=M%20%26%20L`, `${page}?size=44%20%C2%BD`]);
      expect(list.map((i) => i.fields.get('g:link'))).toEqual(list.map((i) => [one(i, 'g:link')]));
    }
  });

  it('the variant ids and addresses are those of the product page JSON-LD, so the feed item and the page name the same variant', () => {
    const p = product({ sizes: ['S', 'Extra extra large with a long explanation'] });
    for (const lang of ['en', 'ar'] as const) {
      const group = productJsonLd(p, ORIGIN, FALLBACK_SETTINGS, lang)[0] as { hasVariant: { sku: string; url: string; size: string }[] };
      const list = feedOf([p], lang);
      expect(list.map((i) => [one(i, 'g:id'), one(i, 'g:link'), one(i, 'g:size')])).toEqual(group.hasVariant.map((v) => [v.sku, v.url, v.size]));
    }
  });

  it('a product without sizes is one item without a group or size, linking to the plain product page, in both feeds', () => {
    for (const lang of ['en', 'ar'] as const) {
      const [item, ...rest] = feedOf([product()], lang);
      expect(rest).toEqual([]);
      expect(item.fields.has('g:item_group_id')).toBe(false);
      expect(item.fields.has('g:size')).toBe(false);
      expect(one(item, 'g:link')).toBe(`https://shop.example${lang === 'ar' ? '/ar' : ''}/products/p1`);
    }
  });

  it('an untracked product with sizes is in stock in every size', () => {
    const list = feedOf([product({ sizes: ['40', '41'] })]);
    expect(list.map((i) => one(i, 'g:availability'))).toEqual(['in_stock', 'in_stock']);
  });

  it('a sold-out product without sizes is out of stock', () => {
    const [item] = feedOf([product({ stockTracked: true, availability: 'SOLD_OUT', stockLeft: 0 })]);
    assertMerchantValid(item);
    expect(one(item, 'g:availability')).toBe('out_of_stock');
  });

  it('a discounted product has its selling price as price and the discount as sale_price', () => {
    const [item] = feedOf([product({ sellingPrice: 150, discountedPrice: 99.5 })]);
    expect(one(item, 'g:price')).toBe('150.00 SAR');
    expect(one(item, 'g:sale_price')).toBe('99.50 SAR');
  });

  it('an automatic promotion running now is the sale price for its dates, in both feeds; the price stays the regular one', () => {
    const running = (over: Partial<PublicPromotion>): PublicPromotion => ({
      id: 'wf',
      name: 'White Friday',
      nameAr: null,
      kind: 'PERCENT',
      value: 10,
      appliesTo: 'CATEGORIES',
      targets: ['c1'],
      minimumTotal: 0,
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      perOrderLimit: null,
      automatic: true,
      ...over,
    });
    const feed = (promotions: PublicPromotion[], p = product({ sellingPrice: 150 }), lang: 'en' | 'ar' = 'en') =>
      items(feedIndexOrFeedXml(ORIGIN, indexCatalog('http://api', FALLBACK_SETTINGS, [category()], [p], { licence: null, promotions }), lang))[0];
    for (const lang of ['en', 'ar'] as const) {
      const item = feed([running({})], undefined, lang);
      expect(one(item, 'g:price')).toBe('150.00 SAR');
      expect(one(item, 'g:sale_price')).toBe('135.00 SAR');
      expect(one(item, 'g:sale_price_effective_date')).toBe('2020-01-01T00:00:00.000Z/2099-01-01T00:00:00.000Z');
    }
    // ended, not yet started, another category, a code, an amount off the order or a minimum: no sale price
    for (const over of [
      { endsAt: '2021-01-01T00:00:00.000Z' },
      { startsAt: '2098-01-01T00:00:00.000Z' },
      { targets: ['c2'] },
      { automatic: false },
      { kind: 'FIXED_ORDER' as const, value: 20 },
      { minimumTotal: 300 },
    ]) {
      const item = feed([running(over)]);
      expect(item.fields.has('g:sale_price'), JSON.stringify(over)).toBe(false);
      expect(item.fields.has('g:sale_price_effective_date')).toBe(false);
    }
    // a product discounted on its own keeps its price as the sale price, with no dates
    const own = feed([running({})], product({ sellingPrice: 150, discountedPrice: 99.5 }));
    expect(saleFields(own)).toEqual(['99.50 SAR', undefined]);
    // an amount off each piece
    expect(one(feed([running({ kind: 'FIXED_PER_PIECE', value: 20 })]), 'g:sale_price')).toBe('130.00 SAR');
  });

  it('hidden and archived products are not in the feed', () => {
    const list = feedOf([product({ id: 'shown' }), product({ id: 'hidden', publiclyVisible: false }), product({ id: 'gone', archived: true })]);
    expect(list.map((i) => one(i, 'g:id'))).toEqual(['shown']);
  });

  it('the Arabic feed has the Arabic texts and links to the Arabic page, falling back to English where none is given', () => {
    const [item] = feedOf([product()], 'ar');
    assertMerchantValid(item);
    expect(one(item, 'g:title')).toBe('قبعة قديمة');
    expect(one(item, 'g:description')).toBe('قبعة.');
    expect(one(item, 'g:link')).toBe('https://shop.example/ar/products/p1');
    expect(one(item, 'g:product_type')).toBe('قبعات > Snapbacks');
    const [plain] = feedOf([product({ nameAr: null, descriptionAr: null })], 'ar');
    expect(one(plain, 'g:title')).toBe('Retro cap');
    expect(one(plain, 'g:description')).toBe('A cap.');
  });

  it('a product without a description gets one made from its name, brand and condition, as the page meta description is', () => {
    const [item] = feedOf([product({ description: null })]);
    assertMerchantValid(item);
    expect(one(item, 'g:description')).toContain('Retro cap');
  });

  it('a category without a Google category leaves the field out', () => {
    const [item] = feedOf([product()], 'en', [category({ googleProductCategory: null })]);
    expect(item.fields.has('g:google_product_category')).toBe(false);
  });

  it('text with &, <, quotes, emoji, Arabic and characters XML forbids parses and reads back as given, less the forbidden ones', () => {
    const name = 'Cap & "tee" <b>🧢</b> قبعة';
    const p = product({ name, brand: "Tom's & Co", description: `line\u0000one\u0008\u000b\u001f ok \ud800 done 🇸🇦`, sizes: ['M & L'] });
    const [item] = feedOf([p]);
    assertMerchantValid(item);
    expect(one(item, 'g:title')).toBe(name);
    expect(one(item, 'g:brand')).toBe("Tom's & Co");
    expect(one(item, 'g:description')).toBe('lineone ok  done 🇸🇦');
    expect(one(item, 'g:size')).toBe('M & L');
  });

  it('a size too long for the id keeps the item id within 50 characters and unique', () => {
    const long = 'Extra extra large with a long explanation';
    const list = feedOf([product({ id: 'cmabcdefghijklmnopqrstuvw', sizes: [long, `${long}!`] })]);
    list.forEach(assertMerchantValid);
    expect(new Set(list.map((i) => one(i, 'g:id'))).size).toBe(2);
  });

  it('maps every shop condition to one Merchant Center condition', () => {
    expect(['NEW', 'VINTAGE', 'SECOND_HAND', 'USED', 'REFURBISHED', 'COLLECTOR'].map((c) => feedCondition(c))).toEqual([
      'new',
      'used',
      'used',
      'used',
      'refurbished',
      'used',
    ]);
  });
});

describe('product feed files', () => {
  it('a catalog over the per-file limit is split into files named by an index, every product in exactly one, in both languages', () => {
    const n = FEED_PRODUCTS_PER_FILE * 2 + 5;
    const catalog = catalogOf(Array.from({ length: n }, (_, i) => product({ id: `p${i}` })));
    const count = feedFileCount(n);
    expect(count).toBe(3);
    for (const lang of ['en', 'ar'] as const) {
      const index = parse(feedIndexOrFeedXml(ORIGIN, catalog, lang));
      expect(index.documentElement!.nodeName).toBe('sitemapindex');
      const locs = Array.from({ length: index.getElementsByTagName('loc').length }, (_, i) => index.getElementsByTagName('loc')[i].textContent);
      expect(locs).toEqual([1, 2, 3].map((k) => ORIGIN + feedPartPath(lang, k)));
      const parts = [1, 2, 3].map((k) => feedFileXml(ORIGIN, catalog, lang, k)!);
      items(parts[0]); // well-formed, read by a real parser; the ids of all three are read by pattern to keep the test quick
      const ids = parts.flatMap((xml) => [...xml.matchAll(/<g:id>([^<]*)<\/g:id>/g)].map((m) => m[1]));
      expect(ids.sort()).toEqual(catalog.products.map((p) => p.id).sort());
    }
    expect(feedFileXml(ORIGIN, catalog, 'en', 4)).toBeNull();
    expect(feedFilePaths(catalog)).toEqual([
      FEED_PATHS.en,
      FEED_PATHS.ar,
      ...[1, 2, 3].flatMap((k) => [feedPartPath('en', k), feedPartPath('ar', k)]),
    ]);
  }, 30_000);

  it('a catalog within the limit is one feed at the main address and has no part files', () => {
    const catalog = catalogOf([product()]);
    expect(feedFilePaths(catalog)).toEqual([FEED_PATHS.en, FEED_PATHS.ar]);
    expect(FEED_PATHS).toEqual({ en: '/feeds/products.xml', ar: '/feeds/ar/products.xml' });
    expect(feedFileXml(ORIGIN, catalog, 'en', 1)).toBeNull();
  });
});

describe('feed files written again after a change', () => {
  // Each product's items are kept per language between renders: a part written after a change must still read as one
  // made from scratch (new product objects, which nothing was kept for).
  const fresh = (c: ReturnType<typeof catalogOf>, categories: Category[], settings = c.settings) =>
    indexCatalog('http://api', settings, categories, structuredClone(c.products));

  it('after a product change the feed holds its new items and every other item as a fresh render writes them', () => {
    const catalog = catalogOf([product({ id: 'p1' }), product({ id: 'p2', sizes: ['S', 'M'] }), product({ id: 'p3' })]);
    for (const lang of ['en', 'ar'] as const) feedIndexOrFeedXml(ORIGIN, catalog, lang);
    applyProductChange(
      catalog,
      'p2',
      publicProduct(
        product({
          id: 'p2',
          sizes: ['S', 'M'],
          stockTracked: true,
          availability: 'LOW_STOCK',
          stockLeft: 1,
          sizeStock: [
            { size: 'S', availability: 'SOLD_OUT', left: 0 },
            { size: 'M', availability: 'LOW_STOCK', left: 1 },
          ],
        }),
      ),
    );
    for (const lang of ['en', 'ar'] as const) {
      const xml = feedIndexOrFeedXml(ORIGIN, catalog, lang);
      expect(xml).toContain('<g:id>p2-S</g:id><g:item_group_id>p2</g:item_group_id><g:size>S</g:size><g:availability>out_of_stock');
      expect(xml).toBe(feedIndexOrFeedXml(ORIGIN, fresh(catalog, catalog.categories), lang));
    }
  });

  it('a category or settings change shows in the items of products that did not change', () => {
    const catalog = catalogOf([product({ id: 'p1', description: null }), product({ id: 'p2' })]);
    const before = feedIndexOrFeedXml(ORIGIN, catalog, 'en');
    const renamed = indexCatalog('http://api', catalog.settings, [category({ name: 'Hats', googleProductCategory: null })], catalog.products);
    const xml = feedIndexOrFeedXml(ORIGIN, renamed, 'en');
    expect(xml).not.toBe(before);
    expect(xml).toContain('<g:product_type>Hats &gt; Snapbacks</g:product_type>');
    expect(xml).toBe(feedIndexOrFeedXml(ORIGIN, fresh(renamed, renamed.categories), 'en'));
    const otherShop = indexCatalog('http://api', { ...catalog.settings, businessName: 'Another Shop' }, catalog.categories, catalog.products);
    expect(feedIndexOrFeedXml(ORIGIN, otherShop, 'en')).toBe(feedIndexOrFeedXml(ORIGIN, fresh(otherShop, otherShop.categories), 'en'));
    expect(feedIndexOrFeedXml('https://other.example', catalog, 'en')).toContain('https://other.example/products/p1');
  });
});
