// The product feeds against a full build: a size selling out through a sale reaches its feed item in the same
// incremental render as the product page (same affected-files list), and a category's Google product category
// reaches every feed file; after each, the served build (pages and feeds, English and Arabic) equals byte for byte
// what a renderer started afresh makes of the same data. The same holds after a spreadsheet import of a few changed
// rows, compared with the full build itself (the fallback after the renderer is killed); and an
// import whose shop is killed mid-apply changes nothing, then applies in full when sent again. Real PostgreSQL, the
// shop started as `npm start`, once for the whole file (the last test restarts it on the same data folder). First, the
// discount licence saved at once after start reaches the pages in the render its save asks for.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DOMParser } from '@xmldom/xmldom';
import { fingerprint, ledgerErrors, shopDb } from '../lib/backup-shop-db.mjs';
import { csvFile, exportRows, importSheet } from './catalog-sheet.mjs';
import { api, signIn, sleep, startFaultShop as startShop } from './lib.mjs';
import { fileOf, renderChecks } from './render-checks.mjs';

const FEEDS = { en: 'feeds/products.xml', ar: 'feeds/ar/products.xml' };
const SHOP_ENV = { STOREFRONT_RENDER_DEBOUNCE_MS: '100' };
let shop;
let check;
/** The shop started again on the same data folder after the import test kills it. */
let restarted;

/** The feed's items as { field: value } (first value of each), after checking the file is well-formed XML. */
function feedItems(xml) {
  const errors = [];
  const doc = new DOMParser({ onError: (level, msg) => errors.push(`${level}: ${msg}`) }).parseFromString(xml.toString(), 'text/xml');
  assert.deepEqual(errors, [], 'the feed is well-formed XML');
  const items = doc.getElementsByTagName('item');
  return Array.from({ length: items.length }, (_, i) => {
    const fields = {};
    for (const c of Array.from(items[i].childNodes)) if (c.nodeType === 1 && !(c.nodeName in fields)) fields[c.nodeName] = c.textContent;
    return fields;
  });
}

const itemOf = (xml, productId, size) => feedItems(xml).find((i) => i['g:item_group_id'] === productId && i['g:size'] === size);

before(async () => {
  shop = await startShop({ env: SHOP_ENV });
  check = renderChecks(shop, await signIn(shop));
});

after(async () => {
  await restarted?.stop();
  await shop?.stop();
});

// Issue 43: the promotion clock's first look (a minute after start) only remembers what the pages show; a licence
// saved before it must still reach the pages, in the render its save asks for (not a minute later, by the clock).
test("the discount licence saved in the shop's first minute is beside every struck price in the render its save asks for", async () => {
  const { body } = await api(shop, 'GET', '/products?limit=1000&publiclyVisible=true&sortBy=createdAt&sortOrder=desc');
  const struck = body.products.find((p) => p.discountedPrice !== null && Number(p.discountedPrice) < Number(p.sellingPrice));
  assert.ok(struck, 'the demo catalog has a product with a struck price');
  const licence = { number: '4300187', validFrom: '2020-01-01', validTo: '2099-12-31', minPercent: 1, maxPercent: 90 };
  const r = await check.renderAfter(() => check.call('PUT', '/promotions/licence', licence), /^licence updated$/);
  assert.match(r.after.get(fileOf(`/products/${struck.id}`)).toString(), /Discount licence no\. 4300187/);
  assert.match(r.after.get(fileOf(`/ar/products/${struck.id}`)).toString(), /ترخيص التخفيض رقم 4300187/);
  await check.sameAsFreshRender(r);
});

test('a sale selling out a size turns its feed item out of stock in the render that rewrites the product page, as a full build would', async () => {
  const { body } = await api(shop, 'GET', '/products?limit=100&publiclyVisible=true&sortBy=createdAt&sortOrder=desc');
  const product = body.products.find((p) => p.sizes.length > 1);
  const [size, other] = product.sizes;
  const { body: staffView } = await api(shop, 'GET', `/products/${product.id}`, { token: check.token });
  const counted = await check.renderAfter(
    () =>
      check.call('PUT', `/products/${product.id}/stock`, {
        tracked: true,
        sizes: product.sizes.map((s, i) => ({ size: s, onHand: i === 0 ? 1 : 0 })),
      }),
    /product /,
  );
  for (const lang of ['en', 'ar']) {
    assert.equal(itemOf(counted.after.get(FEEDS[lang]), product.id, size)['g:availability'], 'in_stock', `${lang}: the counted size is in stock`);
    assert.equal(itemOf(counted.after.get(FEEDS[lang]), product.id, other)['g:availability'], 'out_of_stock', `${lang}: a size at 0 is out of stock`);
  }
  const sold = await check.renderAfter(async () => {
    const sale = {
      productId: product.id,
      saleDate: new Date().toISOString(),
      originalPrice: Number(staffView.originalPrice),
      sellingPrice: Number(product.sellingPrice),
      size,
      quantity: 1,
    };
    await check.call('POST', '/sales', sale);
  }, /product sold stock/);
  for (const page of [`/products/${product.id}`, `/ar/products/${product.id}`, '/feeds/products.xml', '/feeds/ar/products.xml']) {
    assert.ok(sold.report.written.includes(page), `${page} was rewritten in the same render (${sold.report.written})`);
  }
  for (const lang of ['en', 'ar']) {
    const item = itemOf(sold.after.get(FEEDS[lang]), product.id, size);
    assert.equal(item['g:availability'], 'out_of_stock', `${lang}: the sold-out size is out of stock`);
    assert.match(item['g:link'], lang === 'ar' ? /\/ar\/products\// : /[^r]\/products\//);
    assert.ok(
      item['g:link'].endsWith(`/products/${product.id}?size=${encodeURIComponent(size)}`),
      `${lang}: the item links to its size (${item['g:link']})`,
    );
    // the page rewritten in the same render says the same of that size in its JSON-LD variant
    const html = sold.after.get(fileOf(`${lang === 'ar' ? '/ar' : ''}/products/${product.id}`)).toString();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const variant = ld.find((d) => d['@type'] === 'ProductGroup').hasVariant.find((v) => v.size === size);
    assert.equal(variant.offers.availability, 'https://schema.org/OutOfStock', `${lang}: the JSON-LD variant of the sold-out size`);
    assert.equal(variant.url, item['g:link'], `${lang}: the feed item and the JSON-LD variant name the same address`);
    assert.equal(variant.sku, item['g:id'], `${lang}: the feed item and the JSON-LD variant have the same id`);
  }
  await check.sameAsFreshRender(sold);
});

test("a category's Google product category reaches every item of its products in both feeds, as a full build would", async () => {
  const { body: categories } = await api(shop, 'GET', '/categories/public');
  const { body } = await api(shop, 'GET', '/products?limit=1000&publiclyVisible=true&sortBy=createdAt&sortOrder=desc');
  const category = categories.find((c) => body.products.some((p) => p.categoryId === c.id));
  const hats = 'Apparel & Accessories > Clothing Accessories > Hats';
  const r = await check.renderAfter(
    () => check.call('PUT', `/categories/${category.id}`, { name: category.name, googleProductCategory: hats }),
    /category updated/,
  );
  assert.ok(
    r.report.written.includes('/feeds/products.xml') && r.report.written.includes('/feeds/ar/products.xml'),
    `both feeds were rewritten (${r.report.written})`,
  );
  const ids = new Set(body.products.filter((p) => p.categoryId === category.id).map((p) => p.id));
  for (const lang of ['en', 'ar']) {
    const items = feedItems(r.after.get(FEEDS[lang]));
    const ofCategory = items.filter((i) => ids.has(i['g:item_group_id'] ?? i['g:id']));
    assert.ok(ofCategory.length >= ids.size, `${lang}: every product of the category is in the feed`);
    assert.ok(
      ofCategory.every((i) => i['g:google_product_category'] === hats),
      `${lang}: each carries the Google category`,
    );
    assert.ok(
      items.filter((i) => !ids.has(i['g:item_group_id'] ?? i['g:id'])).every((i) => i['g:google_product_category'] !== hats),
      `${lang}: other products do not`,
    );
  }
  await check.sameAsFreshRender(r);
});

test('an applied import of three changed rows (a price, an Arabic name, a stock count) re-renders their pages and both feeds as a full build would', async () => {
  const sheet = await exportRows(shop, check.token);
  const cell = (row, name) => row[sheet.at(name)];
  const set = (row, name, value) => {
    row[sheet.at(name)] = value;
  };
  // visible, sized, with an Arabic name, no discount (its own price shows) and stock not yet counted
  const [a, b, c] = sheet.rows.filter(
    (r) =>
      cell(r, 'visible') === 'yes' && cell(r, 'sizes').includes(' | ') && cell(r, 'name_ar') && !cell(r, 'discounted_price') && !cell(r, 'stock'),
  );
  assert.ok(c, 'three products fit');
  const price = (Number(cell(a, 'selling_price')) + 11).toFixed(2);
  const nameAr = `${cell(b, 'name_ar')} إصدار خاص`;
  const [soldOut, ...rest] = cell(c, 'sizes').split(' | ');
  set(a, 'selling_price', price);
  set(b, 'name_ar', nameAr);
  set(c, 'stock', [`${soldOut}=0`, ...rest.map((s) => `${s}=4`)].join(' | '));
  const file = await csvFile([sheet.header, a, b, c]);

  const r = await check.renderAfter(
    async () => {
      const res = await importSheet(shop, check.token, 'apply', file, 'three-rows.csv');
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body.totals, { rows: 3, created: 0, changed: 3, unchanged: 0, refused: 0 });
    },
    /product (imported|started counting stock of)/,
    { settleMs: 1500 },
  );
  for (const id of [a, b, c].map((row) => cell(row, 'id'))) {
    for (const page of [`/products/${id}`, `/ar/products/${id}`])
      assert.ok(r.report.written.includes(page), `${page} was rewritten (${r.report.written})`);
  }
  for (const feed of ['/feeds/products.xml', '/feeds/ar/products.xml']) assert.ok(r.report.written.includes(feed), `${feed} was rewritten`);
  const en = r.after.get(FEEDS.en);
  const ar = r.after.get(FEEDS.ar);
  assert.equal(itemOf(en, cell(a, 'id'), cell(a, 'sizes').split(' | ')[0])['g:price'], `${price} SAR`, 'the new price is in the feed');
  assert.equal(itemOf(ar, cell(b, 'id'), cell(b, 'sizes').split(' | ')[0])['g:title'], nameAr, 'the new Arabic name is in the Arabic feed');
  for (const xml of [en, ar]) {
    assert.equal(itemOf(xml, cell(c, 'id'), soldOut)['g:availability'], 'out_of_stock', 'the size counted at 0 is out of stock');
    assert.equal(itemOf(xml, cell(c, 'id'), rest[0])['g:availability'], 'in_stock');
  }
  await check.sameAsFullBuild(r);
});

test('an import whose shop is killed (kill -9) mid-apply changes no product, stock or ledger row; the same file sent again applies in full', async () => {
  const CREATED = 1500;
  const sheet = await exportRows(shop, check.token);
  const at = sheet.at;
  // counted stock for uncounted products first (ledger rows inside the transaction), then many new hidden products,
  // so the transaction is still writing when the shop is killed
  const counted = sheet.rows.filter((r) => r[at('sizes')] && !r[at('stock')]).slice(0, 5);
  for (const r of counted)
    r[at('stock')] = r[at('sizes')]
      .split(' | ')
      .map((s) => `${s}=2`)
      .join(' | ');
  const created = Array.from({ length: CREATED }, (_, i) => {
    const r = [...counted[0]];
    for (const [name, value] of Object.entries({
      id: '',
      name: `Crash import cap ${i + 1}`,
      visible: 'no',
      featured: 'no',
      image_urls: '',
      stock: '',
    }))
      r[at(name)] = value;
    return r;
  });
  const file = await csvFile([sheet.header, ...counted, ...created]);

  const db = await shopDb(shop.dataDir);
  const before = await fingerprint(db);
  const sent = importSheet(shop, check.token, 'apply', file, 'crash.csv').catch((err) => ({ error: err }));
  // the apply's transaction has already written the counted stock when it inserts the new products
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await db.query(
      `SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND xact_start IS NOT NULL AND query LIKE 'INSERT INTO "products"%'`,
    );
    if (rows.length) break;
    assert.ok(Date.now() < deadline, 'the import reached its inserts within 2 minutes');
    await sleep(5);
  }
  const exited = new Promise((r) => shop.child.once('exit', r));
  shop.child.kill('SIGKILL');
  await exited;
  const answer = await sent;
  assert.ok(answer.error, `the killed import got no answer (${answer.status})`);
  await db.end().catch(() => undefined);

  restarted = await startShop({ dataDir: shop.dataDir, port: shop.port, env: SHOP_ENV });
  const db2 = await shopDb(shop.dataDir);
  try {
    assert.deepEqual(await fingerprint(db2), before, 'every product, image, stock and ledger row is as before the import');
    const token = await signIn(restarted);
    const again = await importSheet(restarted, token, 'apply', file, 'crash.csv');
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.body.totals, {
      rows: counted.length + CREATED,
      created: CREATED,
      changed: counted.length,
      unchanged: 0,
      refused: 0,
    });
    const [{ n }] = (await db2.query(`SELECT count(*)::int AS n FROM "products" WHERE "name" LIKE 'Crash import cap %' AND "archived"`)).rows;
    assert.equal(n, CREATED, 'every new product was created, hidden');
    for (const r of counted) {
      const { rows } = await db2.query(`SELECT "size", "on_hand" FROM "product_stock" WHERE "product_id" = $1 `, [r[at('id')]]);
      assert.deepEqual(
        rows.map((x) => `${x.size}=${x.on_hand}`).sort(),
        r[at('sizes')]
          .split(' | ')
          .map((s) => `${s}=2`)
          .sort(),
        `${r[at('name')]}: every size counted at 2`,
      );
    }
    assert.deepEqual(await ledgerErrors(db2), [], 'every size on hand is the sum of its ledger movements');
  } finally {
    await db2.end();
  }
});
