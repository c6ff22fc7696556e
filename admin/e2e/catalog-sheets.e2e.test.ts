// The spreadsheet round trip as staff use it: export a CSV from the Products screen, change cells in it with a CSV
// reader/writer (as a spreadsheet program would, byte order mark kept), import it, read the dry run's diff, apply, and
// find the change on the storefront's product pages (English and Arabic) and in the product feeds. The first pass
// runs at 1280 px; the second, at 375 px, imports the cells back, so the shared shop ends with the product as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseString } from '@fast-csv/parse';
import { writeToString } from '@fast-csv/format';
import type { Browser, Page } from 'playwright-core';
import { OWNER, SHOP_URL, api, launch, ownerToken, signIn } from './helpers';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';

const SHOTS = shotsDir('catalog-sheets');
const BOM = '\ufeff';

interface Product {
  id: string;
  name: string;
  nameAr: string | null;
  sellingPrice: number;
  discountedPrice: number | null;
  sizes: string[];
  stockTracked: boolean;
  publiclyVisible: boolean;
}

let browser: Browser;
let token = '';
let product: Product;
/** The file as first exported: put back through the API should a pass fail half-way. */
let original: { name: string; text: string } | null = null;

/** The cells to write in each pass, and what the diff and the storefront must then show. */
interface Edit {
  nameAr: string;
  price: string;
  stock: string;
}

const readCsv = (text: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { headers: false })
      .on('error', reject)
      .on('data', (r: string[]) => rows.push(r))
      .on('end', () => resolve(rows));
  });

/** Edits the product's row, cell by cell under the header's names; the file keeps its BOM and CRLF rows. */
async function editCsv(text: string, id: string, edit: Edit): Promise<string> {
  expect(text.startsWith(BOM), 'the export starts with a byte order mark').toBe(true);
  const rows = await readCsv(text.slice(1));
  const header = rows[0];
  const row = rows.find((r) => r[header.indexOf('id')] === id);
  if (!row) throw new Error(`the export has no row for ${id}`);
  row[header.indexOf('name_ar')] = edit.nameAr;
  row[header.indexOf('selling_price')] = edit.price;
  row[header.indexOf('stock')] = edit.stock;
  const out = await writeToString(rows, { writeBOM: true, rowDelimiter: '\r\n', includeEndRowDelimiter: true });
  expect(out.startsWith(BOM)).toBe(true);
  return out;
}

/** Products screen → Export → CSV: the file the browser downloads. */
async function exportCsv(page: Page, keyword: string): Promise<{ name: string; text: string }> {
  await page.goto(`${SHOP_URL}/admin/products?keyword=${encodeURIComponent(keyword)}`);
  await page.locator(`[data-testid=product-card][data-name="${keyword}"]`).first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Export filtered' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV, UTF-8 (.csv)' }).click()]);
  // read through the browser's connection: the file sits where the browser runs, which may be a shared one
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** Import → choose the file → the dry run's changes as the screen shows them → Apply → the result line. */
async function importCsv(page: Page, file: { name: string; text: string }, width: number): Promise<string[]> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from a spreadsheet' });
  await dialog.getByTestId('import-file').setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text, 'utf8') });
  const totals = dialog.getByTestId('import-totals');
  await totals.waitFor({ timeout: 60_000 });
  expect(await totals.textContent()).toMatch(/: \d+ rows: 0 new, 1 changed, \d+ unchanged, 0 refused$/);
  // the changes the screen shows (a phone shows them under the product's name, a wide screen in their own column)
  const shown = (
    await dialog.locator('tbody li').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent ?? ''))
  ).sort();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-diff-${width}.png` });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByText('Imported: 0 new and 1 changed products.').waitFor({ timeout: 60_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-done-${width}.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  // the apply ran as a job on the server: after a reload the dialog names it
  await page.reload();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const last = await dialog.getByTestId('import-last').textContent();
  expect(last).toContain(`Last import: ${file.name}, `);
  expect(last).toMatch(/ — Imported: 0 new and 1 changed products\.$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return shown;
}

/** Waits until the served page answers with `check` true (the incremental renderer rewrites it after the import). */
async function served(path: string, check: (body: string) => boolean, timeoutMs = 150_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  let body = '';
  while (Date.now() < until) {
    body = await fetch(`${SHOP_URL}${path}`).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (check(body)) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} never showed the change; last answer began: ${body.slice(0, 300)}`);
}

/** The feed's items of one product, as { size: { field: text } } (the first of each field). */
function feedItems(xml: string, id: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [, item] of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    if (!item.includes(`<g:item_group_id>${id}</g:item_group_id>`)) continue;
    const fields: Record<string, string> = {};
    for (const [, tag, text] of item.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)) fields[tag] ??= text;
    out[fields.size] = fields;
  }
  return out;
}

/** The product pages in both languages, read in a shopper's browser at the given width. */
async function storefrontShows(width: number, edit: Edit, soldOutSize: string | null) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const shopper = await context.newPage();
  for (const lang of ['en', 'ar'] as const) {
    const path = `${lang === 'ar' ? '/ar' : ''}/products/${product.id}`;
    const price = lang === 'ar' ? `${edit.price} ر.س` : `SAR ${edit.price}`;
    await served(path, (html) => html.includes(price) && (lang === 'en' || html.includes(`<h1>${edit.nameAr}</h1>`)));
    await shopper.goto(`${SHOP_URL}${path}`);
    expect(await shopper.locator('.pdp-info .price-now').textContent()).toBe(price);
    if (lang === 'ar') expect(await shopper.locator('.pdp-info h1').textContent()).toBe(edit.nameAr);
    for (const size of product.sizes) {
      // what a screen reader says for the size in the picker (a sold-out size is also disabled and struck through)
      const label = (await shopper.locator(`[data-size-picker] input[type="radio"][value="${size}"]`).getAttribute('aria-label')) ?? '';
      if (size === soldOutSize) expect(label, `${lang}: size ${size} reads sold out`).toMatch(lang === 'ar' ? /نفدت الكمية/ : /sold out/);
      else expect(label, `${lang}: size ${size} is not sold out`).not.toMatch(/sold out|نفدت/);
    }
    if (SHOTS) await shopper.screenshot({ path: `${SHOTS}/product-${lang}-${width}.png` });
  }
  await context.close();
  for (const [feed, title] of [
    ['/feeds/products.xml', product.name],
    ['/feeds/ar/products.xml', edit.nameAr],
  ] as const) {
    const xml = await served(feed, (x) => Object.values(feedItems(x, product.id)).every((i) => i.price === `${edit.price} SAR`));
    const items = feedItems(xml, product.id);
    expect(Object.keys(items).sort(), `${feed}: one item per size`).toEqual([...product.sizes].sort());
    for (const size of product.sizes) {
      expect(items[size].title, `${feed}: the title`).toBe(title.replace(/&/g, '&amp;'));
      expect(items[size].availability, `${feed}: size ${size}`).toBe(size === soldOutSize ? 'out_of_stock' : 'in_stock');
    }
  }
}

async function signedInPage(width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
  await signIn(page, OWNER.email, OWNER.password);
  return page;
}

beforeAll(async () => {
  browser = await launch();
  token = await ownerToken();
  // a visible product with an Arabic name, two sizes or more, no discount and uncounted stock: its own price shows,
  // and counting one size at 0 sells out that size only
  const { data } = await api<{ products: Product[] }>('/products?limit=100&publiclyVisible=true&sortBy=createdAt&sortOrder=asc', { token });
  const found = data.products.find((p) => p.nameAr && p.sizes.length >= 2 && p.discountedPrice == null && !p.stockTracked);
  if (!found) throw new Error('no demo product fits the test');
  product = found;
});

afterAll(async () => {
  try {
    // a failed pass must not leave the shared shop changed: import the first export back
    const now = original && (await api<Product>(`/products/${product.id}`, { token })).data;
    if (original && now && (now.nameAr !== product.nameAr || Number(now.sellingPrice) !== Number(product.sellingPrice) || now.stockTracked)) {
      const form = new FormData();
      form.append('file', new Blob([original.text], { type: 'text/csv' }), original.name);
      await fetch(`${SHOP_URL}/api/v1/catalog-sheets/import/apply`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    }
  } finally {
    await browser?.close();
  }
});

describe('catalog spreadsheets', () => {
  const price = (n: number) => n.toFixed(2);

  it('staff export a CSV at 1280 px, change an Arabic name, a price and a stock count, see the three changes in the dry run, apply, and both product pages and the feeds show them', async () => {
    const page = await signedInPage(1280);
    const file = await exportCsv(page, product.name);
    original = file;
    expect(file.name).toMatch(/\.csv$/);
    const [soldOut, ...others] = product.sizes;
    const edit: Edit = {
      nameAr: `${product.nameAr} إصدار خاص`,
      price: price(Number(product.sellingPrice) + 22),
      stock: [`${soldOut}=0`, ...others.map((s) => `${s}=5`)].join(' | '),
    };
    const shown = await importCsv(page, { name: file.name, text: await editCsv(file.text, product.id, edit) }, 1280);
    expect(shown).toEqual(
      [
        `name_ar: ${product.nameAr} → ${edit.nameAr}`,
        `selling_price: ${price(Number(product.sellingPrice))} → ${edit.price}`,
        `stock: — → ${edit.stock}`,
      ].sort(),
    );
    const { data: after } = await api<Product & { sizeStock: { size: string; left: number }[] }>(`/products/${product.id}`, { token });
    expect(after).toMatchObject({ nameAr: edit.nameAr, stockTracked: true });
    expect(Number(after.sellingPrice)).toBe(Number(edit.price));
    expect(Object.fromEntries(after.sizeStock.map((s) => [s.size, s.left]))).toEqual(
      Object.fromEntries(product.sizes.map((s) => [s, s === soldOut ? 0 : 5])),
    );
    await storefrontShows(1280, edit, soldOut);
    await page.context().close();
  });

  it('at 375 px staff import the three cells back the same way, and the storefront and feeds show the product as it was', async () => {
    expect(original, 'the first pass exported the file').not.toBeNull();
    const page = await signedInPage(375);
    const file = await exportCsv(page, product.name);
    const back: Edit = { nameAr: product.nameAr ?? '', price: price(Number(product.sellingPrice)), stock: '' };
    const shown = await importCsv(page, { name: file.name, text: await editCsv(file.text, product.id, back) }, 375);
    expect(shown).toHaveLength(3);
    expect(shown.find((s) => s.startsWith('selling_price:'))).toBe(`selling_price: ${price(Number(product.sellingPrice) + 22)} → ${back.price}`);
    expect(shown.find((s) => s.startsWith('stock:'))).toMatch(/ → —$/);
    const { data: after } = await api<Product>(`/products/${product.id}`, { token });
    expect(after).toMatchObject({ nameAr: product.nameAr, stockTracked: false });
    expect(Number(after.sellingPrice)).toBe(Number(product.sellingPrice));
    await storefrontShows(375, back, null);
    await page.context().close();
  });
});
