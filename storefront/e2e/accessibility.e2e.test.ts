import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeProblems, overflowProblems } from '../../scripts/lib/page-checks.mjs';
import { SHOP_URL, launch, pageOfEveryKind, phoneContext, touchIslands } from './helpers';

// axe-core's WCAG 2.1 A/AA rules on a page of every kind, English and Arabic, at a phone's width, with the same check
// as the back office's screens (scripts/lib/page-checks.mjs): no serious or critical violation, nothing sideways.
let browser: Browser;
let paths: string[] = [];

beforeAll(async () => {
  browser = await launch();
  paths = await pageOfEveryKind();
});

afterAll(async () => {
  await browser?.close();
});

describe('every storefront page kind, English and Arabic', () => {
  it('has no serious or critical axe-core violation and nothing wider than the phone', async () => {
    const page = await (await phoneContext(browser)).newPage();
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
      // islands hydrated, as a shopper's first touch leaves them
      await touchIslands(page);
      for (const p of await axeProblems(page)) problems.push(`${path}: ${p}`);
      for (const p of await overflowProblems(page)) problems.push(`${path}: ${p}`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 600_000);
});
