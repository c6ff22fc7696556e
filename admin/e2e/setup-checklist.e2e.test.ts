import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_SETTINGS } from '@shop/common';
import { OWNER, SHOP_URL, api, launch, openScreen, ownerToken, signIn } from './helpers';

let browser: Browser;
let page: Page;
let token = '';

const put = async (body: Record<string, unknown>) => {
  const res = await api('/settings', { method: 'PUT', token, body });
  expect(res.status).toBe(200);
};
/** The settings of a freshly started demo shop: built-in defaults plus the seed's demo chat targets. */
const freshShop = async () => {
  expect((await api('/settings/reset', { method: 'POST', token })).status).toBe(200);
  await put({ ...DEMO_SETTINGS });
};

beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  token = await ownerToken();
  await freshShop();
  await signIn(page, OWNER.email, OWNER.password);
});
afterAll(async () => {
  if (token) await freshShop();
  await browser?.close();
});

/** Saves one settings card and waits for it to refuse the email. */
const saveRefusingEmail = async (card: Locator) => {
  await card.getByRole('button', { name: 'Save' }).click();
  await card.getByText('Please enter a valid email address').waitFor();
};

const steps = () =>
  page
    .getByTestId('setup-checklist')
    .locator('[data-testid^=setup-step-]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

describe('setting up a new shop', () => {
  it('the dashboard lists the three setup steps of a fresh shop, and Settings marks the demo values', async () => {
    await openScreen(page, '/');
    await page.getByTestId('setup-checklist').waitFor();
    expect(await steps()).toEqual(['setup-step-chat', 'setup-step-contact', 'setup-step-logo']);
    expect(await page.getByTestId('setup-checklist').textContent()).toContain('Set your Messenger page or WhatsApp number');

    await page.getByRole('link', { name: 'Open Settings' }).click();
    await page.waitForURL(/\/admin\/settings$/);
    await page.getByRole('tab', { name: 'Social Media' }).click();
    for (const field of ['messengerUrl', 'whatsappNumber']) {
      expect(await page.getByTestId(`demo-value-${field}`).textContent()).toBe("Demo value — replace with your shop's");
    }
    expect(await page.getByTestId('demo-value-facebookUrl').count()).toBe(0);
  });

  it('the settings form refuses a blank or invalid business and owner email', async () => {
    await openScreen(page, '/settings');
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const business = page.getByTestId('card-business');
    await business.getByLabel('Business Phone').fill('+966 11 234 5678');
    await saveRefusingEmail(business);
    await business.getByLabel('Business Email').fill('shop@');
    await saveRefusingEmail(business);
    expect(await page.getByText('Settings Updated').count()).toBe(0);
    await business.getByLabel('Business Email').fill('orders@retrocap-e2e.example.com');
    await business.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings Updated').first().waitFor({ timeout: 30_000 });
    expect(await business.getByText('Please enter a valid email address').count()).toBe(0);

    await page.getByRole('tab', { name: 'Owner' }).click();
    const owner = page.getByTestId('card-owner');
    await owner.getByLabel('Owner Name').fill('Layla Owner');
    await saveRefusingEmail(owner);
    await owner.getByLabel('Owner Email').fill('layla@retrocap-e2e.example.com');
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api<{ ownerEmail: string }>('/settings', { token })).data.ownerEmail).toBe('layla@retrocap-e2e.example.com');
  });

  it('each step disappears once it is set, and the card once all are', async () => {
    // The business email and phone came in the previous step. Loaded, as the reloads below are: the dashboard reads
    // the settings the server has now, not the ones the app holds from before.
    await page.goto(`${SHOP_URL}/admin`);
    await page.getByTestId('setup-checklist').waitFor();
    expect(await steps()).toEqual(['setup-step-chat', 'setup-step-logo']);

    await put({ messengerUrl: 'https://m.me/retrocap.riyadh' });
    await page.reload();
    await page.getByTestId('setup-checklist').waitFor();
    expect(await steps()).toEqual(['setup-step-logo']);

    await put({ logoUrl: '/favicon.svg' });
    await page.reload();
    await page.getByTestId('card-products').waitFor();
    expect(await page.getByTestId('setup-checklist').count()).toBe(0);
  });
});
