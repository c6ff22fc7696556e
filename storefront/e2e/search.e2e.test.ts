import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHOP_URL, openPhonePage, publicCatalog, type ApiProduct, waitForCatalogBuilt } from './helpers';

let browser: Browser;
let page: Page;
let target: ApiProduct;
let word: string;

/** Drops one inner letter: "snapback" → "snapbck". */
function typo(w: string): string {
  const i = Math.floor(w.length / 2) + 1;
  return w.slice(0, i) + w.slice(i + 1);
}

beforeAll(async () => {
  await waitForCatalogBuilt();
  const { products } = await publicCatalog();
  for (const p of products) {
    const w = p.name.split(/\s+/).find((x) => /^[a-z]{6,}$/i.test(x));
    if (w) {
      target = p;
      word = w;
      break;
    }
  }
  expect(target, 'the demo catalog needs a product name with a word of 6+ letters').toBeTruthy();
  ({ browser, page } = await openPhonePage());
});

afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('finds products despite a typo, from the home page search box', async () => {
    const misspelt = typo(word.toLowerCase());
    await page.goto(`${SHOP_URL}/`);
    const box = page.locator('.hero-search input[name="keyword"]');
    await box.fill(misspelt);
    await box.press('Enter');
    await page.waitForURL(`${SHOP_URL}/search?keyword=${misspelt}`);
    await page.locator('.product-grid .card-name').first().waitFor();
    const names = await page.locator('.product-grid .card-name').allTextContents();
    expect(names.some((n) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(await page.title()).toMatch(/^Search - /);
  });

  it('remembers recent searches and shows them with the popular ones', async () => {
    await page.goto(`${SHOP_URL}/search`);
    await page.getByRole('heading', { name: 'Start Exploring' }).waitFor();
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.click();
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.waitFor();
    const options = await list.getByRole('option').allTextContents();
    expect(options[0]).toBe(typo(word.toLowerCase()));
    for (const popular of ['tambay', 'cap', 'vintage', 'new era', 'krwn']) expect(options).toContain(popular);
  });

  it('says so when nothing matches', async () => {
    await page.goto(`${SHOP_URL}/search?keyword=qqxqzzv`);
    await page.getByRole('heading', { name: 'No results found for "qqxqzzv"' }).waitFor();
  });
});
