// The incremental renderer against a full build: product, category and settings changes each rewrite exactly the
// files whose content changed, and the result equals, file for file and byte for byte (English and Arabic pages,
// sitemaps, feeds), what a full render of the same data makes. After every change that is a renderer started afresh
// (a new process loading the catalog from the API and rendering every page into an empty folder); at the end of each
// part it is the full build itself, the fallback that killing the renderer's process must set off (a full build
// rendered with the renderer's bundle, which rendered-build.test.mjs proves equal to `astro build` itself, with
// sold-out products listed last too). The changes run with the shop's "list sold-out products
// last" off and then on, with a sold-out product in the catalog and a product selling out and coming back; then a
// hidden category is created, edited, and a visible one hidden and shown again. Real PostgreSQL, the shop started as
// `npm start`, once for the whole file.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, signIn, startFaultShop as startShop } from './lib.mjs';
import { listedIds, renderChecks } from './render-checks.mjs';

let shop;
let check;
/** A product of the newest product's category kept sold out throughout, so "sold-out last" has something to move. */
let soldOut;

/** The shoppers' list (anonymous: public products of visible categories, in the order the shop's settings give). */
const publicList = async (query = '') =>
  (await api(shop, 'GET', `/products?limit=1000&publiclyVisible=true&sortBy=createdAt&sortOrder=desc${query}`)).body.products;

const ids = (list) => list.map((p) => p.id);
/** The list as it would be if stock played no part: newest first, ties by id. */
const byDate = (list) => [...list].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));

/** Counts a product's stock: `left` pieces of its first size, none of the others. */
const countStock = (p, left) =>
  check.call('PUT', `/products/${p.id}/stock`, { tracked: true, sizes: p.sizes.map((size, i) => ({ size, onHand: i === 0 ? left : 0 })) });

/**
 * The category's first listing page and the home page's product cards, in both languages, list what the API lists;
 * answers the API's list of the category (all of it) and the home strip's ids.
 */
async function assertListedAsShoppersSee(r, categoryId) {
  const inCategory = await publicList(`&category=${categoryId}`);
  const featured = (await publicList('&featured=true')).slice(0, 4).map((p) => p.id);
  for (const lang of ['', 'ar/']) {
    const firstPage = inCategory.slice(0, 10).map((p) => p.id);
    assert.deepEqual(
      listedIds(r.after.get(`${lang}category/${categoryId}/index.html`)),
      firstPage,
      `/${lang}category/${categoryId} lists as the API does`,
    );
    assert.deepEqual(listedIds(r.after.get(`${lang}index.html`)), featured, `/${lang} shows the featured products the API lists first`);
  }
  return { inCategory, featured };
}

before(async () => {
  shop = await startShop({ env: { STOREFRONT_RENDER_DEBOUNCE_MS: '100' } });
  check = renderChecks(shop, await signIn(shop));
  const list = await publicList();
  // not featured: the home strip then still has four products in stock when another featured one sells out
  soldOut = list.find((p) => p.categoryId === list[0].categoryId && !p.featured && p.sizes.length > 0);
  await check.renderAfter(() => countStock(soldOut, 0), /product /);
});

after(async () => {
  await shop?.stop();
});

async function priceChange() {
  const list = await publicList();
  const inCategory = (id) => list.filter((p) => p.categoryId === id);
  // one in the middle of its category: its predecessors show it as related
  const product = inCategory(list[0].categoryId)[2];
  const price = Number(product.discountedPrice ?? product.sellingPrice);
  const r = await check.renderAfter(async () => {
    await check.call('PUT', `/products/${product.id}`, { sellingPrice: Number(product.sellingPrice) + 7, discountedPrice: null });
  }, /product updated/);
  const written = r.report.written;
  assert.ok(written.includes(`/products/${product.id}`) && written.includes(`/ar/products/${product.id}`), `its pages were rewritten (${written})`);
  assert.ok(written.includes(`/category/${product.categoryId}`), 'the category page listing it was rewritten');
  assert.ok(!written.includes('/search') && !written.includes('/robots.txt'), 'pages that do not show it were left alone');
  const newPrice = Number(product.sellingPrice) + 7;
  assert.notEqual(price, newPrice);
  assert.ok(r.after.get(`products/${product.id}/index.html`).toString().includes(`content="${newPrice}"`), 'the page shows the new price');
  await assertListedAsShoppersSee(r, product.categoryId);
  await check.sameAsFreshRender(r);
}

async function categoryChange() {
  const { body: categories } = await api(shop, 'GET', '/categories/public');
  const category = categories.find((c) => c.id === soldOut.categoryId);
  const r = await check.renderAfter(async () => {
    await check.call('PUT', `/categories/${category.id}`, {
      name: category.name,
      description: `${category.description ?? ''} Fresh stock every Friday.`.trim(),
    });
  }, /category updated/);
  assert.ok(r.report.written.includes(`/category/${category.id}`), `its page was rewritten (${r.report.written})`);
  assert.ok(!r.report.written.includes('/search'), 'the navigation did not change, so the search page stays');
  await check.sameAsFreshRender(r);
}

async function settingsChange(body) {
  const r = await check.renderAfter(async () => {
    // the business name is in every page's title and footer
    await check.call('PUT', '/settings', body);
  }, /settings updated/);
  assert.ok(r.report.written.includes('/') && r.report.written.includes('/ar/search'), `the pages were rewritten (${r.report.written})`);
  const { inCategory } = await assertListedAsShoppersSee(r, soldOut.categoryId);
  // the sold-out product is not the oldest: listing it last is another order than by date
  if (body.soldOutLast) assert.notDeepEqual(ids(inCategory), ids(byDate(inCategory)), 'the setting reordered the listing');
  else assert.deepEqual(ids(inCategory), ids(byDate(inCategory)), 'listed by date');
  await check.sameAsFreshRender(r);
}

/** A featured product on the home strip sells its last piece through a sale, then is restocked by an adjustment. */
async function sellOutAndBack(soldOutLast) {
  const list = await publicList();
  const product = list.filter((p) => p.featured && p.id !== soldOut.id && p.sizes.length > 0)[0];
  const { body: staffView } = await api(shop, 'GET', `/products/${product.id}`, { token: check.token });
  await check.renderAfter(() => countStock(product, 1), /product /);
  const listedBefore = ids(await publicList(`&category=${product.categoryId}`));
  const sold = await check.renderAfter(async () => {
    const sale = {
      productId: product.id,
      saleDate: new Date().toISOString(),
      originalPrice: Number(staffView.originalPrice),
      sellingPrice: Number(product.sellingPrice),
      size: product.sizes[0],
      quantity: 1,
    };
    await check.call('POST', '/sales', sale);
  }, /product sold stock/);
  assert.ok(sold.report.written.includes(`/ar/products/${product.id}`), `its Arabic page was rewritten (${sold.report.written})`);
  const { inCategory, featured } = await assertListedAsShoppersSee(sold, product.categoryId);
  assert.equal(featured.includes(product.id), !soldOutLast, 'the home strip keeps it exactly when sold-out products are not listed last');
  if (soldOutLast)
    assert.ok(
      inCategory.slice(inCategory.findIndex((p) => p.id === product.id)).every((p) => p.availability === 'SOLD_OUT'),
      'listed after the products in stock',
    );
  else assert.deepEqual(ids(inCategory), listedBefore, 'it kept its place');
  if (soldOutLast) await check.sameAsFreshRender(sold);
  const back = await check.renderAfter(
    () => check.call('POST', `/products/${product.id}/stock/adjustments`, { size: product.sizes[0], reason: 'RECEIVED', quantity: 2 }),
    /product received stock/,
  );
  assert.ok((await assertListedAsShoppersSee(back, product.categoryId)).featured.includes(product.id), 'back on the home strip');
  // the last change of each part: the whole part's output against the full build
  await check.sameAsFullBuild(back);
}

test('a price change rewrites its product page, its category page and the pages that show it, as a full build would', priceChange);
test('a category change rewrites its pages and its products, as a full build would', categoryChange);
test('a settings change rewrites every page that shows it, as a full build would', () => settingsChange({ businessName: 'Tambay Caps Riyadh' }));
test('a product selling out through a sale and restocked keeps its place in every listing, as a full build would', () => sellOutAndBack(false));

const withSoldOutLast = (name) => `${name}, with sold-out products listed last`;
test(
  withSoldOutLast('turning the setting on moves sold-out products after the others on every listing and the home strip, as a full build would'),
  () => settingsChange({ businessName: 'Tambay Caps Jeddah', soldOutLast: true }),
);
test(withSoldOutLast('a price change rewrites its product page, its category page and the pages that show it, as a full build would'), priceChange);
test(withSoldOutLast('a category change rewrites its pages and its products, as a full build would'), categoryChange);
test(withSoldOutLast('a product selling out through a sale moves after the others and back when restocked, as a full build would'), () =>
  sellOutAndBack(true),
);

test('a hidden category is created and edited without a full build, changing no page, as a full build would', async () => {
  const created = await check.renderAfter(
    () => check.call('POST', '/categories', { name: 'Hidden drops', publiclyVisible: false }),
    /category created/,
  );
  assert.deepEqual([...created.report.written, ...created.report.removed], [], 'no page shows a hidden category');
  const { body: all } = await api(shop, 'GET', '/categories', { token: check.token });
  const hidden = all.find((c) => c.name === 'Hidden drops');
  const edited = await check.renderAfter(
    () => check.call('PUT', `/categories/${hidden.id}`, { name: 'Hidden drops 2', description: 'Not yet.' }),
    /category updated/,
  );
  assert.deepEqual([...edited.report.written, ...edited.report.removed], [], 'no page shows a hidden category');
  await check.sameAsFreshRender(edited);
});

test('hiding a category removes its pages, its products and every link to them; showing it again brings them back, as a full build would', async () => {
  const category = soldOut.categoryId;
  const products = (await publicList(`&category=${category}`)).map((p) => p.id);
  assert.ok(products.length > 1, 'the category has products');
  const hidden = await check.renderAfter(
    () => check.call('PATCH', `/categories/${category}/visibility/set`, { publiclyVisible: false }),
    /category visibility/,
  );
  for (const page of [`/category/${category}`, `/ar/category/${category}`, ...products.flatMap((id) => [`/products/${id}`, `/ar/products/${id}`])]) {
    assert.ok(hidden.report.removed.includes(page), `${page} was removed (${hidden.report.removed})`);
  }
  for (const [file, html] of hidden.after) {
    const text = html.toString();
    assert.ok(![category, ...products].some((id) => text.includes(id)), `${file} names neither the category nor its products`);
  }
  await check.sameAsFullBuild(hidden);
  const shown = await check.renderAfter(
    () => check.call('PATCH', `/categories/${category}/visibility/set`, { publiclyVisible: true }),
    /category visibility/,
  );
  for (const page of [`/category/${category}`, `/ar/category/${category}`, ...products.map((id) => `/ar/products/${id}`)]) {
    assert.ok(shown.report.written.includes(page), `${page} is back (${shown.report.written})`);
  }
  await check.sameAsFreshRender(shown);
});
