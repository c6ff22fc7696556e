import sharp from 'sharp';
import { POPULAR_SEARCHES } from '@shop/common';
import { DEMO_PRODUCTS } from '../src/seed/demo-catalog';
import { DomainEvents } from '../src/core/domain-events';
import { SeedService } from '../src/seed/seed.service';
import { SettingsService } from '../src/settings/settings.service';
import { UploadsService } from '../src/uploads/uploads.service';
import { bootTestApp, type TestApp } from './helpers/test-app';

describe('demo seed', () => {
  let t: TestApp;
  const api = (p: string) => `/api/v1${p}`;
  const count = async (table: string) => (await t.ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  beforeAll(async () => {
    t = await bootTestApp({ SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(() => t.close());

  it('seeds the empty shop while the app starts, and never again', async () => {
    expect(await count('categories')).toBe(3);
    expect(await count('products')).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(20);
    const images = await count('product_images');
    const seed = t.app.get(SeedService);
    expect(await seed.seedIfEmpty()).toMatchObject({ seeded: false, reason: 'not-empty' });
    expect(await count('products')).toBe(DEMO_PRODUCTS.length);
    expect(await count('product_images')).toBe(images);
  });

  it('makes a browsable shop: three public categories, featured items, one hidden and one archived', async () => {
    const cats = (await t.http.get(api('/categories/public'))).body.data;
    expect(cats.map((c: any) => c.name)).toEqual(['Caps', 'Vintage T-Shirts', 'Shoes']);
    expect(cats.every((c: any) => c.image && c.cloudinaryId && c._count.products > 0)).toBe(true);

    const owner = await t.tokenFor('OWNER');
    const all = (await t.http.get(api('/products?limit=100')).set(t.bearer(owner))).body.data.products as any[];
    expect(all.filter((p) => !p.publiclyVisible)).toHaveLength(1);
    expect(all.filter((p) => p.archived)).toHaveLength(1);
    expect(new Set(all.map((p) => p.condition)).size).toBe(6);
    for (const brand of ['New Era', 'KRWN', 'Tambay', "'47", 'Mitchell & Ness', 'Nike', 'Adidas', 'Vans', 'Converse']) {
      expect(all.some((p) => p.brand === brand)).toBe(true);
    }
    for (const p of all) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images[0].isPrimary).toBe(true);
      expect(p.sellingPrice).toBeGreaterThanOrEqual(p.originalPrice);
      if (p.discountedPrice !== null) expect(p.discountedPrice).toBeLessThan(p.sellingPrice);
      expect(p.currency).toBe('SAR');
    }

    const shown = (await t.http.get(api('/products?limit=100'))).body.data;
    expect(shown.pagination.total).toBe(DEMO_PRODUCTS.length - 2);
    const featured = (await t.http.get(api('/products?featured=true&publiclyVisible=true&limit=4'))).body.data.products;
    expect(featured).toHaveLength(4);
    for (const keyword of POPULAR_SEARCHES) {
      const hits = (await t.http.get(api(`/products?publiclyVisible=true&limit=1000&search=${encodeURIComponent(keyword)}`))).body.data;
      expect(hits.pagination.total).toBeGreaterThan(0);
    }
  });

  it('stores real 800x800 pictures that the API serves', async () => {
    const [p] = (await t.http.get(api('/products?limit=1'))).body.data.products;
    const img = p.images[0];
    expect(img.url).toMatch(/^\/uploads\//);
    const res = await t.http.get(img.url).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(800);
    expect(['jpeg', 'png', 'webp']).toContain(meta.format);
  });
});

// Its own app, booted after the first one closed: passport keeps one process-wide 'jwt' strategy, so the app booted
// last decides which tokens are valid.
describe('demo seed under concurrent starts', () => {
  it('seeds once even when asked twice at the same time', async () => {
    const fresh = await bootTestApp({ SEED_DEMO: 'false' });
    try {
      // same code, switched on by hand: the boot hook stayed off, so the catalog is empty
      const seed = new SeedService(fresh.ds, { ...fresh.config, seedDemo: true }, fresh.app.get(SettingsService), fresh.app.get(UploadsService), fresh.app.get(DomainEvents));
      const results = await Promise.all([seed.seedIfEmpty(), seed.seedIfEmpty()]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      expect(results.find((r) => !r.seeded)?.reason).toMatch(/busy|not-empty/);
      const done = results.find((r) => r.seeded)!;
      expect(done).toMatchObject({ categories: 3, products: DEMO_PRODUCTS.length });
      const n = async (table: string) => (await fresh.ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
      expect(await n('products')).toBe(DEMO_PRODUCTS.length);
      expect(await n('product_images')).toBe(done.images - 3);
      expect(await seed.seedIfEmpty()).toMatchObject({ seeded: false, reason: 'not-empty' });
    } finally {
      await fresh.close();
    }
  }, 120_000);

});

describe('demo seed switched off', () => {
  it('does nothing when SEED_DEMO=false', async () => {
    const t = await bootTestApp({ SEED_DEMO: 'false' });
    try {
      expect(await t.app.get(SeedService).seedIfEmpty()).toMatchObject({ seeded: false, reason: 'disabled' });
      expect((await t.ds.query('SELECT count(*)::int AS n FROM products'))[0].n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
