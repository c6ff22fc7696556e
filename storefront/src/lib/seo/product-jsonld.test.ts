import { describe, expect, it } from 'vitest';
import { productJsonLd } from './seo';
import { productStructuredDataProblems } from './google-product-rules.mjs';
import { FALLBACK_SETTINGS } from '../settings/site';
import type { Product } from '../../model/types';

// The product page's JSON-LD (built by productJsonLd, the function ProductPage.astro passes to the layout) held to
// Google's product variant guidance, whose rule list is google-product-rules.mjs:
// https://developers.google.com/search/docs/appearance/structured-data/product-variants

const ORIGIN = 'https://shop.example';

function product(over: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Court sneaker',
    nameAr: 'حذاء رياضي',
    brand: 'Tambay',
    description: 'Worn twice.',
    descriptionAr: 'لُبس مرتين.',
    condition: 'SECOND_HAND',
    material: 'Leather',
    subcategory: null,
    sizes: [],
    colors: ['White'],
    tags: [],
    featured: false,
    publiclyVisible: true,
    archived: false,
    sellingPrice: 300,
    discountedPrice: 250,
    currency: 'SAR',
    categoryId: 'c1',
    category: { id: 'c1', name: 'Shoes', nameAr: 'أحذية' },
    images: [
      { id: 'i1', url: '/uploads/a.jpg', alt: null, altAr: null, order: 0, isPrimary: true },
      { id: 'i2', url: 'https://res.cloudinary.com/x/b.jpg', alt: null, altAr: null, order: 1, isPrimary: false },
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

/** Counted per size: 42 sold out, 43 the last piece, "44 ½" (a size that needs encoding in an address) plenty. */
const sized = product({
  sizes: ['42', '43', '44 ½'],
  stockTracked: true,
  availability: 'LOW_STOCK',
  stockLeft: 1,
  sizeStock: [
    { size: '42', availability: 'SOLD_OUT', left: 0 },
    { size: '43', availability: 'LOW_STOCK', left: 1 },
    { size: '44 ½', availability: 'IN_STOCK', left: null },
  ],
});
const oneSize = product({
  id: 'p2',
  sizes: ['One Size'],
  stockTracked: true,
  availability: 'SOLD_OUT',
  stockLeft: 0,
  sizeStock: [{ size: 'One Size', availability: 'SOLD_OUT', left: 0 }],
});
const sizeless = product({ id: 'p3' });

/** What the page writes into its ld+json scripts, read back as a crawler would. */
const ldOf = (p: Product, lang: 'en' | 'ar') =>
  JSON.parse(JSON.stringify(productJsonLd(p, ORIGIN, FALLBACK_SETTINGS, lang))) as Record<string, any>[];
const main = (p: Product, lang: 'en' | 'ar') => ldOf(p, lang).find((n) => n['@type'] === 'Product' || n['@type'] === 'ProductGroup')!;

describe("the product page's JSON-LD against Google's product variant rules", () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const [kind, p] of [
      ['a sized product', sized],
      ['a one-size product', oneSize],
      ['a sizeless product', sizeless],
    ] as const) {
      it(`${kind} (${lang}) has every required and recommended property`, () => {
        expect(productStructuredDataProblems(ldOf(p, lang))).toEqual([]);
        // and it is the kind Google expects: a group of one Product per size when there are several sizes
        const node = main(p, lang);
        expect(node['@type']).toBe(p.sizes.length > 1 ? 'ProductGroup' : 'Product');
        if (p.sizes.length > 1) expect(node.hasVariant.map((v: { size: string }) => v.size)).toEqual(p.sizes);
      });
    }
  }

  it('the rules catch what Google would refuse: a variant without its currency or size, a group without variesBy, a shared sku', () => {
    const ld = ldOf(sized, 'en');
    const group = ld.find((n) => n['@type'] === 'ProductGroup')!;
    delete group.hasVariant[0].offers.priceCurrency;
    delete group.hasVariant[1].size;
    group.hasVariant[2].sku = group.hasVariant[0].sku;
    delete group.variesBy;
    expect(productStructuredDataProblems(ld)).toEqual(
      expect.arrayContaining([
        'ProductGroup: required variesBy is missing',
        'variant 1 (p1-42): required offers.priceCurrency is missing',
        'variant 3 (p1-42): its id p1-42 is not unique in the group',
      ]),
    );
    group.variesBy = ['https://schema.org/size'];
    expect(productStructuredDataProblems(ld)).toContain('variant 2 (p1-43): required size (from variesBy) is missing');
  });

  it('a product with several sizes is a ProductGroup of one Product per size, each with its own sku, price, stock and address', () => {
    const group = main(sized, 'en');
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      '@id': 'https://shop.example/products/p1#product',
      name: 'Court sneaker',
      productGroupID: 'p1',
      variesBy: ['https://schema.org/size'],
      url: 'https://shop.example/products/p1',
      brand: { '@type': 'Brand', name: 'Tambay' },
      description: 'Worn twice.',
    });
    expect(group).not.toHaveProperty('offers');
    expect(group.hasVariant.map((v: any) => v['@type'])).toEqual(['Product', 'Product', 'Product']);
    expect(group.hasVariant.map((v: any) => v.sku)).toEqual(['p1-42', 'p1-43', expect.stringMatching(/^p1-[0-9a-z]+$/)]);
    expect(group.hasVariant.map((v: any) => v.size)).toEqual(['42', '43', '44 ½']);
    expect(group.hasVariant.map((v: any) => v.name)).toEqual(['Court sneaker, size 42', 'Court sneaker, size 43', 'Court sneaker, size 44 ½']);
    expect(group.hasVariant.map((v: any) => v.url)).toEqual([
      'https://shop.example/products/p1?size=42',
      'https://shop.example/products/p1?size=43',
      'https://shop.example/products/p1?size=44%20%C2%BD',
    ]);
    expect(group.hasVariant.map((v: any) => v.offers.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/LimitedAvailability',
      'https://schema.org/InStock',
    ]);
    for (const v of group.hasVariant) {
      expect(v.image).toEqual(['https://shop.example/uploads/a.jpg', 'https://res.cloudinary.com/x/b.jpg']);
      expect(v.inProductGroupWithID).toBe('p1');
      expect(v.offers).toMatchObject({
        '@type': 'Offer',
        url: v.url,
        price: '250.00',
        priceCurrency: 'SAR',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Organization', name: FALLBACK_SETTINGS.businessName },
      });
    }
  });

  it('the Arabic page has the same structure with Arabic names and addresses under /ar/', () => {
    const group = main(sized, 'ar');
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      name: 'حذاء رياضي',
      inLanguage: 'ar',
      url: 'https://shop.example/ar/products/p1',
      productGroupID: 'p1',
    });
    expect(group.hasVariant.map((v: any) => v.name)).toEqual(['حذاء رياضي، المقاس 42', 'حذاء رياضي، المقاس 43', 'حذاء رياضي، المقاس 44 ½']);
    expect(group.hasVariant[0].url).toBe('https://shop.example/ar/products/p1?size=42');
    expect(group.hasVariant.map((v: any) => v.sku)).toEqual(main(sized, 'en').hasVariant.map((v: any) => v.sku));
  });

  it('an untracked product with sizes is in stock in every size', () => {
    const group = main(product({ sizes: ['S', 'M'] }), 'en');
    expect(group.hasVariant.map((v: any) => v.offers.availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/InStock']);
  });

  it('a product with one size stays a plain Product: that size, its id and its stock, at the canonical address', () => {
    const p = main(oneSize, 'en');
    expect(p['@type']).toBe('Product');
    expect(p).not.toHaveProperty('hasVariant');
    expect(p).toMatchObject({ sku: 'p2-One_Size', size: 'One Size', url: 'https://shop.example/products/p2' });
    expect(p.offers).toMatchObject({ url: 'https://shop.example/products/p2', availability: 'https://schema.org/OutOfStock', price: '250.00' });
  });

  it('a product without sizes stays a plain Product with the product id as its sku and no size', () => {
    const p = main(sizeless, 'ar');
    expect(p['@type']).toBe('Product');
    expect(p).toMatchObject({ sku: 'p3', name: 'حذاء رياضي', url: 'https://shop.example/ar/products/p3' });
    expect(p).not.toHaveProperty('size');
  });

  it("a product without a description gets the page's meta description, as Google recommends one", () => {
    const p = main(product({ id: 'p4', description: null, descriptionAr: null }), 'en');
    expect(p.description).toContain('Court sneaker');
    expect(productStructuredDataProblems(ldOf(product({ description: null, sizes: ['S', 'M'] }), 'ar'))).toEqual([]);
  });

  it('a product without photos leaves image out, and misses only what a photo would give', () => {
    const ld = ldOf(product({ images: [], sizes: ['S', 'M'] }), 'en');
    expect(ld[0]).not.toHaveProperty('image');
    expect(productStructuredDataProblems(ld)).toEqual(['variant 1 (p1-S): required image is missing', 'variant 2 (p1-M): required image is missing']);
    expect(productStructuredDataProblems(ld, { skip: ['image'] })).toEqual([]);
  });

  it('the breadcrumb still follows the product', () => {
    const crumbs = ldOf(sized, 'en').find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((c: any) => c.name)).toEqual(['Home', 'Shoes', 'Court sneaker']);
  });
});
