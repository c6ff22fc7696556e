import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API, SHOP_URL, openPhonePage, publicCatalog, waitForCatalogBuilt } from './helpers';

// An id with no prebuilt page is served by the live page, which reads the API in the browser.
const UNBUILT = 'cz9y8x7w6v5u4t3s2r1q0p9o8';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await waitForCatalogBuilt();
  ({ browser, page } = await openPhonePage());
});
afterAll(async () => {
  await browser?.close();
});

describe('a live page whose load fails', () => {
  it("shows 'Product Not Found' with Try again, and Try again loads the product", async () => {
    const real = (await publicCatalog()).products[0];
    let failing = true;
    await page.route(`**/api/v1/products/${UNBUILT}*`, async (route) => {
      if (failing) return route.abort('connectionfailed');
      // back online: answer with a real product so the retry has something to show
      return route.fulfill({ response: await route.fetch({ url: `${API}/products/${real.id}` }) });
    });
    await page.goto(`${SHOP_URL}/products/${UNBUILT}`);
    const panel = page.getByRole('alert').filter({ hasText: 'Product Not Found' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain("The product you're looking for doesn't exist or has been removed.");
    expect(await panel.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    failing = false;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: real.name }).waitFor();
  });

  it("shows 'Category Not Found' with Try again; a category that is really gone has no Try again", async () => {
    await page.route(`**/api/v1/categories/${UNBUILT}*`, (route) => route.abort('connectionfailed'));
    await page.goto(`${SHOP_URL}/category/${UNBUILT}`);
    const panel = page.getByRole('alert').filter({ hasText: 'Category Not Found' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain("The category you're looking for doesn't exist.");
    expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await page.unroute(`**/api/v1/categories/${UNBUILT}*`);
    await panel.getByRole('button', { name: 'Try again' }).click();
    // The API now answers 404: still the panel, without a retry.
    // (Between the two panels the page shows its loading state, so wait for the settled one.)
    const settled = async () =>
      (await page.getByRole('heading', { name: 'Category Not Found' }).isVisible()) &&
      (await page.getByRole('button', { name: 'Try again' }).count()) === 0;
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
  });
});
