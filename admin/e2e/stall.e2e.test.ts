import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { OWNER, RUN, SHOP_URL, api, launch, ownerToken, signIn } from './helpers';

/**
 * The market stall at 375 px: opened online once, it opens again offline from its service worker, sells three
 * baskets with no network (kept on the phone, "waiting to send"), and sends them when the network returns: exactly
 * three baskets of sales arrive, dated at their stall times; sending them again records nothing; stock and its ledger
 * are exact; the basket whose last piece was sold online meanwhile arrives as a flagged oversell.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
const sentBodies: string[] = [];

type Sale = { id: string; productName: string; size: string | null; quantity: number; saleDate: string; platform: string; oversell: boolean };

async function product(name: string, sizes: string[], counts: number[]): Promise<string> {
  const { data: categories } = await api<{ id: string }[]>('/categories', { token });
  const created = await api<{ id: string }>('/products', {
    method: 'POST',
    token,
    body: {
      name,
      brand: 'Stallwear',
      categoryId: categories[0].id,
      condition: 'NEW',
      originalPrice: 40,
      sellingPrice: 95,
      sizes,
      colors: ['Black'],
      publiclyVisible: true,
      images: [],
    },
  });
  expect(created.status).toBe(201);
  const stock = await api(`/products/${created.data.id}/stock`, {
    method: 'PUT',
    token,
    body: { tracked: true, sizes: sizes.map((size, i) => ({ size, onHand: counts[i] })) },
  });
  expect(stock.status).toBe(200);
  return created.data.id;
}

const left = async (id: string) => {
  const { data } = await api<{ sizeStock: { size: string; left: number }[] }>(`/products/${id}`, { token });
  return Object.fromEntries(data.sizeStock.map((s) => [s.size, s.left]));
};
const salesOf = async (name: string) => (await api<{ sales: Sale[] }>(`/sales?search=${encodeURIComponent(name)}&limit=50`, { token })).data.sales;

async function sell(name: string, size: string, times: number, payment: string): Promise<{ before: number; after: number }> {
  for (let i = 0; i < times; i++) {
    await page.getByRole('searchbox').fill(name);
    await page
      .locator('.found li', { hasText: name })
      .getByRole('button', { name: new RegExp(`^${size}`) })
      .click();
  }
  await page.getByRole('radio', { name: payment, exact: true }).click();
  const before = Date.now();
  await page.getByRole('button', { name: /^Sold/ }).click();
  await page.getByTestId('stall-receipt').waitFor();
  const after = Date.now();
  await page.getByRole('button', { name: 'Next sale' }).click();
  return { before, after };
}

beforeAll(async () => {
  token = await ownerToken();
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  // the baskets the shop answered (tries made offline fail before any answer)
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().endsWith('/api/v1/stall/baskets') && r.status() === 200)
      sentBodies.push(r.request().postData() ?? '');
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('the market stall, offline', () => {
  it('sells three baskets offline and records each exactly once on reconnect, the last piece sold online meanwhile as an oversell', async () => {
    const capName = `Stall Cap ${RUN}`;
    const teeName = `Stall Tee ${RUN}`;
    const cap = await product(capName, ['S', 'M'], [5, 5]);
    const tee = await product(teeName, ['One Size'], [1]);

    await signIn(page, OWNER.email, OWNER.password);
    await page.goto(`${SHOP_URL}/admin/stall`);
    await page.getByTestId('stall-catalog-age').filter({ hasText: 'Catalog from' }).waitFor();
    // the service worker holds the shell once the page has told it what it loaded
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      const keys = await (await caches.open('stall-shell-v1')).keys();
      return keys.some((k) => k.url.includes('/admin/assets/')) && keys.some((k) => new URL(k.url).pathname === '/admin/stall');
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('searchbox').waitFor();
    await page.getByText('Offline').first().waitFor();

    const times = [await sell(capName, 'S', 1, 'Cash'), await sell(capName, 'M', 2, 'Card')];
    // the tee's last piece goes online while the phone is offline
    const online = await api('/sales', {
      method: 'POST',
      token,
      body: { productId: tee, size: 'One Size', saleDate: new Date().toISOString(), originalPrice: 40, sellingPrice: 95, platform: 'WHATSAPP' },
    });
    expect(online.status).toBe(201);
    times.push(await sell(teeName, 'One Size', 1, 'GCash'));
    await expect.poll(() => page.getByTestId('stall-waiting').textContent()).toBe('3 sales waiting to send');
    expect(sentBodies).toHaveLength(0);
    expect(await salesOf(capName)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('stall-waiting').textContent(), { timeout: 30_000 }).toBe('All sales sent');

    const capSales = (await salesOf(capName)).sort((a, b) => a.saleDate.localeCompare(b.saleDate));
    expect(capSales.map((s) => [s.size, s.quantity, s.platform])).toEqual([
      ['S', 1, 'PHYSICAL_STORE'],
      ['M', 2, 'PHYSICAL_STORE'],
    ]);
    const teeSales = (await salesOf(teeName)).filter((s) => s.platform === 'PHYSICAL_STORE');
    expect(teeSales.map((s) => [s.size, s.quantity, s.oversell])).toEqual([['One Size', 1, true]]);
    // each sale is dated at its stall time, not when it arrived
    [...capSales, ...teeSales].forEach((s, i) => {
      expect(Date.parse(s.saleDate)).toBeGreaterThanOrEqual(times[i].before - 1000);
      expect(Date.parse(s.saleDate)).toBeLessThanOrEqual(times[i].after + 1000);
    });
    expect(await left(cap)).toEqual({ S: 4, M: 3 });
    expect(await left(tee)).toEqual({ 'One Size': 0 });
    const { data: moves } = await api<{ movements: { kind: string; delta: number }[] }>(`/products/${tee}/stock/movements`, { token });
    expect(JSON.stringify(moves)).toContain('OVERSELL');

    // sending every basket again records nothing more
    const bodies = [...new Set(sentBodies.filter((b) => b))];
    expect(bodies).toHaveLength(3);
    for (const b of bodies) {
      const again = await api<{ repeated: boolean }>('/stall/baskets', { method: 'POST', token, body: JSON.parse(b) });
      expect(again).toMatchObject({ status: 200, data: { repeated: true } });
    }
    expect(await salesOf(capName)).toHaveLength(2);
    expect((await salesOf(teeName)).length).toBe(2);
    expect(await left(cap)).toEqual({ S: 4, M: 3 });
  });

  it('a STALL account signs in straight to the stall and its staff cannot reach the sales list', async () => {
    const email = `stall-${RUN}@example.com`;
    const password = `stall-pass-${RUN}`;
    const made = await api('/users', { method: 'POST', token, body: { name: 'Stall Phone', email, role: 'STALL', password } });
    expect(made.status).toBe(201);
    const stallContext = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const stallPage = await stallContext.newPage();
    await stallPage.goto(`${SHOP_URL}/admin/login`);
    await stallPage.fill('#login-email', email);
    await stallPage.fill('#login-password', password);
    await stallPage.click('button[type=submit]');
    await stallPage.waitForURL((u) => u.pathname === '/admin/stall');
    await stallPage.getByTestId('stall-catalog-age').filter({ hasText: 'Catalog from' }).waitFor();
    const stallToken = (await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: { email, password } })).data.accessToken;
    expect((await api('/sales', { token: stallToken })).status).toBe(403);
    await stallContext.close();
  });

  it('serves the service worker and manifest for revalidation, the hashed build files for a year', async () => {
    for (const file of ['stall-sw.js', 'stall.webmanifest']) {
      const res = await fetch(`${SHOP_URL}/admin/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const html = await (await fetch(`${SHOP_URL}/admin/`)).text();
    const asset = /\/admin\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(`${SHOP_URL}${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
