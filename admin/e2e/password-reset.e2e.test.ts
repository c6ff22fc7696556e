import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './helpers';
import { mailText, startShopWithMail } from './mailShop';

// The whole recovery of a forgotten password, as staff live it: ask for a link on the sign-in page, open the mailed
// link (a direct visit to the back office), set a new password, sign in with it. On a phone and on a desktop.

let shop: Awaited<ReturnType<typeof startShopWithMail>>;
let browser: Browser;
let password = '';

beforeAll(async () => {
  shop = await startShopWithMail();
  password = shop.password;
  browser = await launch();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function signInAnswer(email: string, pass: string) {
  const res = await fetch(`${shop.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: pass }),
  });
  return res.status;
}

/** Waits for the next reset mail to `to` and answers the link in it. */
async function resetLinkMailedTo(to: string, before: number): Promise<string> {
  await expect.poll(() => shop.mails.filter((m) => m.to.includes(to)).length, { timeout: 30_000 }).toBeGreaterThan(before);
  const text = mailText(shop.mails.filter((m) => m.to.includes(to)).at(-1)!);
  const link = text.match(/https?:\/\/\S+\/admin\/reset-password\?token=[^\s]+/)?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${text}`);
  return link;
}

async function requestLink(page: Page, email: string) {
  await page.goto(`${shop.url}/admin/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(/\/admin\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  return page.getByTestId('forgot-sent').textContent({ timeout: 30_000 });
}

describe('recovering a forgotten password', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: request a link, open it, set a new password, sign in with it`, async () => {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      const mailsBefore = shop.mails.filter((m) => m.to.includes(shop.email)).length;
      expect(await requestLink(page, shop.email)).toBe('If an account exists for that email, a password reset link has been sent.');
      const link = await resetLinkMailedTo(shop.email, mailsBefore);

      // Opened straight from the mail: the API answers the back office's page for the path, the token survives.
      await page.goto(link);
      expect(new URL(page.url()).pathname).toBe('/admin/reset-password');
      await page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
      const newPassword = `reset-${width}-${Date.now().toString(36)}`;
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('other');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await page.getByText('Password must be at least 8 characters').waitFor();
      await page.getByText('Passwords do not match').waitFor();
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text');
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set New Password' }).click();

      await page.waitForURL(/\/admin\/login$/);
      expect(await page.getByTestId('login-notice').textContent()).toBe('Your password has been reset. Please sign in with your new password.');
      await page.fill('#login-email', shop.email);
      await page.fill('#login-password', newPassword);
      await page.click('button[type=submit]');
      await page.getByTestId('welcome').waitFor({ timeout: 30_000 });
      expect(await signInAnswer(shop.email, password)).toBe(401);
      password = newPassword;

      // The link works once: opened again it says so and offers a new one.
      const again = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await again.goto(link);
      await again.getByRole('button', { name: 'Set New Password' }).waitFor();
      await again.getByLabel('New password', { exact: true }).fill('another-pass-1');
      await again.getByLabel('Confirm new password').fill('another-pass-1');
      await again.getByRole('button', { name: 'Set New Password' }).click();
      expect(await again.getByTestId('reset-invalid').textContent()).toBe('This password reset link is invalid or has expired.');
      await again.getByRole('link', { name: 'Request a new link' }).click();
      await again.waitForURL(/\/admin\/forgot-password$/);
      expect(await signInAnswer(shop.email, newPassword)).toBe(200);
    });
  }

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    const mailsBefore = shop.mails.length;
    expect(await requestLink(page, 'nobody@e2e.test')).toBe('If an account exists for that email, a password reset link has been sent.');
    await page.waitForTimeout(2000);
    expect(shop.mails.length).toBe(mailsBefore);
  });

  it('a link without a token says it is not valid and links to a new request', async () => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await page.goto(`${shop.url}/admin/reset-password`);
    expect(await page.getByTestId('reset-invalid').textContent()).toBe('This password reset link is invalid or has expired.');
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/admin/forgot-password');
  });
});
