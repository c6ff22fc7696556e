// Two API processes on one PostgreSQL and one data folder with the incremental renderer on, as a load balancer would
// run them. A change made on the instance that does not build reaches the builder only through PostgreSQL's NOTIFY;
// these tests prove the builder's renderer takes it and rewrites the pages in the served build within seconds, with
// no full build, and that when the builder dies the other instance builds once and renders from then on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startCluster } from '../lib/api-instances.mjs';
import { defaultTemplate, OWNER } from '../lib/shop-process.mjs';
import { api, fullBuilds, rendererSettled as settled, SITE_URL, showingLogs, signIn, siteStatus, until } from './lib.mjs';

let cluster;
let a;
let b;
let token;
let product;

// the renderer's details are for staff with dashboardAccess
const status = (instance) => siteStatus(instance, token);
const html = async (instance, page) => (await fetch(`${instance.url}${page}`)).text();
const it = (name, fn) => test(name, () => showingLogs(() => [a, b], fn));

/** Waits until `text` is in `page` as each of `servers` serves it; prints how long after `t0` that was. */
async function served(servers, page, text, t0, timeoutMs) {
  for (const s of servers) {
    await until(`${s.name} to serve ${page} with ${text}`, async () => (await html(s, page)).includes(text), timeoutMs);
    console.log(`# ${s.name} served the change on ${page} ${Date.now() - t0} ms after it was sent`);
  }
}

/**
 * Makes a change through B and checks that `builder`'s renderer put it on `page` as `servers` serve it: in the build
 * already served (same id), named in its report, and with no full build anywhere.
 */
async function renderedBy(builder, servers, change, { page, text, reason }) {
  const s0 = await until(
    'the builder to be idle',
    async () => {
      const s = await status(builder);
      return settled(s) && s;
    },
    60_000,
  );
  assert.ok(!(await html(b, page)).includes(text), `${page} did not show ${text} before the change`);
  const builds0 = fullBuilds(a) + fullBuilds(b);
  const t0 = Date.now();
  const res = await change();
  assert.equal(res.status, 200, res.text);
  // a render takes well under a second; the margin is for a loaded CI machine (the build id tells it from a full build)
  await served(servers, page, text, t0, 15_000);
  const s1 = await until(
    'the render to be reported',
    async () => {
      const s = await status(builder);
      const rendered = s.incremental.last?.at !== s0.incremental.last?.at && settled(s);
      return (rendered || s.current.id !== s0.current.id) && s;
    },
    30_000,
  );
  assert.equal(s1.current.id, s0.current.id, 'the pages were rewritten in the served build, not rebuilt');
  assert.match(s1.incremental.last.reason, reason);
  assert.ok(s1.incremental.last.written.includes(page), `${page} is among the rewritten pages (${s1.incremental.last.written})`);
  assert.equal(fullBuilds(a) + fullBuilds(b), builds0, 'no full build');
  // B heard the change too; the render's announcement must answer it, or B would go on waiting for a build
  await until(
    'B to owe nothing',
    async () => {
      const sb = await status(b);
      return !sb.forwarded && !sb.queued && !sb.building && sb;
    },
    20_000, // only ends a hang (the house guard; 10 s was within reach of a busy CI machine)
  );
}

/** Sets the product's price through B. */
function reprice(price) {
  product.sellingPrice = price;
  return api(b, 'PUT', `/products/${product.id}`, { token, body: { sellingPrice: price, discountedPrice: null } });
}

before(() =>
  showingLogs(
    () => [a, b],
    async () => {
      // one public address for both, as behind a load balancer: pages and renderer bundle are the same whoever builds
      // the database and data folder as a first start leaves them (the test shops' template): these tests are about
      // two instances sharing them, not about a first start
      cluster = await startCluster({
        template: defaultTemplate(),
        env: {
          ADMIN_EMAIL: OWNER.email,
          ADMIN_PASSWORD: OWNER.password,
          PUBLIC_SITE_URL: SITE_URL,
          STOREFRONT_REBUILD_DEBOUNCE_MS: '300',
          STOREFRONT_RENDER_DEBOUNCE_MS: '100',
        },
      });
      a = await cluster.startInstance('A');
      token = await signIn(a);
      // A is up first, so it holds the builder lock; B starts once A's first build (the demo catalog) is served
      await until("A's first build and its renderer", async () => settled(await status(a)), 300_000);
      b = await cluster.startInstance('B');
      const { body: list } = await api(b, 'GET', '/products?limit=100&publiclyVisible=true');
      const p = list.products[0];
      product = { id: p.id, categoryId: p.categoryId, sellingPrice: Number(p.sellingPrice) };
    },
  ),
);

after(async () => {
  await cluster?.stop();
});

it('A builds and keeps its renderer on the build; B builds nothing and serves the same build', async () => {
  const [sa, sb] = await Promise.all([status(a), status(b)]);
  assert.equal(sa.builder, true);
  assert.equal(sa.incremental.state, 'ready');
  assert.equal(sb.builder, false);
  assert.equal(sb.incremental.state, 'off', 'only the builder runs a renderer');
  assert.equal(sb.current.id, sa.current.id);
  assert.equal(fullBuilds(b), 0);
});

it("a price change made through B is on the product's page, served by B and by A, through A's renderer", async () => {
  const price = Math.round(product.sellingPrice) + 7;
  await renderedBy(a, [b, a], () => reprice(price), {
    page: `/products/${product.id}`,
    text: `content="${price}"`,
    reason: /product updated \(on another instance\)/,
  });
});

it("a category change made through B is on the category's page, through A's renderer", async () => {
  const { body: categories } = await api(b, 'GET', '/categories/public');
  const { name } = categories.find((c) => c.id === product.categoryId);
  const description = 'Restocked every Friday, heard across instances.';
  await renderedBy(a, [b, a], () => api(b, 'PUT', `/categories/${product.categoryId}`, { token, body: { name, description } }), {
    page: `/category/${product.categoryId}`,
    text: description,
    reason: /category updated \(on another instance\)/,
  });
});

it("a settings change made through B is on every page, through A's renderer", async () => {
  // the business name is in every page's title and footer
  await renderedBy(a, [b, a], () => api(b, 'PUT', '/settings', { token, body: { businessName: 'Tambay Caps Jeddah' } }), {
    page: '/',
    text: 'Tambay Caps Jeddah',
    reason: /settings updated \(on another instance\)/,
  });
});

it("after A is killed, the next change through B is a full build by B, and the one after goes to B's own renderer", async () => {
  const before = await status(b);
  a.child.kill('SIGKILL');
  await new Promise((r) => (a.child.exitCode !== null || a.child.signalCode !== null ? r() : a.child.once('exit', r)));
  // nothing was owed to B, so it claims the lock only when a change asks for a build: its renderer starts after it
  const t0 = Date.now();
  const price = Math.round(product.sellingPrice) + 5;
  const res = await reprice(price);
  assert.equal(res.status, 200, res.text);
  await served([b], `/products/${product.id}`, `content="${price}"`, t0, 300_000);
  const sb = await until(
    "B's build and its renderer",
    async () => {
      const s = await status(b);
      return settled(s) && s;
    },
    300_000,
  );
  assert.equal(sb.builder, true);
  assert.notEqual(sb.current.id, before.current.id, 'a new build');
  assert.equal(fullBuilds(b), 1);
  assert.match(sb.lastReason, /product updated/);

  const next = price + 3;
  await renderedBy(b, [b], () => reprice(next), {
    page: `/products/${product.id}`,
    text: `content="${next}"`,
    reason: /^product updated$/,
  });
});
