import { expect } from 'vitest';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { openBrowser } from '../../scripts/lib/chromium.mjs';

export const SHOP_URL = (process.env.SHOP_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
export const API = `${SHOP_URL}/api/v1`;

/** A browser for this file: the run's shared Chromium when the runner started one, else one of its own. */
export const launch = (): Promise<Browser> => openBrowser();

/** A phone-sized context (the shop's main audience), with outside sites answered locally so popups have a URL. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHOP_URL });
  await context.route(/^https:\/\/(m\.me|wa\.me|www\.google\.com|www\.facebook\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>outside</p>' }),
  );
  return context;
}

/** A browser with one phone-sized page, as most files drive the shop; the file closes the browser after its tests. */
export async function openPhonePage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await launch();
  return { browser, page: await (await phoneContext(browser)).newPage() };
}

/**
 * Touches every island not yet hydrated (client:when-touched, a search whose results stand alone) and waits for them.
 * In one step inside the page: an island may hydrate by itself meanwhile (when the browser is idle, for an address with
 * a filter or a keyword), and a list of islands read first would then name one that no longer waits.
 */
export async function touchIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr]'))
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, cancelable: true, composed: true }));
  });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers ?? {}) },
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T };
  return { status: res.status, data: body.data as T };
}

/** Changes the settings as staff would (PUT /settings), failing the test when the API refuses. */
export async function putSettings(token: string, body: Record<string, unknown>): Promise<void> {
  const res = await api('/settings', { method: 'PUT', token, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

export async function staffToken(): Promise<string> {
  const email = process.env.SHOP_ADMIN_EMAIL;
  const password = process.env.SHOP_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD are needed for this test');
  const res = await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  if (res.status >= 300) throw new Error(`staff login failed with ${res.status}`);
  return res.data.accessToken;
}

export interface ApiProduct {
  id: string;
  name: string;
  brand: string;
  sellingPrice: number;
  discountedPrice: number | null;
  currency: string;
  categoryId: string;
  category: { id: string; name: string };
  tags: string[];
  sizes: string[];
}
export interface ApiCategory {
  id: string;
  name: string;
}

export async function publicCatalog(): Promise<{ categories: ApiCategory[]; products: ApiProduct[] }> {
  const [cats, list] = await Promise.all([
    api<ApiCategory[]>('/categories/public'),
    api<{ products: ApiProduct[] }>('/products?publiclyVisible=true&limit=1000&sortBy=createdAt&sortOrder=desc'),
  ]);
  return { categories: cats.data, products: list.data.products };
}

/**
 * A page of every kind the shop serves (home, product, category, search with and without a keyword, legal), in
 * English and then in Arabic: for checks that every page must pass.
 */
export async function pageOfEveryKind(): Promise<string[]> {
  const { categories, products } = await publicCatalog();
  const category = categories.find((c) => products.some((p) => p.categoryId === c.id))!;
  const en = ['/', `/products/${products[0].id}`, `/category/${category.id}`, '/search?keyword=cap', '/search', '/legal'];
  return [...en, ...en.map((p) => (p === '/' ? '/ar/' : `/ar${p}`))];
}

export const paid = (p: Pick<ApiProduct, 'sellingPrice' | 'discountedPrice'>) =>
  p.discountedPrice != null && p.discountedPrice > 0 ? p.discountedPrice : p.sellingPrice;
export const sar = (n: number) =>
  `SAR ${new Intl.NumberFormat('en-SA', { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(n)}`;

/** Waits until the storefront's built page for a path contains a text (after an automatic rebuild). */
export async function waitForPage(path: string, text: string, timeoutMs = 180_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const res = await fetch(`${SHOP_URL}${path}`);
    last = await res.text();
    if (res.ok && last.includes(text)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} did not show "${text}" within ${timeoutMs / 1000}s`);
}

type SiteStatus = { building: boolean; queued: boolean; ready: boolean; incremental?: { state: string; pending: number } };

/**
 * Waits for the storefront's rebuilds and renders to settle: nothing building or queued, and the incremental renderer
 * (its state is shown to staff only) neither rendering nor holding changes. One page showing a change does not mean
 * the render writing it has reached the others.
 */
export async function waitForSiteIdle(timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const token = await staffToken();
  while (Date.now() < deadline) {
    const { data } = await api<SiteStatus>('/site/status', { token });
    const rendering =
      data?.incremental && (data.incremental.state === 'rendering' || data.incremental.state === 'loading' || data.incremental.pending > 0);
    if (data?.ready && !data.building && !data.queued && !rendering) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the storefront kept rebuilding');
}

export async function openCart(page: Page): Promise<void> {
  await page.locator('[data-cart-open]').first().click();
  await page.locator('dialog.drawer[open]').waitFor();
}

export async function cartCount(page: Page): Promise<string> {
  const badge = page.locator('header [data-cart-count]');
  return (await badge.isVisible()) ? ((await badge.textContent()) ?? '') : '0';
}

/**
 * The whole sitemap as a crawler reads it: the index at /sitemap.xml, then every file it names (fetched from this
 * shop, whatever public origin the addresses carry).
 */
export async function sitemapText(): Promise<string> {
  const res = await fetch(`${SHOP_URL}/sitemap.xml`);
  if (!res.ok) return '';
  const index = await res.text();
  const files = [...index.matchAll(/<sitemap><loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const parts = await Promise.all(files.map(async (f) => ((r) => (r.ok ? r.text() : ''))(await fetch(`${SHOP_URL}${f}`))));
  return parts.join('\n');
}

/**
 * The shop may still be building its first catalog-complete storefront when the suite starts (the demo catalog is
 * seeded after the first start): wait until the sitemap lists every public product.
 */
export async function waitForCatalogBuilt(timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const { products } = await publicCatalog();
  while (Date.now() < deadline) {
    const xml = await sitemapText().catch(() => '');
    if (products.every((p) => xml.includes(`/products/${p.id}<`))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the storefront build never listed every public product');
}

/** Opens checkout from the cart and fills the details of a pickup paid in cash; Next is left to the test. */
export async function startPickupCheckout(page: Page): Promise<Locator> {
  await openCart(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /Contact number/ }).fill('50 123 4567');
  await dialog.getByLabel(/^Store Pick-Up/).check();
  await dialog.getByLabel('Cash', { exact: true }).check();
  await dialog.getByLabel('I acknowledge and accept the terms and policy').check();
  return dialog;
}

/** Checks the Submit Order link carries the chat URL with the message, clicks it and checks the chat popup opens it. */
export async function submitOrderTo(page: Page, dialog: Locator, url: string): Promise<void> {
  const submit = dialog.locator('[data-submit-order]');
  expect(await submit.getAttribute('href')).toBe(url);
  const [popup] = await Promise.all([page.waitForEvent('popup'), submit.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(url);
  await popup.close();
}

/**
 * Chooses a size on a product page whose size picker has none chosen yet (Add to Cart asks for one first): `size`, or
 * the first in stock. Answers the size chosen, or null on a page without sizes or with one already chosen.
 */
export async function chooseSize(page: Page, size?: string): Promise<string | null> {
  const picker = page.locator('fieldset[data-size-picker]');
  if ((await picker.count()) === 0) return null;
  if (!size && (await picker.locator('input:checked').count()) > 0) return null;
  const radio = size ? picker.locator(`input[value="${size}"]`) : picker.locator('input[type="radio"]:not(:disabled)').first();
  await radio.check();
  return radio.getAttribute('value');
}

/** A line's name as the cart and its toasts say it: with the size chooseSize chose among several. */
export const sized = (name: string, size: string | null): string => (size ? `${name} (size ${size})` : name);

/** The size chosen on a product page now (by the shopper or the page), or null on a page without sizes. */
export async function checkedSize(page: Page): Promise<string | null> {
  const radio = page.locator('fieldset[data-size-picker] input:checked');
  return (await radio.count()) ? radio.getAttribute('value') : null;
}

/** A line's name in the order message: every line with a size names it, for staff. */
export const messageName = (name: string, size: string | null, word = 'Size'): string => (size ? `${name} (${word}: ${size})` : name);
