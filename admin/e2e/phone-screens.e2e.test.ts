import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newOrderCode } from '@shop/common';
import { axeProblems, overflowProblems } from '../../scripts/lib/page-checks.mjs';
import enSettings from '../src/i18n/messages/en/settings';
import { OWNER, SHOP_URL, api, launch, openScreen, ownerToken, signIn } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

// Every back-office screen, dialog and settings card at a phone's 375 px (and 1280 px for sanity): nothing sticks out
// sideways, and axe-core finds no serious or critical WCAG 2.1 A/AA violation. Screenshots for a person to look at
// with SHOTS_DIR set.
const SHOTS = shotsDir('phone-screens');

interface Screen {
  name: string;
  /** under /admin; a function for the ids made in beforeAll */
  path: string | (() => string);
  /** opens a dialog, a tab or a mode after the screen loads */
  open?: (page: Page) => Promise<void>;
}

let browser: Browser;
let token = '';
let productId = '';
let productName = '';
let categoryId = '';
let saleId = '';
let orderCode = '';

const clickButton = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
};
const inDialog =
  (name: string | RegExp, role: 'dialog' | 'menu' = 'dialog') =>
  async (page: Page) => {
    await clickButton(name)(page);
    await page.getByRole(role).first().waitFor();
  };
const settingsTab =
  (name: string, edit = false) =>
  async (page: Page) => {
    await page.getByRole('tab', { name, exact: true }).click();
    if (edit) await page.getByRole('button', { name: 'Edit Settings' }).first().click();
  };

/** The stall with a product found and one piece of it in the basket: the search list, sizes and basket all on screen. */
async function stallBasket(page: Page) {
  await page.getByTestId('stall-catalog-age').filter({ hasText: 'Catalog from' }).waitFor();
  await page.getByRole('searchbox').fill(productName.split(' ')[0]);
  await page.locator('.found li').first().locator('.sizes button').first().click();
  await page.getByRole('button', { name: 'One more' }).waitFor();
}

const SIGNED_OUT: Screen[] = [
  { name: 'sign-in', path: '/login' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=not-a-real-token' },
];

const SIGNED_IN: Screen[] = [
  { name: 'dashboard', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'products-import', path: '/products', open: inDialog('Import') },
  { name: 'products-export', path: '/products', open: inDialog('Export', 'menu') },
  { name: 'product-create', path: '/products/create' },
  { name: 'product-view', path: () => `/products/${productId}/edit` },
  { name: 'product-edit', path: () => `/products/${productId}/edit`, open: clickButton('Edit Product') },
  { name: 'product-set-stock', path: () => `/products/${productId}/edit`, open: clickButton('Set stock') },
  { name: 'categories', path: '/categories' },
  { name: 'category-create', path: '/categories/create' },
  { name: 'category-edit', path: () => `/categories/${categoryId}/edit` },
  { name: 'sales', path: '/sales' },
  { name: 'sales-analytics', path: '/sales', open: inDialog('Analytics') },
  { name: 'sale-create', path: '/sales/create' },
  { name: 'sale-edit', path: () => `/sales/${saleId}/edit` },
  { name: 'orders', path: '/orders' },
  { name: 'order', path: () => `/orders/${orderCode}` },
  { name: 'invoice', path: () => `/invoices/sale/${saleId}` },
  { name: 'settings', path: '/settings' },
  // every card of every tab, the owner's profile (Account) among them
  ...Object.values(enSettings.tabs).map((tab) => ({
    name: `settings-${tab.toLowerCase().replace(/\W+/g, '-')}`,
    path: '/settings',
    open: settingsTab(tab),
  })),
  { name: 'settings-edit', path: '/settings', open: settingsTab(enSettings.tabs.business, true) },
  { name: 'staff', path: '/staff' },
  { name: 'staff-invite', path: '/staff', open: inDialog('Invite Staff') },
  // issue 43: the promotions, a new promotion, and the discount licence where the owner keeps it (Settings → Promotions)
  { name: 'promotions', path: '/promotions' },
  { name: 'promotion-create', path: '/promotions/create' },
  { name: 'settings-promotions', path: '/settings?tab=promotions' },
  // issue 42: size labels of a product in every size (sheet and single), and the stall's phone screen with a basket
  { name: 'labels-sheet', path: () => `/labels?ids=${productId}&layout=sheet` },
  { name: 'labels-single', path: () => `/labels?ids=${productId}&layout=single` },
  { name: 'stall', path: '/stall', open: stallBasket },
];

/** Waits until the screen's data has come and its spinners have gone. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[role=progressbar], .MuiSkeleton-root'), undefined, { timeout: 30_000 });
  // the screen's entrance animation and MUI's transitions end before anything is measured
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** PHONE_SCREENS=settings,staff walks only the screens whose names start so (while mending one screen). */
const ONLY = process.env.PHONE_SCREENS?.split(',').filter(Boolean) ?? [];

async function walk(page: Page, screens: Screen[], width: number, axe: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    if (ONLY.length && !ONLY.some((prefix) => screen.name.startsWith(prefix))) continue;
    const path = typeof screen.path === 'function' ? screen.path() : screen.path;
    await openScreen(page, path);
    await settle(page);
    if (screen.open) {
      // a screen that cannot be opened is named with the rest, so one run lists everything to mend
      const opened = await screen.open(page).then(
        () => true,
        (err: Error) => (problems.push(`${screen.name}: could not open (${err.message.split('\n').slice(0, 6).join(' ')})`), false),
      );
      if (!opened) continue;
      await settle(page);
    }
    for (const p of await overflowProblems(page)) problems.push(`${screen.name} at ${width} px: ${p}`);
    if (axe) for (const p of await axeProblems(page)) problems.push(`${screen.name}: ${p}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${screen.name}-${width}.png`, fullPage: true });
  }
  return problems;
}

beforeAll(async () => {
  browser = await launch();
  token = await ownerToken();
  type Listed = {
    id: string;
    name: string;
    categoryId: string;
    sellingPrice: number;
    discountedPrice: number | null;
    sizes: string[];
    stockTracked: boolean;
    sizeStock: { size: string; onHand: number }[];
  };
  const products = await api<{ products: Listed[] }>('/products?limit=50&stock=IN_STOCK', { token });
  // the walk records a sale and places an order of one piece each: a product whose stock is not counted takes both
  // whatever the files before this one sold (the stall's baskets, the stock test); else the size with the most left
  const left = (p: Listed, size: string) => (p.stockTracked ? (p.sizeStock.find((c) => c.size === size)?.onHand ?? 0) : Infinity);
  const product = products.data.products.find((p) => !p.stockTracked) ?? products.data.products[0];
  const size = [...product.sizes].sort((a, b) => left(product, b) - left(product, a))[0];
  productId = product.id;
  productName = product.name;
  categoryId = product.categoryId;
  const sale = await api<{ id: string }>('/sales', {
    method: 'POST',
    token,
    // a product with sizes is sold in one of them (its stock may be counted per size)
    body: { productId, saleDate: '2026-11-20', originalPrice: 40, sellingPrice: 115, ...(size ? { size } : {}) },
  });
  if (sale.status !== 201) throw new Error(`sale create answered ${sale.status}`);
  saleId = sale.data.id;
  orderCode = newOrderCode();
  const order = await fetch(`${SHOP_URL}/api/v1/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      code: orderCode,
      lines: [{ productId, quantity: 1, unitPrice: product.discountedPrice ?? product.sellingPrice, size }],
      pickupDate: null,
      language: 'en',
      route: 'WHATSAPP',
      placedAt: new Date().toISOString(),
    }),
  });
  if (order.status !== 201) throw new Error(`order create answered ${order.status}: ${await order.text()}`);
});

// The shop is shared with the other browser test files: the sale and the order go.
afterAll(async () => {
  if (orderCode) await api(`/orders/${orderCode}/status`, { method: 'POST', token, body: { status: 'CANCELLED', deleteSales: true } });
  if (saleId) await api(`/sales/${saleId}`, { method: 'DELETE', token });
  await browser?.close();
});

/** The first or the second half of a list of screens. */
const half = <T>(list: T[], which: number): T[] => (which === 0 ? list.slice(0, Math.ceil(list.length / 2)) : list.slice(Math.ceil(list.length / 2)));

describe('every back-office screen on a phone', () => {
  // each width walks in two halves at once, each half in a browser context of its own: the walks only look (dialogs
  // and edit modes are opened, never saved), and most of a walk's time is waiting on pages (networkidle's quiet
  // half-second after each load among it), so the file takes about half of one walk's time
  for (const width of [375, 1280]) {
    for (const which of [0, 1]) {
      it.concurrent(`fits ${width} px with nothing sideways${width === 375 ? ', and passes axe-core' : ''} (${which ? 'second' : 'first'} half of the screens)`, async ({
        expect,
      }) => {
        const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
        const problems = which === 0 ? await walk(page, SIGNED_OUT, width, width === 375) : [];
        await signIn(page, OWNER.email, OWNER.password);
        problems.push(...(await walk(page, half(SIGNED_IN, which), width, width === 375)));
        await page.context().close();
        expect(problems).toEqual([]);
      }, 900_000);
    }
  }
});
