// A storefront rebuild that meets a database outage: nothing of the served shop changes, the status says why,
// and the rebuild succeeds by itself once the database is back. Real PostgreSQL, the shop started as `npm start` does.
import assert from 'node:assert/strict';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { copyTemplateWithDatabaseAt } from '../lib/shop-data-template.mjs';
import { defaultTemplate } from '../lib/shop-process.mjs';
import { api, signIn, snapshot, startEmbeddedPostgres, until, startFaultShop as startShop } from './lib.mjs';

let pgRoot;
let pgDir;
let db;
let shop;

before(async () => {
  pgRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-db-'));
  chmodSync(pgRoot, 0o755);
  pgDir = path.join(pgRoot, 'pg');
  const dataDir = path.join(pgRoot, '.data');
  // The outage is what this test is about, not a first start: when this build has the data folder template, the
  // shop's folder and its database (with its password file) start as a copy of a first start's, as other test
  // shops do, instead of initialising PostgreSQL and seeding the demo catalog again. Without one, both start empty.
  copyTemplateWithDatabaseAt(defaultTemplate(), dataDir, pgDir);
  // a server this test can stop and start, so the outage is real and its moment chosen
  db = await startEmbeddedPostgres({ dataDir: pgDir });
  shop = await startShop({
    dataDir,
    env: {
      DATABASE_URL: db.url.replace(/\/postgres$/, '/shop'),
      STOREFRONT_REBUILD_DEBOUNCE_MS: '2000',
      // the incremental renderer too reads the change only after the database is down
      STOREFRONT_RENDER_DEBOUNCE_MS: '2000',
      STOREFRONT_RETRY_MS: '1000',
    },
  });
});

after(async () => {
  await shop?.stop();
  await db?.stop().catch(() => undefined);
  rmSync(pgRoot, { recursive: true, force: true });
});

test('a rebuild during a database outage keeps the last good storefront, reports the error, and succeeds once the database is back', async () => {
  const token = await signIn(shop);
  const { body: list } = await api(shop, 'GET', '/products?limit=1&publiclyVisible=true');
  const product = list.products[0];
  // the demo catalog fits one product sitemap file
  const pages = ['/', `/products/${product.id}`, `/category/${product.categoryId}`, '/sitemap.xml', '/sitemaps/products-1.xml', '/search'];
  const before = await snapshot(shop, pages);
  const served = (await api(shop, 'GET', '/site/status')).body;
  assert.equal(served.ready, true);
  assert.ok(before['/sitemap.xml'].includes('/sitemaps/products-1.xml'));
  assert.ok(before['/sitemaps/products-1.xml'].includes(`/products/${product.id}`));

  const renamed = `${product.name} (outage edition)`;
  const put = await api(shop, 'PUT', `/products/${product.id}`, { token, body: { name: renamed } });
  assert.equal(put.status, 200, put.text);
  const t0 = Date.now();
  const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  await db.stop(); // within the 2-second debounce: the rebuild will find no database

  const failed = await until(
    'the rebuild to fail',
    async () => {
      const s = (await api(shop, 'GET', '/site/status')).body;
      return s.lastError && !s.building && s;
    },
    90_000,
  );
  console.log(`# rebuild failed ${since()} after the database stopped`);
  assert.equal(failed.current.id, served.current.id, 'the last good build stays current');
  assert.ok(failed.failures >= 1);
  assert.deepEqual(await snapshot(shop, pages), before, 'every page is served exactly as before the outage');

  db = await startEmbeddedPostgres({ dataDir: pgDir, port: db.port });
  console.log(`# database back ${since()} after it stopped`);
  const rebuilt = await until(
    'the retried rebuild to succeed',
    async () => {
      const s = (await api(shop, 'GET', '/site/status')).body;
      return s.current.id !== served.current.id && s.lastError === null && s;
    },
    120_000,
  );
  console.log(`# rebuilt ${since()} after the database stopped`);
  assert.equal(rebuilt.failures, 0);
  assert.ok(rebuilt.current.pages >= served.current.pages);
  const { keptBuilds } = (await api(shop, 'GET', '/site/status', { token })).body;
  assert.ok(
    keptBuilds.some((b) => b.id === served.current.id),
    'the previous good build is kept for a restore',
  );
  const page = await fetch(`${shop.url}/products/${product.id}`).then((r) => r.text());
  assert.ok(page.includes('(outage edition)'), 'the change made before the outage is published');
  if (process.env.FAULTS_LOG === '1') {
    console.log(
      shop.output
        .join('')
        .split('\n')
        .filter((l) => /Storefront|catalog|embedded|Database/.test(l))
        .map((l) => `# ${l}`)
        .join('\n'),
    );
  }
});
