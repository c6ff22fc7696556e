import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { inlineScriptHashes } from '../src/integrations/csp-hashes.mjs';
import { SHOP_URL, launch, pageOfEveryKind, touchIslands } from './helpers';

// The storefront's pages are served with a script policy without 'unsafe-inline': every inline script a page carries
// is allowed by its hash, and the pages run (islands hydrate, the cart opens) with no policy violation.
let browser: Browser;
let paths: string[];

beforeAll(async () => {
  paths = [...(await pageOfEveryKind()), '/products/cdoesnotexist000000000000'];
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const scriptSrc = (policy: string | null) => /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(/\s+/) ?? [];

describe('Content-Security-Policy of the storefront', () => {
  it("allows each page's inline scripts by hash, never 'unsafe-inline'", async () => {
    for (const p of paths) {
      const res = await fetch(`${SHOP_URL}${p}`);
      const sources = scriptSrc(res.headers.get('content-security-policy'));
      expect(sources, p).toContain("'self'");
      expect(sources, p).not.toContain("'unsafe-inline'");
      const html = await res.text();
      const needed = inlineScriptHashes(html);
      expect(needed.length, `${p} has inline scripts to check`).toBeGreaterThan(0);
      expect(
        needed.filter((h: string) => !sources.includes(h)),
        `${p}: inline scripts the policy blocks`,
      ).toEqual([]);
    }
  });

  it('runs every page with no policy violation: islands hydrate and the cart opens', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    // One page walks every path: each navigation is a full load that runs the page's scripts afresh, so a new tab per
    // path would only add a renderer's start-up to the same check.
    const page = await context.newPage();
    let current = '';
    page.on('console', (m) => {
      if (/Content Security Policy|CSP violation/i.test(m.text())) violations.push(`${current}: ${m.text()}`);
    });
    try {
      for (const p of paths.filter((x) => !x.includes('doesnotexist'))) {
        current = p;
        await page.goto(`${SHOP_URL}${p}`, { waitUntil: 'networkidle' });
        await touchIslands(page);
        await page.locator('[data-cart-open]').first().click();
        await page.locator('#cart-title').waitFor({ state: 'visible' });
      }
    } finally {
      await context.close();
    }
    expect(violations).toEqual([]);
  });
});
