import { Client } from 'pg';
import { seededRandom } from '../src/core/ids/seeded-random';
import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import { DomainEvents } from '../src/core/cluster/domain-events';
import { BENCH_CATEGORIES, seedBenchCatalog } from '../bench/bench-catalog';
import { keyword, listingRequest, searchRequest } from '../bench/shopper-requests';
import { askBoth, bootIndexedAndSql, closeBoth, reloadFromDatabase } from './catalog-index.fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * The differential proof: shoppers' lists answered by the in-memory read model and by PostgreSQL must be the same
 * JSON (items, order, counts, facets, the size filter and sizes facet included) for 1,000 generated queries over a few thousand varied products. Any
 * difference is a bug in one of the two paths.
 */
const PRODUCTS = 3_000;
const QUERIES = 1_000;
const ARABIC = [
  'قبعة',
  'قبعه',
  'سناب',
  'تيشيرت',
  'حذاء',
  'رياضي',
  'صقر',
  'صحراوى',
  'الرياض',
  'مانيلا',
  'نخله',
  'بولز',
  'أولد',
  'اولد',
  'قديم',
  'ليكرز',
  'جمل',
  'ريترو',
  'كلاسيكى',
  'مغسول',
];
const SIZES = ['42', '40', '44', 'M', 'XL', 'One Size', '45'];
const SIZES_OF = { cap: ['One Size'], tee: ['S', 'M', 'L', 'XL'], shoe: ['40', '41', '42', '43', '44', '45'] };
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** A shopper's query: the storefront's search or category shapes, plus stock, featured and size filters, Arabic words, other page sizes. */
function generatedQuery(r: () => number, sizeR?: () => number): string {
  const url = new URL(r() < 0.6 ? searchRequest(r) : listingRequest(r), 'http://x');
  const q = url.searchParams;
  if (q.has('search') && r() < 0.2) q.set('search', r() < 0.5 ? pick(r, ARABIC) : `${pick(r, ARABIC)} ${pick(r, ARABIC)}`);
  if (!q.has('search') && r() < 0.15) q.set('search', keyword(r));
  // a few thousand products: deep pages are mostly past the end, so most pages are kept near the start
  if (r() < 0.8) q.set('page', String(1 + Math.floor(r() * 6)));
  if (r() < 0.2) q.set('limit', String(pick(r, [1, 5, 24, 48, 100])));
  if (r() < 0.15) q.set('stock', pick(r, ['IN_STOCK', 'LOW_STOCK', 'SOLD_OUT']));
  if (r() < 0.08) q.set('featured', pick(r, ['true', 'false']));
  if (r() < 0.1) q.set('sortBy', pick(r, ['createdAt', 'name', 'brand', 'price']));
  if (r() < 0.05) q.set('sortOrder', 'asc');
  if (r() < 0.1) q.set('category', pick(r, BENCH_CATEGORIES).id);
  if (r() < 0.1) q.set('brand', pick(r, ['nike', 'NIKE', 'New Era,Vans', "'47", 'Mitchell & Ness']));
  if (r() < 0.1) q.set('condition', pick(r, ['VINTAGE', 'new,used', 'COLLECTOR']));
  if (r() < 0.2) q.delete('facets');
  // sizes from their own stream (the other keys stay as they were drawn): the category's own sizes when it names one,
  // else any of the bench catalog's (caps, tees, shoes) or one no product has; sometimes two
  if (sizeR && sizeR() < 0.2) {
    const kind = BENCH_CATEGORIES.find((c) => c.id === q.get('category'))?.kind;
    const sizes = kind ? SIZES_OF[kind] : SIZES;
    q.append('size', pick(sizeR, sizes));
    if (sizeR() < 0.25) q.append('size', pick(sizeR, sizes));
  }
  return `${url.pathname}?${q}`;
}

/** What a difference is read from: the page's ids in order, the counts and the facets. */
function brief(body: unknown) {
  const data = (body as { data?: { products: { id: string }[]; pagination: unknown; facets?: unknown } }).data;
  return data ? { ids: data.products.map((p) => p.id), pagination: data.pagination, facets: data.facets } : body;
}

describe('catalog read model against PostgreSQL (differential)', () => {
  let both: { indexed: TestApp; sql: TestApp };

  beforeAll(async () => {
    both = await bootIndexedAndSql();
    const db = new Client({ connectionString: both.indexed.databaseUrl });
    await db.connect();
    try {
      await seedBenchCatalog(db, PRODUCTS);
      // what the bench catalog lacks: counted stock (sold out, low, plenty), brand spellings differing in case only,
      // products created in the same microsecond, prices equal across products
      await db.query(
        `UPDATE products SET stock_left = (abs(hashtext(id || 's')) % 5) * (abs(hashtext(id || 'q')) % 4) WHERE abs(hashtext(id)) % 3 = 0`,
      );
      // counted per size, as staff count it (the trigger sums stock_left): some sizes with pieces, some none, some
      // without a count row (none left), on products the line above left alone
      await db.query(
        `INSERT INTO product_stock (product_id, size, on_hand)
         SELECT p.id, s.size, abs(hashtext(p.id || s.size)) % 3 FROM products p CROSS JOIN LATERAL unnest(p.sizes) AS s(size)
         WHERE abs(hashtext(p.id)) % 3 <> 0 AND abs(hashtext(p.id || 'z')) % 3 = 0 AND abs(hashtext(p.id || s.size || 'r')) % 5 <> 0`,
      );
      await db.query(`UPDATE products SET brand = upper(brand) WHERE abs(hashtext(id || 'u')) % 11 = 0`);
      await db.query(`UPDATE products SET created_at = date_trunc('hour', created_at) WHERE abs(hashtext(id || 'c')) % 7 = 0`);
      await db.query(`UPDATE categories SET publicly_visible = false WHERE id = $1`, [BENCH_CATEGORIES[2].id]);
      await db.query(`UPDATE categories SET publicly_visible = true WHERE id = $1`, [BENCH_CATEGORIES[3].id]);
    } finally {
      await db.end();
    }
    await reloadFromDatabase(both.indexed);
    expect(both.indexed.app.get(CatalogIndexService).serving).toBe(true);
    expect(both.sql.app.get(CatalogIndexService).serving).toBe(false);
  }, 120_000);
  afterAll(() => closeBoth(both));

  it(`gives the same items, order, counts and facets as PostgreSQL for ${QUERIES} generated shoppers' queries`, async () => {
    const r = seededRandom(28);
    const sizeR = seededRandom(29);
    const urls = Array.from({ length: QUERIES }, () => generatedQuery(r, sizeR));
    const differ: string[] = [];
    let nonEmpty = 0;
    let sized = 0;
    for (let i = 0; i < urls.length; i += 4) {
      const answers = await Promise.all(urls.slice(i, i + 4).map((u) => askBoth(both, u).then((a) => ({ u, ...a }))));
      for (const a of answers) {
        if (JSON.stringify(a.fromIndex) !== JSON.stringify(a.fromSql)) differ.push(a.u);
        if (a.status === 200 && (a.fromSql as { data: { products: unknown[] } }).data.products.length) {
          nonEmpty++;
          if (a.u.includes('size=')) sized++;
        }
      }
    }
    if (differ.length) {
      const first = await askBoth(both, differ[0]);
      expect({ url: differ[0], differing: differ.length, answer: brief(first.fromIndex) }).toEqual({
        url: differ[0],
        differing: 0,
        answer: brief(first.fromSql),
      });
    }
    // the comparison means something only if most answers hold products
    expect(nonEmpty).toBeGreaterThan(QUERIES * 0.4);
    expect(sized).toBeGreaterThan(40);
  }, 300_000);

  it('stays the same as PostgreSQL after 60 staff changes applied one by one (renames, prices, brands, archive, stock, delete)', async () => {
    const { indexed } = both;
    const owner = await indexed.tokenFor('OWNER');
    const r = seededRandom(2828);
    const ids = ((await indexed.ds.query(`SELECT id FROM products ORDER BY id`)) as { id: string }[]).map((x) => x.id);
    const names = ['Sunset Wombat Snapback', 'Heritage Falcon Tee', 'Retro Samba Low Sneakers', 'Desert Camel Cap'];
    for (let i = 0; i < 60; i++) {
      const id = ids[Math.floor(r() * ids.length)];
      const put = (body: object) => indexed.http.put(`/api/v1/products/${id}`).set(indexed.bearer(owner)).send(body);
      const kind = i % 6;
      if (kind === 0) await put({ name: pick(r, names), nameAr: pick(r, ['قبعة صقر', 'حذاء جمل']) }).expect(200);
      else if (kind === 1) await put({ originalPrice: 30, sellingPrice: 40 + Math.floor(r() * 300), discountedPrice: null }).expect(200);
      else if (kind === 2) await put({ brand: pick(r, ['NIKE', 'Vans', 'Stussy']) }).expect(200);
      else if (kind === 3)
        await indexed.http
          .patch(`/api/v1/products/${id}/${r() < 0.5 ? 'archive' : 'restore'}`)
          .set(indexed.bearer(owner))
          .expect(200);
      else if (kind === 4) {
        const [{ sizes }] = (await indexed.ds.query(`SELECT sizes FROM products WHERE id = $1`, [id])) as { sizes: string[] }[];
        const counts = sizes.map((size) => ({ size, onHand: Math.floor(r() * 3) }));
        await indexed.http.put(`/api/v1/products/${id}/stock`).set(indexed.bearer(owner)).send({ tracked: true, sizes: counts }).expect(200);
      } else {
        await indexed.http.delete(`/api/v1/products/${id}`).set(indexed.bearer(owner)).expect(200);
        ids.splice(ids.indexOf(id), 1);
      }
    }
    const sizeR = seededRandom(2929);
    const urls = Array.from({ length: 200 }, () => generatedQuery(r, sizeR));
    urls.push(
      '/api/v1/products?search=wombat&facets=true',
      '/api/v1/products?search=stussy&facets=true',
      '/api/v1/products?sortBy=brand&facets=true&limit=100',
      '/api/v1/products?size=42&facets=true&limit=100',
      '/api/v1/products?size=M&size=XL&facets=true&sortBy=price',
    );
    for (const u of urls) {
      const a = await askBoth(both, u);
      expect({ url: u, answer: brief(a.fromIndex) }).toEqual({ url: u, answer: brief(a.fromSql) });
    }
  }, 300_000);
  it('stays the same as PostgreSQL for plurals, singulars and synonyms in both languages, best match first and by price', async () => {
    const words = [
      'caps',
      'cap',
      'shoes',
      'sneakers',
      'tees',
      'tee',
      't-shirts',
      'tshirt',
      'hoodies',
      'boxes',
      'قبعات',
      'قبعة',
      'أحذية',
      'حذاء',
      'تيشيرتات',
      'قمصان',
      'retro caps',
      'قبعات سناب',
    ];
    const found: Record<string, number> = {};
    for (const w of words) {
      for (const extra of ['&facets=true', '&limit=100', '&sortBy=price&sortOrder=asc&limit=50']) {
        const u = `/api/v1/products?search=${encodeURIComponent(w)}${extra}`;
        const a = await askBoth(both, u);
        expect({ url: u, answer: brief(a.fromIndex) }).toEqual({ url: u, answer: brief(a.fromSql) });
        expect([u, a.status]).toEqual([u, 200]);
        found[w] = (a.fromSql as { data: { pagination: { total: number } } }).data.pagination.total;
      }
    }
    // a plural finds at least what its singular finds, and the words mean something on this catalog
    expect(found.caps).toBeGreaterThanOrEqual(found.cap);
    expect(found.cap).toBeGreaterThan(0);
    expect(found.tees).toBe(found.tee);
    expect(found['قبعات']).toBeGreaterThanOrEqual(found['قبعة']);
    expect(found['قبعة']).toBeGreaterThan(0);
    expect(found['أحذية']).toBe(found['حذاء']);
  }, 300_000);
  it('stays the same as PostgreSQL for words naming a category (English and Arabic, before and after a rename), and finds every product of that category', async () => {
    const [caps, tees, shoes] = BENCH_CATEGORIES;
    const total = async (u: string) => {
      const a = await askBoth(both, u);
      expect({ url: u, answer: brief(a.fromIndex) }).toEqual({ url: u, answer: brief(a.fromSql) });
      expect([u, a.status]).toEqual([u, 200]);
      return { total: (a.fromSql as { data: { pagination: { total: number } } }).data.pagination.total, body: a.fromSql };
    };
    const inCategory = async (id: string) =>
      Number(
        ((await both.indexed.ds.query(`SELECT count(*) AS n FROM products WHERE category_id = $1 AND NOT archived`, [id])) as { n: string }[])[0].n,
      );
    // rows written straight to the database announce nothing: both instances forget what they cached (the PostgreSQL
    // one its public list cache, which still holds the answers the test above asked for), the read model reloads
    const readAgain = async () => {
      both.sql.app.get(DomainEvents).resync();
      await reloadFromDatabase(both.indexed);
    };
    const db = new Client({ connectionString: both.indexed.databaseUrl });
    await db.connect();
    try {
      await db.query(`UPDATE categories SET name_ar = $2 WHERE id = $1`, [caps.id, 'قبعات']);
      await db.query(`UPDATE categories SET name_ar = $2 WHERE id = $1`, [tees.id, 'تيشيرتات']);
      await db.query(`UPDATE categories SET name_ar = $2 WHERE id = $1`, [shoes.id, 'أحذية']);
      await readAgain();
      const words = [
        'cap',
        'caps',
        'shoe',
        'shoes',
        'shirt',
        't-shirts',
        'tee',
        'vintage',
        'قبعة',
        'قبعات',
        'حذاء',
        'أحذية',
        'تيشيرت',
        'cap nike',
        'shoes 42',
      ];
      for (const w of words) {
        for (const extra of ['&facets=true', '&sortBy=price&sortOrder=desc&limit=100', `&category=${caps.id}`])
          await total(`/api/v1/products?search=${encodeURIComponent(w)}${extra}`);
      }
      // every cap and every T-shirt, in English and Arabic, singular and plural (Shoes is hidden in this catalog: its
      // words are compared above, and find nothing of it)
      for (const w of ['cap', 'caps', 'قبعة', 'قبعات'])
        expect((await total(`/api/v1/products?search=${encodeURIComponent(w)}&category=${caps.id}`)).total).toBe(await inCategory(caps.id));
      for (const w of ['tee', 't-shirts', 'تيشيرت', 'تيشيرتات'])
        expect((await total(`/api/v1/products?search=${encodeURIComponent(w)}&category=${tees.id}`)).total).toBe(await inCategory(tees.id));

      // a renamed category: its new name finds its products, its old name only what says it itself
      await db.query(`UPDATE categories SET name = 'Headwear' WHERE id = $1`, [caps.id]);
      await readAgain();
      expect((await total(`/api/v1/products?search=headwear&category=${caps.id}`)).total).toBe(await inCategory(caps.id));
      await total('/api/v1/products?search=caps&facets=true');
      await total('/api/v1/products?search=headwear&facets=true');
    } finally {
      await db.query(`UPDATE categories SET name = $2, name_ar = NULL WHERE id = $1`, [caps.id, caps.name]);
      await db.query(`UPDATE categories SET name_ar = NULL WHERE id = ANY($1::varchar[])`, [[tees.id, shoes.id]]);
      await db.end();
      await readAgain();
    }
  }, 300_000);
});
