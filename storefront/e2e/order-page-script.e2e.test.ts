import { newOrderCode } from '@shop/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { inlineScriptHashes } from '../src/integrations/csp-hashes.mjs';
import { SHOP_URL, api, launch, paid, publicCatalog } from './helpers';

// The order page is drawn by a script inlined in its head, not by a React island: the script policy allows it by its
// hash, it runs without a violation, and the page downloads no React to show the order.
let browser: Browser;
let code: string;

beforeAll(async () => {
  const { products } = await publicCatalog();
  const product = products[0];
  code = newOrderCode();
  const placed = await api(`/orders`, {
    method: 'POST',
    body: JSON.stringify({
      code,
      // a shopper names the size of a product that has several (the API refuses a line without one)
      lines: [{ productId: product.id, size: product.sizes[0] ?? null, quantity: 1, unitPrice: paid(product) }],
      pickupDate: null,
      language: 'en',
      route: 'COPY',
      placedAt: new Date().toISOString(),
    }),
  });
  expect(placed.status, 'order placed').toBeLessThan(300);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const scriptSrc = (policy: string | null) => /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(/\s+/) ?? [];

describe('the order page without a framework', () => {
  it("allows the order page's inline scripts by hash, never 'unsafe-inline', in both languages", async () => {
    for (const path of [`/orders/${code}`, `/ar/orders/${code}`, '/orders/RC-22222-22222']) {
      const res = await fetch(`${SHOP_URL}${path}`);
      const sources = scriptSrc(res.headers.get('content-security-policy'));
      expect(sources, path).not.toContain("'unsafe-inline'");
      const html = await res.text();
      expect(html, path).toContain('data-order-root');
      expect(html, path).not.toContain('<astro-island');
      const needed = inlineScriptHashes(html);
      expect(
        needed.filter((h: string) => !sources.includes(h)),
        `${path}: inline scripts the policy blocks`,
      ).toEqual([]);
    }
  });

  it('shows the order with no policy violation and without downloading React, in both languages', async () => {
    for (const path of [`/orders/${code}`, `/ar/orders/${code}`]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      const bodies: Promise<string>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
      });
      await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
      expect(await page.locator('[data-order-status]').getAttribute('data-order-status')).toBe('NEW');
      expect(await page.locator('[aria-busy]').count()).toBe(0);
      expect(
        (await Promise.all(bodies)).some((b) => b.includes('hydrateRoot')),
        `${path} downloaded React`,
      ).toBe(false);
      expect(problems, path).toEqual([]);
      await context.close();
    }
  });

  it('offers Try again when the order cannot be read, and shows the order once the shopper presses it', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    let failed = 0;
    await page.route('**/api/v1/orders/**', async (route) => {
      if (failed++ === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto(`${SHOP_URL}/orders/${code}`);
    await page.getByRole('heading', { name: 'We could not load your order just now.' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await page.locator('[data-order-status]').getAttribute('data-order-status')).toBe('NEW');
    expect(failed).toBe(2);
    await context.close();
  });

  it('answers an unknown code written in lower case with "not found", in Arabic', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${SHOP_URL}/ar/orders/rc-22222-22222`);
    await page.getByRole('heading', { name: 'لم نتمكن من العثور على هذا الطلب' }).waitFor();
    expect(await page.locator('[data-order-missing]').count()).toBe(1);
    await context.close();
  });
});
