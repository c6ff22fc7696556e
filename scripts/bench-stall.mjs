// The market stall's benchmark (issue 42; not a timed test). Against a running shop (SHOP_URL, the owner's sign-in in
// SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD), in Chromium at 375 px:
//  1. 200 baskets queued offline on one phone, then the network returns: the time from the online event until the
//     screen says every basket is sent (each answered by the API, one after another, as the phone sends them).
//  2. the stall's search over a snapshot of 10,000 products, offline: per keystroke, the time from the input event to
//     the frame that shows the new list painted (the next animation frame, then a task after it), p50 / p95 / max
//     over 183 keystrokes of 20 searches.
// Usage: SHOP_URL=http://localhost:3742 node scripts/bench-stall.mjs
import { openBrowser } from './lib/chromium.mjs';

const SHOP = (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const OWNER = { email: process.env.SHOP_ADMIN_EMAIL ?? 'owner@example.com', password: process.env.SHOP_ADMIN_PASSWORD ?? 'owner-pass-123' };
const BASKETS = 200;
const PRODUCTS = 10_000;

async function api(path, { method = 'GET', token, body } = {}) {
  const res = await fetch(`${SHOP}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))).data };
}

const summary = (xs) => ({ p50: +pct(xs, 50).toFixed(1), p95: +pct(xs, 95).toFixed(1), max: +Math.max(...xs).toFixed(1) });
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

const token = (await api('/auth/login', { method: 'POST', body: OWNER })).data.accessToken;
const { data: categories } = await api('/categories', { token });
const made = await api('/products', {
  method: 'POST',
  token,
  body: {
    name: `Bench Stall Cap ${Date.now().toString(36)}`,
    brand: 'Bench',
    categoryId: categories[0].id,
    condition: 'NEW',
    originalPrice: 40,
    sellingPrice: 95,
    sizes: ['S', 'M'],
    colors: ['Black'],
    publiclyVisible: true,
    images: [],
  },
});
const productId = made.data.id;
await api(`/products/${productId}/stock`, {
  method: 'PUT',
  token,
  body: {
    tracked: true,
    sizes: [
      { size: 'S', onHand: 1000 },
      { size: 'M', onHand: 1000 },
    ],
  },
});

const browser = await openBrowser();
const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.goto(`${SHOP}/admin/login`);
await page.fill('#login-email', OWNER.email);
await page.fill('#login-password', OWNER.password);
await page.click('button[type=submit]');
await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
await page.goto(`${SHOP}/admin/stall`);
await page.getByTestId('stall-catalog-age').filter({ hasText: 'Catalog from' }).waitFor();
await page.waitForFunction(async () => {
  await navigator.serviceWorker.ready;
  return (await (await caches.open('stall-shell-v1')).keys()).some((k) => k.url.includes('/admin/assets/'));
});

/** Puts values in the stall's IndexedDB stores, as the screen itself keeps them. */
const putAll = (store, rows, key) =>
  page.evaluate(
    ([store, rows, key]) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('shop-stall', 1);
        req.onsuccess = () => {
          const tx = req.result.transaction(store, 'readwrite');
          for (const r of rows) key ? tx.objectStore(store).put(r, key) : tx.objectStore(store).put(r);
          tx.oncomplete = () => resolve(undefined);
          tx.onerror = () => reject(tx.error);
        };
      }),
    [store, rows, key],
  );

// 1. 200 baskets waiting on the phone, sent when the network returns (BENCH_PART=search skips it)
let sendMs = null;
let sold = null;
if (process.env.BENCH_PART !== 'search') {
  await context.setOffline(true);
  const start = Date.now() - 60 * 60_000;
  const baskets = Array.from({ length: BASKETS }, (_, i) => ({
    id: crypto.randomUUID(),
    madeAt: new Date(start + i * 1000).toISOString(),
    payment: ['CASH', 'CARD', 'GCASH'][i % 3],
    lines: [{ productId, size: i % 2 ? 'S' : 'M', quantity: 1, unitPrice: 95 }],
  }));
  await putAll('queue', baskets);
  await page.reload();
  await page
    .getByTestId('stall-waiting')
    .filter({ hasText: `${BASKETS} sales waiting` })
    .waitFor();
  const t0 = Date.now();
  await context.setOffline(false);
  await page.getByTestId('stall-waiting').filter({ hasText: 'All sales sent' }).waitFor({ timeout: 600_000 });
  sendMs = Date.now() - t0;
  ({ data: sold } = await api(`/sales?search=${encodeURIComponent(made.data.name)}&limit=1`, { token }));
}

// 2. search over 10,000 products, offline
await context.setOffline(true);
const words = ['Retro', 'Vintage', 'Snapback', 'Bulls', 'Jeepney', 'Tee', 'Sneaker', 'Dad', 'Trucker', 'Classic', 'Manila', 'Riyadh'];
const brands = ['Starter', 'New Era', 'Krwn', 'Tambay', 'Mitchell', 'Nike', 'Adidas', 'Puma'];
const products = Array.from({ length: PRODUCTS }, (_, i) => {
  const id = `cbench${String(i).padStart(19, '0')}`;
  return {
    id,
    name: `${words[i % 12]} ${words[(i * 7) % 12]} ${words[(i * 5) % 11]} ${1980 + (i % 40)}`,
    brand: brands[i % brands.length],
    code: id.slice(-6).toUpperCase(),
    price: 50 + (i % 200),
    sizes: [
      { size: 'S', left: i % 5 },
      { size: 'M', left: 3 },
      { size: 'L', left: null },
    ],
  };
});
await putAll('catalog', [{ generatedAt: new Date().toISOString(), vat: null, products }], 'snapshot');
await page.reload();
await page.getByRole('searchbox').waitFor();
const queries = [
  'snapback',
  'retro bulls',
  'starter',
  'vintage tee 1996',
  'new era',
  'trucker',
  'dad manila',
  '000123',
  'classic sneaker',
  'jeepney',
  'krwn',
  'riyadh 2001',
  'puma retro',
  'adidas',
  'tambay',
  'mitchell snap',
  'sneaker 19',
  'dad',
  'nike',
  'classic trucker riyadh',
];
const latencies = await page.evaluate(async (queries) => {
  const input = document.querySelector('input[type=search]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  // the next frame's start, then a task after it: the frame showing the new list has been painted
  const frame = () =>
    new Promise((r) =>
      requestAnimationFrame(() => {
        const c = new MessageChannel();
        c.port1.onmessage = () => r();
        c.port2.postMessage(0);
      }),
    );
  const out = [];
  for (const q of queries) {
    for (let n = 1; n <= q.length; n++) {
      const t = performance.now();
      setValue.call(input, q.slice(0, n));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // React renders an input event's update at once: the search and the new list, before the browser paints
      const work = performance.now() - t;
      await frame();
      out.push([performance.now() - t, work]);
    }
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await frame();
  }
  return out;
}, queries);
await browser.close();

console.log(
  JSON.stringify(
    {
      baskets:
        sendMs === null
          ? null
          : { count: BASKETS, sendAllMs: sendMs, perBasketMs: +(sendMs / BASKETS).toFixed(1), salesOfProduct: sold?.pagination?.total },
      search: {
        products: PRODUCTS,
        keystrokes: latencies.length,
        toPaintMs: summary(latencies.map((l) => l[0])),
        searchAndRenderMs: summary(latencies.map((l) => l[1])),
      },
    },
    null,
    2,
  ),
);
