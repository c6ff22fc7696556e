import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { STORAGE_KEYS } from '@shop/common';
import { OWNER, SHOP_URL, launch, signIn } from './helpers';

// Two back-office tabs share one stored session. When both must refresh it at once, one rotates the tokens and the
// other takes the rotated ones: neither is signed out, and the session is not ended as a leaked token.

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Makes the stored tokens look older than the refresh interval, so the next page load refreshes them first. Written
 * from a page of the origin that is not the back office, while no back-office page is open, so no tab refreshes
 * before both load.
 */
async function expireStoredTokens() {
  const writer = await context.newPage();
  await writer.goto(`${SHOP_URL}/api/v1/health`);
  await writer.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...stored, issuedAt: 1 }));
  }, STORAGE_KEYS.auth);
  await writer.close();
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.auth);

describe('two tabs refreshing the session at once', () => {
  it('both stay signed in, with one refresh of the tokens', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    const desk = await context.newPage();
    await desk.setViewportSize({ width: 1280, height: 900 });
    await signIn(desk, OWNER.email, OWNER.password);
    await phone.goto(`${SHOP_URL}/admin`);
    await phone.getByTestId('welcome').waitFor();
    const before = await stored(desk);

    // Hold each refresh call (the real API answers it afterwards) until both tabs have asked or 3 s have passed,
    // so the two tabs race for the same refresh token whatever the machine's speed.
    const held: Route[] = [];
    let refreshCalls = 0;
    let release: () => void = () => undefined;
    const bothAsked = new Promise<void>((r) => (release = r));
    await context.route('**/api/v1/auth/refresh', async (route) => {
      refreshCalls += 1;
      held.push(route);
      if (held.length === 2) release();
      await Promise.race([bothAsked, new Promise((r) => setTimeout(r, 3000))]);
      await route.continue();
    });

    await Promise.all([desk.goto('about:blank'), phone.goto('about:blank')]);
    await expireStoredTokens();
    await Promise.all([desk.goto(`${SHOP_URL}/admin`), phone.goto(`${SHOP_URL}/admin`)]);
    for (const page of [desk, phone]) await page.getByTestId('welcome').waitFor({ timeout: 60_000 });
    await desk.waitForTimeout(1500);
    await context.unroute('**/api/v1/auth/refresh');

    expect(refreshCalls).toBe(1);
    for (const page of [desk, phone]) expect(new URL(page.url()).pathname).not.toMatch(/^\/admin\/login/);
    const after = await stored(phone);
    expect(after.refreshToken).toBeTruthy();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // The rotated session is alive for both: each tab loads again with it.
    await Promise.all([desk.reload(), phone.reload()]);
    for (const page of [desk, phone]) {
      await page.getByTestId('welcome').waitFor({ timeout: 60_000 });
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/);
    }
  });
});
