// A restart of the shop keeps the storefront it already built when neither the storefront's code nor the catalog
// changed, and builds again when the catalog was changed while it was stopped (by a script, another instance, a
// restored backup). Real PostgreSQL (kept running across the restarts so the change can be made between them) and
// the shop started as `npm start` does, three times on one data folder and one address.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort, ROOT, startShop } from '../lib/shop-process.mjs';
import { api, signIn, SITE_URL, startEmbeddedPostgres, until } from '../faults/lib.mjs';

const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

let tmp;
let db;
let shop;
let port;
let env;
const dataDir = () => path.join(tmp, '.data');
const status = async () => (await api(shop, 'GET', '/site/status')).body;
const builds = () => shop.output.join('').match(/building the storefront \(([^)]*)\)/g) ?? [];

/** Starts the shop on the kept data folder and waits until it has nothing left to build. */
async function restart() {
  await shop?.stop();
  shop = await startShop({ dataDir: dataDir(), port, env });
  await until(
    'the storefront to settle',
    async () => {
      const s = await status();
      return s.ready && !s.building && !s.queued;
    },
    300_000,
  );
  return status();
}

before(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
  chmodSync(tmp, 0o755);
  db = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), notice: () => undefined });
  port = await freePort();
  env = {
    DATABASE_URL: db.url.replace(/\/postgres$/, '/shop'),
    JWT_SECRET: 'restart-test-secret-0123456789abcdef0123456789',
    // the address the fault tests' shops build for, so their renderer bundle serves this shop too
    PUBLIC_SITE_URL: SITE_URL,
  };
});

after(async () => {
  await shop?.stop();
  await db?.stop().catch(() => undefined);
  rmSync(tmp, { recursive: true, force: true });
});

test('a restart with nothing changed serves the kept storefront build and builds nothing', async () => {
  const first = await restart();
  assert.ok(builds().length >= 1, 'the first start builds');
  const second = await restart();
  assert.deepEqual(builds(), [], 'no build on the second start');
  assert.equal(second.current.id, first.current.id);
  const home = await fetch(`${shop.url}/`);
  assert.equal(home.status, 200);
  assert.ok(!(await home.text()).includes('data-shop-opening'));
});

test('a catalog change made while the shop was stopped makes the next start build, and the change is served', async () => {
  const kept = (await status()).current.id;
  const { body: list } = await api(shop, 'GET', '/products?limit=1&publiclyVisible=true');
  const { id } = list.products[0];
  await shop.stop();
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(`UPDATE products SET name = name || ' (renamed while stopped)' WHERE id = $1`, [id]);
  await client.end();
  const now = await restart();
  assert.deepEqual(builds(), ['building the storefront (the catalog changed since the kept build)']);
  // the storefront's source was built before (the first start), so this build renders its pages with that bundle
  assert.match(shop.output.join(''), /storefront ready: \d+ pages in [\d.]+ s \(rendered with the renderer bundle\)/);
  assert.notEqual(now.current.id, kept);
  const page = await (await fetch(`${shop.url}/products/${id}`)).text();
  assert.ok(page.includes('(renamed while stopped)'), 'the new build shows the change');
});

test('a promotion that started while the shop was stopped: the next start builds, and its banner and sale price are served', async () => {
  const token = await signIn(shop);
  const saved = await api(shop, 'POST', '/promotions', {
    token,
    body: {
      name: 'Started while stopped',
      nameAr: 'بدأ والمتجر متوقف',
      kind: 'PERCENT',
      value: 10,
      appliesTo: 'ORDER',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      acknowledgeWarnings: true,
    },
  });
  assert.equal(saved.status, 201, saved.text);
  const { id } = saved.body;
  // saved a day ahead, so no page shows it and nothing is built for it
  assert.ok(!(await (await fetch(`${shop.url}/`)).text()).includes(`data-promotion="${id}"`));
  const kept = (await status()).current.id;
  await shop.stop();
  // the clock passes its start while the shop is stopped (its start moved to a minute ago: PostgreSQL's clock cannot be moved)
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(`UPDATE promotions SET starts_at = now() - interval '1 minute' WHERE id = $1`, [id]);
  await client.end();
  const now = await restart();
  assert.deepEqual(builds(), ['building the storefront (the catalog changed since the kept build)']);
  assert.notEqual(now.current.id, kept);
  assert.ok((await (await fetch(`${shop.url}/`)).text()).includes(`data-promotion="${id}"`), 'the banner is on the home page');
  assert.ok((await (await fetch(`${shop.url}/ar`)).text()).includes(`data-promotion="${id}"`), 'and on the Arabic one');
  assert.match(await (await fetch(`${shop.url}/feeds/products.xml`)).text(), /<g:sale_price_effective_date>/, 'the feed carries the sale price');
});
