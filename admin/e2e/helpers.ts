import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';

export const SHOP_URL = (process.env.SHOP_URL ?? 'http://localhost:3200').replace(/\/$/, '');
export const OWNER = {
  email: process.env.SHOP_ADMIN_EMAIL ?? 'owner@example.com',
  password: process.env.SHOP_ADMIN_PASSWORD ?? 'owner-pass-123',
};
export const RUN = Date.now().toString(36);

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A real PNG (the API checks image content), coloured so two files differ. */
export async function png(name: string, rgb: [number, number, number]) {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${SHOP_URL}/admin/login`);
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'), { timeout: 30_000 });
  await page.getByTestId('welcome').waitFor();
}

export async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(`${SHOP_URL}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: T };
  return { status: res.status, data: json.data as T };
}

export async function ownerToken(): Promise<string> {
  const { data } = await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: OWNER });
  return data.accessToken;
}

/** The storefront is rebuilt after catalog and settings changes; wait until a public page shows the text. */
export async function waitForStorefront(page: Page, path: string, text: string, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    const res = await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'domcontentloaded' }).catch(() => null);
    last = `${res?.status()}`;
    if (res && res.ok() && (await page.content()).includes(text)) return;
    await page.waitForTimeout(2000);
  }
  throw new Error(`Storefront ${path} never showed "${text}" (last status ${last})`);
}

/** A desktop-sized page signed in as the owner, and the owner's API token. */
export async function ownerSession(): Promise<{ browser: Browser; page: Page; token: string }> {
  const browser = await launch();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, OWNER.email, OWNER.password);
  return { browser, page, token: await ownerToken() };
}
