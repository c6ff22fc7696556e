import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newOrderCode, ORDER_CODE_PATTERN } from '@shop/common';
import { overflowProblems } from '../../scripts/lib/page-checks.mjs';
import { SCREENS } from '../src/access/screens';
import allowList from '../src/i18n/literal-allowlist.json';
import arProducts from '../src/i18n/messages/ar/products';
import arSales from '../src/i18n/messages/ar/sales';
import arStaff from '../src/i18n/messages/ar/staff';
import * as presets from '../src/products/presets';
import { RUN, SHOP_URL, api, launch, makeProductWithImage, openScreen, ownerToken, signIn } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

// Issue 45: a staff member (an owner) switches the back office to Arabic and walks every screen at 375 and 1280 px:
// `dir="rtl"`, nothing sticking out sideways, and no English word on screen outside the shop's data; switching back
// restores English. The screens come from the app's screen-access table (src/access/screens.ts) plus the screens
// outside it (the stall, the printed invoice and labels). Screenshots for a person to look at.
//
// What counts as the shop's data (shown as typed, in any language): text inside an element marked `data-product-data`
// (names, emails, codes the screens mark), and any word the shop's own records hold (product names, brands, sizes,
// colours, tags, category and staff names, settings values) — read from the API before the walk. A few words are
// written in Latin letters in Arabic too (LATIN_IN_ARABIC). A language's own name in the switch carries `lang="en"`.
// Screens whose folder is still in src/i18n/literal-allowlist.json are checked for direction and overflow only, so
// this test tightens as folders are converted. The printed documents keep their own rule (Arabic first with English
// beside, whatever the staff member's language): overflow only.
const SHOTS = shotsDir('arabic-backoffice');

/** Written in Latin letters in a Saudi back office's Arabic too: acronyms, brands of platforms, file types. */
const LATIN_IN_ARABIC = new Set(
  ['QR', 'CSV', 'XLSX', 'PDF', 'XML', 'ZATCA', 'CSID', 'OTP', 'UBL', 'SKU', 'ID', 'URL', 'HTTPS', 'API', 'S3', 'F8', 'SAR', 'AM', 'PM', 'SRP']
    .concat(['WhatsApp', 'Messenger', 'Facebook', 'Instagram', 'TikTok', 'Shopee', 'Lazada', 'Snapchat', 'Google', 'Fatoora', 'English'])
    .concat(['JPEG', 'JPG', 'PNG', 'WEBP', 'Excel', 'README', 'Meta'])
    .map((w) => w.toLowerCase()),
);

/**
 * Quoted as the third-party tool writes it, so the owner finds the same words there: the channels card's steps in
 * Meta Commerce Manager and Google Merchant Center, and Google's product taxonomy path in the category form. These
 * belong in a `lang="en"` span of their own (then this list goes); named here so nothing else slips through.
 */
const QUOTED_THIRD_PARTY = new Set(
  [
    'Commerce',
    'Manager',
    'Merchant',
    'Center',
    'Catalogue',
    'Data',
    'sources',
    'Add',
    'items',
    'feed',
    'Scheduled',
    'fetch',
    'Products',
    'Feeds',
    'primary',
  ]
    .concat(['Apparel', 'Accessories', 'Clothing', 'Hats'])
    .map((w) => w.toLowerCase()),
);

interface Walk {
  name: string;
  /** under /admin */
  path: () => string;
  /** the admin/src folder whose words the screen shows (its allow-list entry) */
  folder: string;
  /** a printed document: its own language rule, overflow only */
  printed?: boolean;
  /** opens a dialog, a tab or a mode; resolving false means there is nothing to open on this shop */
  open?: (page: Page) => Promise<void | boolean>;
}

let browser: Browser;
let token = '';
/**
 * Owners of this file's own, one per width and half of the screens: the language is kept per account, so the other
 * browser files signing in as the shop's owner must find it in English, and the four walks go at once, each switching
 * its own account.
 */
interface Walker {
  name: string;
  email: string;
  password: string;
  id: string;
  token: string;
}
const WALKS = [375, 1280].flatMap((width) => [0, 1].map((which) => ({ width, which, key: `${width}-${which}` })));
const WALKERS: Record<string, Walker> = Object.fromEntries(
  WALKS.map(({ key }) => [
    key,
    { name: `Amal Walker ${key}`, email: `arabic-walk-${key}-${RUN}@example.com`, password: `walk-pass-${RUN}`, id: '', token: '' },
  ]),
);
const ids: Record<string, string> = {};
const dataWords = new Set<string>();

const FOLDER_OF: Record<string, string> = { users: 'staff', reviews: 'placeholders', inquiries: 'placeholders' };

const clickButton = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).first().click();
};
const inDialog = (name: string) => async (page: Page) => {
  await clickButton(name)(page);
  await page.getByRole('dialog').first().waitFor();
};
/** Settings' tab `index`; false when the screen has fewer tabs (the walk lists up to seven). */
const settingsTab = (index: number) => async (page: Page) => {
  if ((await page.getByRole('tab').count()) <= index) return false;
  await page.getByRole('tab').nth(index).click();
  return true;
};

/** Every screen of the screen-access table, its records filled in, then the dialogs and tabs, then the screens outside it. */
function screens(): Walk[] {
  const fromTable: Walk[] = SCREENS.map((s) => ({
    name: `${s.resource}-${s.action}${s.path.includes(':') ? '-record' : ''}`,
    folder: FOLDER_OF[s.resource] ?? s.resource,
    path: () => s.path.replace(':id', ids[s.resource] ?? 'missing').replace(':code', ids.orders ?? 'missing'),
  }));
  const extra: Walk[] = [
    { name: 'products-import', folder: 'products', path: () => '/products', open: inDialog(arProducts.import.import) },
    { name: 'product-edit-mode', folder: 'products', path: () => `/products/${ids.products}/edit`, open: clickButton(arProducts.edit.editProduct) },
    { name: 'sales-analytics', folder: 'sales', path: () => '/sales', open: inDialog(arSales.analytics) },
    { name: 'staff-invite', folder: 'staff', path: () => '/staff', open: inDialog(arStaff.invite) },
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => ({ name: `settings-tab-${i}`, folder: 'settings', path: () => '/settings', open: settingsTab(i) })),
    { name: 'stall', folder: 'stall', path: () => '/stall' },
    { name: 'invoice', folder: 'invoices', printed: true, path: () => `/invoices/sale/${ids.sales}` },
    { name: 'labels', folder: 'products', printed: true, path: () => `/labels?ids=${ids.products}&layout=sheet` },
  ];
  return [...fromTable, ...extra];
}

const allowed = (folder: string) => (allowList as string[]).some((entry) => entry === folder || entry.startsWith(`${folder}/`));

/** Waits until the screen's data has come and its spinners and animations have ended. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[role=progressbar], .MuiSkeleton-root'), undefined, { timeout: 30_000 })
    .catch(() => undefined);
  // a page that reloads meanwhile (a dev server's reload) has no animations left to wait for
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))).catch(() => undefined);
}

/** The visible text on screen with Latin letters, outside the shop's marked data and language names. */
function latinTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[A-Za-z]/.test(text)) continue;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, [data-product-data], [lang^="en"], [aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      out.push(text.trim());
    }
    return out;
  });
}

/** The English words of a screen: Latin words that are neither the shop's data nor written in Latin in Arabic too. */
async function englishOnScreen(page: Page): Promise<string[]> {
  const words: string[] = [];
  for (const text of await latinTexts(page)) {
    // addresses are data; {name} is a template's stand-in, as is a lone capital (N for "a number")
    const plain = text
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\{\w+\}/g, ' ')
      .replace(/(?<![\w-])[A-Z](?![\w-])/g, ' ');
    for (const word of plain.match(/[A-Za-z][A-Za-z0-9'’._@/-]*/g) ?? []) {
      const w = word.replace(/[.'’-]+$/, '').toLowerCase();
      // order codes, sizes with digits, emails and environment variables are data
      if (ORDER_CODE_PATTERN.test(word) || /\d|@|\/|\.|_/.test(w) || dataWords.has(w) || LATIN_IN_ARABIC.has(w) || QUOTED_THIRD_PARTY.has(w))
        continue;
      words.push(`"${word}" in "${text.slice(0, 80)}"`);
    }
  }
  return [...new Set(words)];
}

/** The first or the second half of the screens. */
function half(which: number): Walk[] {
  const all = screens();
  const middle = Math.ceil(all.length / 2);
  return which === 0 ? all.slice(0, middle) : all.slice(middle);
}

async function walk(page: Page, width: number, which: number): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of half(which)) {
    await openScreen(page, screen.path());
    await settle(page);
    if (screen.open) {
      const opened = await screen.open(page).then(
        (result) => result !== false,
        (err: Error) => (problems.push(`${screen.name}: could not open (${err.message.split('\n')[0]})`), false),
      );
      if (!opened) continue;
      await settle(page);
    }
    for (const p of await overflowProblems(page)) problems.push(`${screen.name} at ${width} px: ${p}`);
    if (!screen.printed) {
      const { dir, lang } = await page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
      if (dir !== 'rtl' || lang !== 'ar') problems.push(`${screen.name}: <html dir="${dir}" lang="${lang}">`);
      if (!allowed(screen.folder)) for (const w of await englishOnScreen(page)) problems.push(`${screen.name} at ${width} px: English ${w}`);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${screen.name}-${width}.png`, fullPage: width === 375 });
  }
  return problems;
}

const addWords = (...values: unknown[]) => {
  for (const v of values.flat(3)) {
    if (typeof v !== 'string') continue;
    for (const w of v.match(/[A-Za-z][A-Za-z0-9'’._@/-]*/g) ?? []) dataWords.add(w.replace(/[.'’-]+$/, '').toLowerCase());
  }
};

beforeAll(async () => {
  browser = await launch();
  token = await ownerToken();
  for (const walker of Object.values(WALKERS)) {
    const made = await api<{ id: string }>('/users', {
      method: 'POST',
      token,
      body: { name: walker.name, email: walker.email, role: 'OWNER', password: walker.password },
    });
    if (made.status !== 201) throw new Error(`staff create answered ${made.status}`);
    walker.id = made.data.id;
    walker.token = (
      await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: { email: walker.email, password: walker.password } })
    ).data.accessToken;
  }

  type P = {
    id: string;
    name: string;
    brand: string;
    sizes: string[];
    colors: string[];
    tags: string[];
    material: string | null;
    categoryId: string;
  };
  const products = (await api<{ products: P[] }>('/products?limit=100', { token })).data.products;
  addWords(products.map((p) => [p.name, p.brand, p.sizes, p.colors, p.tags, p.material ?? '']));
  // every string the shop's records hold: categories (names, descriptions), sales (customers, places), the presets a
  // product's sizes and colours are picked from
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  addWords(strings((await api('/categories', { token })).data));
  addWords(strings((await api('/sales?limit=500', { token })).data));
  addWords(strings(presets));
  const staff = (await api<{ name: string; email: string }[]>('/users', { token })).data ?? [];
  addWords(staff.map((u) => [u.name, u.email]));
  const settings = (await api<Record<string, unknown>>('/settings', { token })).data ?? {};
  addWords(Object.values(settings).filter((v) => typeof v === 'string'));

  const product = await makeProductWithImage<P & { sellingPrice: number }>(token, {
    name: `Arabic Walk Cap ${Date.now().toString(36)}`,
    brand: 'Walker',
    categoryId: products[0].categoryId,
    condition: 'NEW',
    originalPrice: 95,
    sellingPrice: 149,
    sizes: ['M'],
    colors: ['Black'],
    tags: [],
  });
  addWords([product.name, product.brand]);
  ids.products = product.id;
  ids.categories = products[0].categoryId;
  const sale = await api<{ id: string }>('/sales', {
    method: 'POST',
    token,
    body: { productId: product.id, saleDate: '2026-11-20', originalPrice: 95, sellingPrice: 149, size: 'M' },
  });
  if (sale.status !== 201) throw new Error(`sale create answered ${sale.status}`);
  ids.sales = sale.data.id;
  ids.orders = newOrderCode();
  const order = await fetch(`${SHOP_URL}/api/v1/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      code: ids.orders,
      lines: [{ productId: product.id, quantity: 1, unitPrice: 149, size: 'M' }],
      pickupDate: null,
      language: 'ar',
      route: 'WHATSAPP',
      placedAt: new Date().toISOString(),
    }),
  });
  if (order.status !== 201) throw new Error(`order create answered ${order.status}: ${await order.text()}`);
  const promotions = await api<{ id: string; name: string }[] | { promotions: { id: string; name: string }[] }>('/promotions', { token });
  const list = Array.isArray(promotions.data) ? promotions.data : (promotions.data?.promotions ?? []);
  if (list[0]) {
    ids.promotions = list[0].id;
    addWords(list.map((p) => p.name));
  }
}, 120_000);

afterAll(async () => {
  if (ids.orders) await api(`/orders/${ids.orders}/status`, { method: 'POST', token, body: { status: 'CANCELLED', deleteSales: true } });
  if (ids.sales) await api(`/sales/${ids.sales}`, { method: 'DELETE', token });
  if (ids.products) await api(`/products/${ids.products}`, { method: 'DELETE', token });
  for (const walker of Object.values(WALKERS)) if (walker.id) await api(`/users/${walker.id}`, { method: 'DELETE', token });
  await browser?.close();
});

/** The sign-in and password pages (before any session): their own switch to Arabic, then back to English. */
async function signedOut(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, path] of [
    ['sign-in', '/login'],
    ['forgot-password', '/forgot-password'],
    ['reset-password', '/reset-password?token=not-a-real-token'],
  ]) {
    await page.goto(`${SHOP_URL}/admin${path}`);
    await page.getByTestId('login-language').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    for (const p of await overflowProblems(page)) problems.push(`${name} at ${width} px: ${p}`);
    for (const w of await englishOnScreen(page)) problems.push(`${name} at ${width} px: English ${w}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    await page.getByTestId('login-language').click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  }
  return problems;
}

/** Signs in (English), switches to Arabic with the app bar's switch, and waits for the mirrored layout. */
async function toArabic(page: Page, walker: Walker) {
  await api('/auth/language', { method: 'PATCH', token: walker.token, body: { language: 'en' } });
  await signIn(page, walker.email, walker.password);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await page.getByTestId('language-switch').click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
  await expect.poll(async () => (await api<{ language: string | null }>('/auth/me', { token: walker.token })).data.language).toBe('ar');
}

describe('the back office in Arabic', () => {
  // each width walks in two halves at once, each half as its own owner in a browser context of its own: the walks only
  // look, and most of a walk's time is waiting on pages (networkidle's quiet half-second after each load among it),
  // so the four take about half of one walk's time. The signed-out pages are walked with the first half.
  for (const { width, which, key } of WALKS) {
    const walker = WALKERS[key];
    it.concurrent(`walks every screen at ${width} px right to left, in Arabic, with nothing sideways (${which ? 'second' : 'first'} half); switching back restores English`, async ({
      expect,
    }) => {
      const page = await (await browser.newContext({ viewport: { width, height: 800 }, locale: 'en-US' })).newPage();
      const problems = which === 0 ? await signedOut(page, width) : [];
      await toArabic(page, walker);
      problems.push(...(await walk(page, width, which)));
      // listed before the checks below, so one run names everything to mend
      if (problems.length) console.log(problems.join('\n'));

      // the choice is the staff member's: a new device signs in straight into Arabic
      const other = await (await browser.newContext({ viewport: { width, height: 800 }, locale: 'en-US' })).newPage();
      await signIn(other, walker.email, walker.password);
      await other.waitForFunction(() => document.documentElement.dir === 'rtl');
      await other.context().close();

      await page.goto(`${SHOP_URL}/admin/`);
      await page.getByTestId('language-switch').click();
      await page.waitForFunction(() => document.documentElement.dir === 'ltr' && document.documentElement.lang === 'en');
      await page.getByTestId('welcome').filter({ hasText: 'Welcome back' }).waitFor();
      await expect.poll(async () => (await api<{ language: string | null }>('/auth/me', { token: walker.token })).data.language).toBe('en');
      await page.context().close();
      expect(problems).toEqual([]);
    }, 900_000);
  }

  it("shows the API's price rule in Arabic in the product form", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })).newPage();
    const walker = WALKERS['1280-0'];
    await toArabic(page, walker);
    await page.goto(`${SHOP_URL}/admin/products/${ids.products}/edit`);
    await page.getByRole('button', { name: arProducts.edit.editProduct }).click();
    // meanwhile another staff member raises the capital above the price this form will save: only the API can tell
    const raised = await api(`/products/${ids.products}`, { method: 'PUT', token, body: { originalPrice: 160, sellingPrice: 170 } });
    expect(raised.status).toBe(200);
    await page.getByLabel(new RegExp(`^${arProducts.fields.sellingPrice}`)).fill('150');
    await page.getByRole('button', { name: arProducts.edit.save }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    const rule = 'سعر البيع يجب أن يساوي رأس المال أو يزيد عليه ليتحقق ربح';
    await page.getByText(rule).first().waitFor({ timeout: 30_000 });
    // under the selling price itself, not only in the toast
    const field = page.getByLabel(new RegExp(`^${arProducts.fields.sellingPrice}`));
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.locator('.MuiFormHelperText-root', { hasText: rule }).count()).toBeGreaterThan(0);
    await field.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-price-rule-ar-1280.png` });
    await api('/auth/language', { method: 'PATCH', token: walker.token, body: { language: 'en' } });
    await page.context().close();
  }, 300_000);
});
