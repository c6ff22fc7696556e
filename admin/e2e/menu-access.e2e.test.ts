import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OWNER, RUN, SHOP_URL, api, launch, openScreen, ownerToken, signIn } from './helpers';

// Every sidebar entry a user sees opens its screen: the menu and the guards read the same table.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function entries(): Promise<{ label: string; href: string }[]> {
  const menu = page.locator('.RaSidebar-fixed, .MuiDrawer-paper').first();
  await menu.getByText('Dashboard').waitFor();
  // an entry's badge (the count of new orders) is not part of its name
  return menu
    .locator('a[href^="/admin"]')
    .evaluateAll((links) => links.map((a) => ({ label: (a.textContent ?? '').trim().replace(/\d+$/, ''), href: a.getAttribute('href') ?? '' })));
}

describe.each([
  ['OWNER', ['Dashboard', 'Categories', 'Products', 'Sales', 'Orders', 'Promotions', 'Reviews', 'Inquiries', 'Settings', 'Staff', 'Market stall']],
  ['ADMIN', ['Dashboard', 'Categories', 'Products', 'Sales', 'Orders', 'Promotions', 'Reviews', 'Inquiries', 'Settings', 'Market stall']],
])('the sidebar of an %s', (role, expected) => {
  it('lists the screens the role may open, and each one opens without Access Denied', async () => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    if (role === 'OWNER') {
      await signIn(page, OWNER.email, OWNER.password);
    } else {
      const email = `menu-${RUN}@example.com`;
      const created = await api('/users', {
        method: 'POST',
        token: await ownerToken(),
        body: { name: 'Menu Admin', email, role: 'ADMIN', password: 'menu-pass-123' },
      });
      expect(created.status).toBe(201);
      await signIn(page, email, 'menu-pass-123');
    }
    const links = await entries();
    expect(links.map((l) => l.label)).toEqual(expected);
    for (const link of links) {
      await openScreen(page, link.href.replace(/^\/admin/, '') || '/');
      // the stall is a phone screen of its own, outside the back office's shell (issue 42)
      if (link.href === '/admin/stall') {
        await page.getByTestId('stall-catalog-age').waitFor();
        continue;
      }
      await page.getByTestId('welcome').waitFor();
      await page.locator('h1, h2').first().waitFor();
      expect(await page.getByTestId('access-denied').count()).toBe(0);
      expect(await page.getByTestId('authentication-error').count()).toBe(0);
    }
    // a screen the role cannot open has no entry and is denied
    if (role === 'ADMIN') {
      await page.goto(`${SHOP_URL}/admin/staff`);
      await page.getByTestId('access-denied').waitFor();
    }
    await page.context().close();
  });
});
