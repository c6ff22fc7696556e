import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { OWNER, RUN, SHOP_URL, api, launch, ownerToken, signIn } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

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
/** Screenshots for a person to look at (with SHOTS_DIR set): the Arabic stall at 375 px. */
const SHOTS = shotsDir('stall');

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
    // the service worker holds the shell once the page has told it what it loaded, and the scanner (jsQR, loaded
    // lazily on the first scan) too: the page names it as a prefetch, so a phone that never scanned online scans offline
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      const keys = (await (await caches.open('stall-shell-v1')).keys()).map((k) => new URL(k.url).pathname);
      return (
        keys.some((k) => k.startsWith('/admin/assets/')) &&
        keys.includes('/admin/stall') &&
        keys.some((k) => /^\/admin\/assets\/decode-[\w-]+\.js$/.test(k))
      );
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
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/stall-offline-en-375.png`, fullPage: true });
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
    // the back office's front door, opened again with the session kept, leads to the stall too
    await stallPage.goto(`${SHOP_URL}/admin`);
    await stallPage.waitForURL((u) => u.pathname === '/admin/stall');
    await stallPage.getByTestId('stall-catalog-age').filter({ hasText: 'Catalog from' }).waitFor();
    const stallToken = (await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: { email, password } })).data.accessToken;
    expect((await api('/sales', { token: stallToken })).status).toBe(403);
    await stallContext.close();
  });

  it('is installable as Chromium judges it: the manifest, its icons and scope, and a service worker that controls the page', async () => {
    // a browser profile of its own: Chromium installs nothing from an off-the-record context (Playwright's usual one)
    const profile = mkdtempSync(path.join(os.tmpdir(), 'stall-install-'));
    const phone = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const stallPage = phone.pages()[0] ?? (await phone.newPage());
    await signIn(stallPage, OWNER.email, OWNER.password);
    await stallPage.goto(`${SHOP_URL}/admin/stall`);
    await stallPage.getByTestId('stall-catalog-age').filter({ hasText: 'Catalog from' }).waitFor();
    // the manifest the page links, as the page's own fetch reads it
    const manifest = await stallPage.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? { href: link.href, body: await (await fetch(link.href)).json() } : null;
    });
    expect(manifest?.href).toBe(`${SHOP_URL}/admin/stall.webmanifest`);
    const m = manifest!.body as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(m.name).toBeTruthy();
    expect(m.short_name).toBeTruthy();
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(m.display);
    expect(m.start_url.startsWith(m.scope)).toBe(true);
    for (const size of ['192x192', '512x512']) {
      const icon = m.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, size).toBeTruthy();
      const res = await fetch(`${SHOP_URL}${icon!.src}`);
      expect(res.status).toBe(200);
      const [w, h] = size.split('x').map(Number);
      const png = Buffer.from(await res.arrayBuffer());
      // a PNG's IHDR: width and height as big-endian numbers at bytes 16 and 20
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
    }
    // the worker: registered for the manifest's scope, active, and (after a reload) controlling the page it serves
    await stallPage.evaluate(() => navigator.serviceWorker.ready);
    await stallPage.reload();
    const worker = await stallPage.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/admin/stall');
      return { scope: reg?.scope, active: reg?.active?.state, controller: navigator.serviceWorker.controller?.scriptURL ?? null };
    });
    expect(worker).toEqual({ scope: `${SHOP_URL}${m.scope}`, active: 'activated', controller: `${SHOP_URL}/admin/stall-sw.js` });
    // Chromium's own installability check (DevTools protocol): no error, and the manifest it parsed is ours
    const cdp = await phone.newCDPSession(stallPage);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(parsed.url).toBe(`${SHOP_URL}/admin/stall.webmanifest`);
    expect(parsed.errors).toEqual([]);
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('speaks Arabic, right to left, for a staff member who chose it, and still sells offline in it', async () => {
    const name = `Stall Arabic Cap ${RUN}`;
    const cap = await product(name, ['S', 'M'], [3, 3]);
    const email = `stall-ar-${RUN}@example.com`;
    const password = `stall-ar-pass-${RUN}`;
    const made = await api('/users', { method: 'POST', token, body: { name: 'Stall Arabic', email, role: 'STALL', password } });
    expect(made.status).toBe(201);
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const arPage = await phone.newPage();
    await arPage.goto(`${SHOP_URL}/admin/login`);
    await arPage.fill('#login-email', email);
    await arPage.fill('#login-password', password);
    await arPage.click('button[type=submit]');
    await arPage.waitForURL((u) => u.pathname === '/admin/stall');
    await arPage.getByTestId('stall-catalog-age').filter({ hasText: 'Catalog from' }).waitFor();
    // the staff member's choice, made on the stall itself (a STALL account has no back office to choose it in)
    await arPage.getByRole('button', { name: 'العربية' }).click();
    await arPage.getByTestId('stall-catalog-age').filter({ hasText: 'بيانات المنتجات' }).waitFor();
    const page0 = await arPage.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
    expect(page0).toEqual({ dir: 'rtl', lang: 'ar' });
    await arPage.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      const keys = await (await caches.open('stall-shell-v1')).keys();
      return keys.some((k) => k.url.includes('/admin/assets/')) && keys.some((k) => new URL(k.url).pathname === '/admin/stall');
    });

    // offline, the stall opens again in the last language chosen, and sells
    await phone.setOffline(true);
    await arPage.reload();
    await arPage.getByText('لا يوجد اتصال').first().waitFor();
    expect(await arPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await arPage.getByRole('searchbox', { name: 'الاسم أو الماركة أو الرمز' }).fill(name);
    await arPage.locator('.found li', { hasText: name }).getByRole('button', { name: /^S/ }).click();
    await arPage.getByRole('button', { name: 'قطعة أخرى' }).click();
    await arPage.getByRole('radio', { name: 'بطاقة', exact: true }).click();
    await arPage.getByRole('button', { name: /^تم البيع/ }).click();
    await arPage.getByTestId('stall-receipt').getByRole('heading', { name: 'الإيصال' }).waitFor();
    if (SHOTS) await arPage.screenshot({ path: `${SHOTS}/stall-receipt-ar-375.png`, fullPage: true });
    await arPage.getByRole('button', { name: 'البيع التالي' }).click();
    await expect.poll(() => arPage.getByTestId('stall-waiting').textContent()).toBe('عملية بيع واحدة بانتظار الإرسال');
    if (SHOTS) await arPage.screenshot({ path: `${SHOTS}/stall-offline-ar-375.png`, fullPage: true });
    expect(await salesOf(name)).toEqual([]);

    await phone.setOffline(false);
    await expect.poll(() => arPage.getByTestId('stall-waiting').textContent(), { timeout: 30_000 }).toBe('أُرسلت جميع المبيعات');
    expect((await salesOf(name)).map((s) => [s.size, s.quantity, s.platform])).toEqual([['S', 2, 'PHYSICAL_STORE']]);
    expect(await left(cap)).toEqual({ S: 1, M: 3 });
    await phone.close();
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
