// The product feeds against a full build: a size selling out through a sale reaches its feed item in the same
// incremental render as the product page (same affected-files list), and a category's Google product category
// reaches every feed file; after each, the served build (pages and feeds, English and Arabic) equals byte for byte
// what a full build makes of the same data. Real PostgreSQL, the shop started as `npm start`, once for the whole file.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DOMParser } from '@xmldom/xmldom';
import { api, signIn, startFaultShop as startShop } from './lib.mjs';
import { renderChecks } from './render-checks.mjs';

const FEEDS = { en: 'feeds/products.xml', ar: 'feeds/ar/products.xml' };
let shop;
let check;

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
  shop = await startShop({ env: { STOREFRONT_RENDER_DEBOUNCE_MS: '100' } });
  check = renderChecks(shop, await signIn(shop));
});

after(async () => {
  await shop?.stop();
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
  }
  await check.sameAsFullBuild(sold);
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
  await check.sameAsFullBuild(r);
});
