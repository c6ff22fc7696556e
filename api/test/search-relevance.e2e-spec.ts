import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { askBoth } from './catalog-index.fixtures';

/**
 * Relevance set: what a shopper types (exact words, brand + type, misspellings, words in another order) and the
 * product that must come first, on a fixed catalog. `first` lists every product that may rightly lead (equal
 * matches); `also` lists products that must be among the results; `not` ones that must not be.
 */
/** The shop's categories (English and Arabic names); a product's category is found by its kind below, else 'Other'. */
const CATEGORIES = {
  caps: { name: 'Caps', nameAr: 'قبعات' },
  shoes: { name: 'Shoes', nameAr: 'أحذية' },
  tees: { name: 'T-Shirts', nameAr: 'تيشيرتات' },
  other: { name: 'Other' },
};

const CATALOG: { name: string; brand: string; tags?: string[]; description?: string; nameAr?: string; descriptionAr?: string }[] = [
  {
    name: 'Vintage Bulls Snapback',
    brand: 'Mitchell & Ness',
    tags: ['nba'],
    description: 'Red wool, green undervisor',
    nameAr: 'قبعة سناب باك بولز قديمة',
  },
  { name: 'Lakers Script Snapback Cap', brand: 'New Era', description: 'Purple and gold' },
  {
    name: 'Retro Jeepney Graphic Tee',
    brand: 'Tambay',
    description: 'Soft cotton print',
    nameAr: 'تيشيرت جيبني مطبوع',
    descriptionAr: 'قطن ناعم من مانيلا',
  },
  { name: 'Manila Sunset Graphic Tee', brand: 'KRWN', description: 'Orange print on black cotton' },
  { name: 'Air Force Low Sneakers', brand: 'Nike', description: 'White leather', nameAr: 'حذاء رياضي منخفض', descriptionAr: 'جلد أبيض' },
  { name: 'Samba Classic Sneakers', brand: 'Adidas', description: 'Gum sole' },
  { name: 'Old Skool Checkerboard Sneakers', brand: 'Vans', description: 'Canvas and suede' },
  { name: 'Chuck Taylor High Tops', brand: 'Converse', description: 'Canvas, rubber toe cap' },
  { name: 'Desert Camel Trucker Hat', brand: 'Champion', description: 'Mesh back', nameAr: 'قبعة جمل الصحراء', descriptionAr: 'ظهر شبكي' },
  { name: 'Falcon Heritage Dad Hat', brand: "'47", description: 'Unstructured cotton' },
  { name: 'Tropical Palm Bucket Hat', brand: 'Puma', description: 'Reversible' },
  { name: 'Washed Denim Jacket', brand: "Levi's", description: 'Light wash trucker jacket' },
  { name: 'Varsity Bomber Jacket', brand: 'Champion', description: 'Wool body, leather sleeves' },
  { name: 'Corduroy Five Panel Cap', brand: 'Stussy', description: 'Brown corduroy' },
  { name: 'Faded Eagle Hoodie', brand: 'Carhartt', description: 'Heavy fleece', nameAr: 'هودي نسر باهت', descriptionAr: 'صوف ثقيل' },
  { name: 'Throwback Warriors Jersey', brand: 'Mitchell & Ness', description: 'Swingman cut' },
  { name: 'Pinstripe Baseball Jersey', brand: 'Majestic', description: 'Button front' },
  { name: 'Fleece Track Pants', brand: 'Adidas', description: 'Three stripes' },
  { name: 'Windbreaker Pullover', brand: 'Nike', description: 'Half zip, packable' },
  { name: 'Knit Beanie Mustard', brand: 'Carhartt', description: 'Ribbed acrylic' },
];

const SNAPBACKS = ['Vintage Bulls Snapback', 'Lakers Script Snapback Cap'];
const HATS = ['Desert Camel Trucker Hat', 'Falcon Heritage Dad Hat', 'Tropical Palm Bucket Hat'];
const CAPS = [...SNAPBACKS, ...HATS, 'Corduroy Five Panel Cap'];
const SHOES = ['Air Force Low Sneakers', 'Samba Classic Sneakers', 'Old Skool Checkerboard Sneakers', 'Chuck Taylor High Tops'];
const TEES = ['Retro Jeepney Graphic Tee', 'Manila Sunset Graphic Tee'];
const kindOf = (name: string): keyof typeof CATEGORIES =>
  CAPS.includes(name) ? 'caps' : SHOES.includes(name) ? 'shoes' : TEES.includes(name) ? 'tees' : 'other';
const SNEAKERS = ['Air Force Low Sneakers', 'Samba Classic Sneakers', 'Old Skool Checkerboard Sneakers'];
const JERSEYS = ['Throwback Warriors Jersey', 'Pinstripe Baseball Jersey'];

const CASES: { q: string; first: string[]; also?: string[]; not?: string[] }[] = [
  // exact words
  { q: 'hoodie', first: ['Faded Eagle Hoodie'] },
  { q: 'bomber', first: ['Varsity Bomber Jacket'] },
  { q: 'windbreaker', first: ['Windbreaker Pullover'] },
  { q: 'eagle', first: ['Faded Eagle Hoodie'] },
  { q: 'nba', first: ['Vintage Bulls Snapback'] },
  // brand + type
  { q: 'nike sneakers', first: ['Air Force Low Sneakers'], not: ['Samba Classic Sneakers', 'Windbreaker Pullover'] },
  { q: 'adidas sneakers', first: ['Samba Classic Sneakers'], not: ['Fleece Track Pants'] },
  { q: 'vans checkerboard', first: ['Old Skool Checkerboard Sneakers'] },
  { q: 'converse high tops', first: ['Chuck Taylor High Tops'] },
  { q: 'carhartt hoodie', first: ['Faded Eagle Hoodie'], not: ['Knit Beanie Mustard'] },
  { q: 'carhartt beanie', first: ['Knit Beanie Mustard'] },
  { q: 'champion jacket', first: ['Varsity Bomber Jacket'], not: ['Washed Denim Jacket'] },
  { q: 'new era cap', first: ['Lakers Script Snapback Cap'] },
  {
    q: 'mitchell ness',
    first: ['Vintage Bulls Snapback', 'Throwback Warriors Jersey'],
    also: ['Vintage Bulls Snapback', 'Throwback Warriors Jersey'],
  },
  // multi-word, any order
  { q: 'bulls snapback', first: ['Vintage Bulls Snapback'], not: ['Lakers Script Snapback Cap'] },
  { q: 'lakers cap', first: ['Lakers Script Snapback Cap'] },
  { q: 'trucker hat', first: ['Desert Camel Trucker Hat'] },
  { q: 'heritage falcon', first: ['Falcon Heritage Dad Hat'] },
  { q: 'manila sunset', first: ['Manila Sunset Graphic Tee'] },
  { q: 'jeepney tee', first: ['Retro Jeepney Graphic Tee'] },
  {
    q: 'graphic tee',
    first: ['Retro Jeepney Graphic Tee', 'Manila Sunset Graphic Tee'],
    also: ['Retro Jeepney Graphic Tee', 'Manila Sunset Graphic Tee'],
  },
  { q: 'denim jacket', first: ['Washed Denim Jacket'] },
  { q: 'baseball jersey', first: ['Pinstripe Baseball Jersey'] },
  { q: 'warriors jersey', first: ['Throwback Warriors Jersey'] },
  { q: 'track pants', first: ['Fleece Track Pants'] },
  { q: 'five panel', first: ['Corduroy Five Panel Cap'] },
  { q: 'mustard beanie', first: ['Knit Beanie Mustard'] },
  // a name word outranks the same word in another product's description
  { q: 'trucker', first: ['Desert Camel Trucker Hat'], also: ['Washed Denim Jacket'] },
  { q: 'corduroy', first: ['Corduroy Five Panel Cap'] },
  // typos and spellings as heard
  { q: 'snapbak', first: SNAPBACKS, also: SNAPBACKS },
  { q: 'snap back', first: SNAPBACKS, also: SNAPBACKS },
  { q: 'vintge bulls', first: ['Vintage Bulls Snapback'] },
  { q: 'jepney', first: ['Retro Jeepney Graphic Tee'] },
  { q: 'sneekers', first: SNEAKERS, also: SNEAKERS },
  { q: 'adiddas', first: ['Samba Classic Sneakers', 'Fleece Track Pants'], also: ['Samba Classic Sneakers', 'Fleece Track Pants'] },
  { q: 'chuck taylr', first: ['Chuck Taylor High Tops'] },
  { q: 'tropicl palm', first: ['Tropical Palm Bucket Hat'] },
  { q: 'varsty bomber', first: ['Varsity Bomber Jacket'] },
  { q: 'windbraker', first: ['Windbreaker Pullover'] },
  { q: 'jersy', first: JERSEYS, also: JERSEYS },
  { q: 'hoody', first: ['Faded Eagle Hoodie'] },
  { q: 'hodie', first: ['Faded Eagle Hoodie'] },
  // two letters swapped is one slip, however few trigrams the word keeps
  { q: 'snpaback', first: SNAPBACKS, also: SNAPBACKS },
  { q: 'sneakres', first: SNEAKERS, also: SNEAKERS },
  { q: 'jakcet', first: ['Washed Denim Jacket', 'Varsity Bomber Jacket'], also: ['Washed Denim Jacket', 'Varsity Bomber Jacket'] },
  { q: 'bmober', first: ['Varsity Bomber Jacket'] },
  { q: 'bomber jackt', first: ['Varsity Bomber Jacket'] },
  // more words shoppers type: descriptions, brands, parts of a name
  { q: 'pullover', first: ['Windbreaker Pullover'] },
  { q: 'jacket', first: ['Washed Denim Jacket', 'Varsity Bomber Jacket'], also: ['Washed Denim Jacket', 'Varsity Bomber Jacket'] },
  { q: 'purple', first: ['Lakers Script Snapback Cap'] },
  { q: 'gum sole', first: ['Samba Classic Sneakers'] },
  { q: 'leather', first: ['Air Force Low Sneakers', 'Varsity Bomber Jacket'], also: ['Air Force Low Sneakers', 'Varsity Bomber Jacket'] },
  { q: 'samba', first: ['Samba Classic Sneakers'] },
  { q: 'checkerboard', first: ['Old Skool Checkerboard Sneakers'] },
  { q: 'fleece', first: ['Fleece Track Pants'], also: ['Faded Eagle Hoodie'] },
  { q: 'beanie', first: ['Knit Beanie Mustard'] },
  { q: 'puma bucket hat', first: ['Tropical Palm Bucket Hat'] },
  { q: 'stussy', first: ['Corduroy Five Panel Cap'] },
  { q: 'majestic jersey', first: ['Pinstripe Baseball Jersey'], not: ['Throwback Warriors Jersey'] },
  { q: 'dad hat', first: ['Falcon Heritage Dad Hat'] },
  { q: 'swingman', first: ['Throwback Warriors Jersey'] },
  { q: 'bucket', first: ['Tropical Palm Bucket Hat'] },
  { q: 'corduroy cap', first: ['Corduroy Five Panel Cap'] },
  // Arabic: the names and descriptions in Arabic, spelt as shoppers type them (hamza, taa marbuta, alef maksura)
  { q: 'هودي', first: ['Faded Eagle Hoodie'] },
  { q: 'هودى', first: ['Faded Eagle Hoodie'] },
  { q: 'نسر', first: ['Faded Eagle Hoodie'] },
  { q: 'قبعه', first: ['Vintage Bulls Snapback', 'Desert Camel Trucker Hat'], also: ['Vintage Bulls Snapback', 'Desert Camel Trucker Hat'] },
  { q: 'جمل', first: ['Desert Camel Trucker Hat'] },
  { q: 'حذاء رياضي', first: ['Air Force Low Sneakers'] },
  { q: 'تيشيرت', first: ['Retro Jeepney Graphic Tee'] },
  { q: 'الصحراء', first: ['Desert Camel Trucker Hat'] },
  { q: 'الصحرا', first: ['Desert Camel Trucker Hat'] },
  { q: 'بولز', first: ['Vintage Bulls Snapback'] },
  { q: 'جيبني', first: ['Retro Jeepney Graphic Tee'] },
  { q: 'ابيض', first: ['Air Force Low Sneakers'] },
  { q: 'مانيلا', first: ['Retro Jeepney Graphic Tee'] },
  // a word naming the category finds all of it (the home page's popular chip "cap" finds every cap), a name holding
  // the word first; singular and plural, and the shop's synonyms, find each other
  { q: 'cap', first: ['Lakers Script Snapback Cap', 'Corduroy Five Panel Cap'], also: [...CAPS, 'Chuck Taylor High Tops'] },
  { q: 'caps', first: ['Lakers Script Snapback Cap', 'Corduroy Five Panel Cap'], also: [...CAPS, 'Chuck Taylor High Tops'] },
  { q: 'hats', first: HATS, also: HATS, not: SNAPBACKS },
  { q: 'shoes', first: SHOES, also: SHOES, not: CAPS },
  { q: 'shoe', first: SHOES, also: SHOES },
  { q: 'sneaker', first: SNEAKERS, also: SNEAKERS, not: ['Chuck Taylor High Tops'] },
  { q: 'nike shoes', first: ['Air Force Low Sneakers'], not: ['Samba Classic Sneakers', 'Windbreaker Pullover'] },
  { q: 'tee', first: TEES, also: TEES },
  { q: 'tees', first: TEES, also: TEES },
  { q: 't-shirt', first: TEES, also: TEES },
  { q: 'tshirts', first: TEES, also: TEES },
  { q: 'jerseys', first: JERSEYS, also: JERSEYS },
  { q: 'jackets', first: ['Washed Denim Jacket', 'Varsity Bomber Jacket'], also: ['Washed Denim Jacket', 'Varsity Bomber Jacket'] },
  { q: 'hoodies', first: ['Faded Eagle Hoodie'] },
  { q: 'قبعة', first: ['Vintage Bulls Snapback', 'Desert Camel Trucker Hat'], also: CAPS },
  { q: 'قبعات', first: ['Vintage Bulls Snapback', 'Desert Camel Trucker Hat'], also: CAPS },
  { q: 'أحذية', first: ['Air Force Low Sneakers'], also: SHOES },
  { q: 'حذاء', first: ['Air Force Low Sneakers'], also: SHOES },
  { q: 'احذيه', first: ['Air Force Low Sneakers'], also: SHOES },
  { q: 'تيشيرتات', first: ['Retro Jeepney Graphic Tee'], also: TEES },
];

describe('search relevance', () => {
  let t: TestApp;
  /** The same database answered by PostgreSQL only: every case must get the same answer from both paths. */
  let sql: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
    sql = await bootTestApp({ CATALOG_INDEX: 'off' }, [], t);
    delete process.env.CATALOG_INDEX;
    const owner = await t.tokenFor('OWNER');
    const ids = {} as Record<keyof typeof CATEGORIES, string>;
    for (const [kind, c] of Object.entries(CATEGORIES)) ids[kind as keyof typeof CATEGORIES] = (await createCategory(t, owner, c)).id;
    for (const p of CATALOG) await createProduct(t, owner, ids[kindOf(p.name)], { tags: [], ...p });
  });
  afterAll(async () => {
    await sql.close();
    await t.close();
  });

  it(`has at least 30 queries`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('has at least 60 queries, Arabic ones included', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(CASES.filter((c) => /[\u0600-\u06ff]/.test(c.q)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(CASES)('"$q" gets the same answer from the read model as from PostgreSQL', async ({ q }) => {
    for (const extra of ['&limit=10&facets=true', '&limit=3&page=2&sortBy=price&sortOrder=desc']) {
      const { fromIndex, fromSql } = await askBoth({ indexed: t, sql }, `/api/v1/products?search=${encodeURIComponent(q)}${extra}`);
      expect(fromIndex).toEqual(fromSql);
    }
  });

  it.each(CASES)('"$q" leads with the expected product', async ({ q, first, also = [], not = [] }) => {
    const res = await t.http.get(`/api/v1/products?limit=10&facets=true&search=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const names: string[] = res.body.data.products.map((p: { name: string }) => p.name);
    expect(first).toContain(names[0]);
    for (const n of also) expect(names).toContain(n);
    for (const n of not) expect(names).not.toContain(n);
    // the count and facets describe the same matches the page shows
    expect(res.body.data.pagination.total).toBe(names.length);
    const facetTotal = res.body.data.facets.brands.reduce((s: number, b: { count: number }) => s + b.count, 0);
    expect(facetTotal).toBe(names.length);
  });
});
