import { type Browser, type Page } from 'playwright-core';
import { openBrowser } from '../../scripts/lib/chromium.mjs';
import sharp from 'sharp';

export const SHOP_URL = (process.env.SHOP_URL ?? 'http://localhost:3200').replace(/\/$/, '');
export const OWNER = {
  email: process.env.SHOP_ADMIN_EMAIL ?? 'owner@example.com',
  password: process.env.SHOP_ADMIN_PASSWORD ?? 'owner-pass-123',
};
export const RUN = Date.now().toString(36);

/** A browser for this file: the run's shared Chromium when the runner started one, else one of its own. */
export const launch = (): Promise<Browser> => openBrowser();

/** A real PNG (the API checks image content), coloured so two files differ. */
export async function png(name: string, rgb: [number, number, number]) {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
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

/** Resolves once the page has had no request in flight for `quietMs` (networkidle's rule, for moves inside a page). */
export function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (err?: Error) => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      if (err) reject(err);
      else resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(() => done(), quietMs);
    };
    const started = () => {
      inFlight++;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const giveUp = setTimeout(() => done(new Error(`the page's requests did not end within ${timeoutMs} ms`)), timeoutMs);
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/** The back office's own page (index.html) is loaded here: a signed-in app or its sign-in screens, not the stall's page. */
const inBackOffice = (page: Page) => {
  const url = new URL(page.url());
  return url.origin === new URL(SHOP_URL).origin && url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/stall');
};

/**
 * Opens a back-office screen (`path` under /admin) as staff move between screens: inside the loaded app, its router
 * following a history change, else by loading the page. Loading boots the whole app again (about 0.7 CPU-s of
 * Chromium's on this machine, against 0.04 for a move inside it), which is most of a walk's cost and not what a
 * screen's looks depend on. A screen on the path already shown is left for the dashboard first, so it opens afresh
 * (no dialog, tab or edit mode left from before); the stall is a page of its own and is always loaded. Resolves when
 * the screen's requests have ended (networkQuiet: waitForLoadState('networkidle') answers at once when the document
 * has loaded before, so it cannot wait for a move inside it).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const target = new URL(`${SHOP_URL}/admin${path === '/' ? '' : path}`);
  const load = async () => {
    await page.goto(target.href);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  };
  const appLoaded = inBackOffice(page) && (await page.evaluate(() => !!document.getElementById('root')?.childElementCount));
  if (!appLoaded || target.pathname.startsWith('/admin/stall')) return load();
  const move = async (href: string) => {
    const quiet = networkQuiet(page);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, href);
    await quiet;
  };
  const trimmed = (pathname: string) => pathname.replace(/\/$/, '');
  if (trimmed(new URL(page.url()).pathname) === trimmed(target.pathname)) {
    // the dashboard has no dialog, tab or mode to leave open: shown already, it is the screen asked for
    if (trimmed(target.pathname) === '/admin') return;
    await move(`${SHOP_URL}/admin/`);
    await page.getByTestId('welcome').waitFor();
  }
  await move(target.href);
}

/** The storefront is rebuilt after catalog and settings changes; wait until a public page shows the text. */
export async function waitForStorefront(page: Page, path: string, text: string, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  let last = '';
  let loadedAt = 0;
  while (Date.now() < until) {
    // plain HTTP costs a millisecond, so it is asked often; the browser loads the page as soon as the served HTML has
    // the text, and every 2 s anyway (a text an island renders is not in the HTML)
    const served = await fetch(`${SHOP_URL}${path}`).then(
      (r) => r.text(),
      () => '',
    );
    if (served.includes(text) || Date.now() - loadedAt >= 2000) {
      loadedAt = Date.now();
      const res = await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'domcontentloaded' }).catch(() => null);
      last = `${res?.status()}`;
      if (res && res.ok() && (await page.content()).includes(text)) return;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`Storefront ${path} never showed "${text}" (last status ${last})`);
}

/** Creates a product through the API with one stored image attached (the edit screen refuses to save a product without images). */
export async function makeProductWithImage<T>(token: string, body: Record<string, unknown>): Promise<T> {
  const created = await api<{ id: string }>('/products', { method: 'POST', token, body: { images: [], ...body } });
  if (created.status !== 201) throw new Error(`product create answered ${created.status}`);
  const form = new FormData();
  const file = await png('front.png', [120, 30, 30]);
  form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  form.append('imageData', JSON.stringify({ order: 0, alt: 'front' }));
  const res = await fetch(`${SHOP_URL}/api/v1/upload/entity/product/${created.data.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status >= 300) throw new Error(`image upload answered ${res.status}`);
  const img = ((await res.json()) as { data: { images: { url: string; cloudinaryId: string; alt: string }[] } }).data.images[0];
  const attached = await api<T>(`/products/${created.data.id}`, {
    method: 'PUT',
    token,
    body: { images: [{ url: img.url, cloudinaryId: img.cloudinaryId, alt: img.alt, order: 0 }] },
  });
  if (attached.status !== 200) throw new Error(`image attach answered ${attached.status}`);
  return attached.data;
}

/** Saves the product edit form through its confirmation and waits for the product's view mode. */
export async function saveProductEdit(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('dialog', { name: 'Confirm Product Update' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Product updated successfully').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit Product' }).waitFor();
}

/** A desktop-sized page signed in as the owner, and the owner's API token. */
export async function ownerSession(): Promise<{ browser: Browser; page: Page; token: string }> {
  const browser = await launch();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, OWNER.email, OWNER.password);
  return { browser, page, token: await ownerToken() };
}

/** A category made through the API for one test file's products; answers its id. */
export async function makeCategory(token: string, name: string, sortOrder: number): Promise<string> {
  const cat = await api<{ id: string }>('/categories', { method: 'POST', token, body: { name, sortOrder } });
  if (cat.status !== 201) throw new Error(`category create answered ${cat.status}`);
  return cat.data.id;
}

/**
 * The owner signed in once per viewport width for a whole file: tests that need a signed-in screen at a width share
 * its page and move between screens with openScreen, instead of each making a context and signing in again (the
 * sign-in page and a boot of the app, about 1 CPU-s of Chromium's each time). The pages stay open until the browser
 * closes; a test that checks signing in itself still signs in on its own.
 */
export function ownerPageAt(browser: Browser, height = 800): (width: number) => Promise<Page> {
  const pages = new Map<number, Promise<Page>>();
  return (width) => {
    let page = pages.get(width);
    if (!page) {
      page = browser
        .newContext({ viewport: { width, height } })
        .then((context) => context.newPage())
        .then(async (p) => {
          await signIn(p, OWNER.email, OWNER.password);
          return p;
        });
      pages.set(width, page);
    }
    return page;
  };
}
