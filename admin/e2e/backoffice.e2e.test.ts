import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatPrice } from '@shop/common';
import { OWNER, RUN, SHOP_URL, api, launch, openScreen, ownerToken, png, signIn, waitForStorefront } from './helpers';

// One staff session walks through the back office the way the owner uses it; each step builds on the last. Screens
// open inside the loaded app (openScreen), as staff move between them; the page is loaded again only where the load is
// what a test checks (a visit signed out, a filter read from the address, an unknown path, an expired token, sign-out).
const categoryName = `E2E Caps ${RUN}`;
const productName = `E2E Bulls Snapback ${RUN}`;
const phone = `+966 55 ${String(Date.now()).slice(-7)}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let productId = '';

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('back office as the owner', () => {
  it('signs in, showing the login error first for a wrong password', async () => {
    await page.goto(`${SHOP_URL}/admin/products`);
    // Not signed in: sent to the login page.
    await page.waitForURL(/\/admin\/login/);
    await page.fill('#login-email', OWNER.email);
    await page.fill('#login-password', 'wrong-password');
    await page.click('button[type=submit]');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('Invalid email or password');
    await page.fill('#login-password', OWNER.password);
    await page.click('button[type=submit]');
    // Back where the visit started.
    await page.waitForURL(/\/admin\/products$/);
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('welcome').textContent()).toContain('Welcome back');
    await expect.poll(() => page.title()).toMatch(/^Products - /);
  });

  it('creates a category with an image', async () => {
    await openScreen(page, '/categories/create');
    await page.getByLabel('Category Name *').fill(categoryName);
    await page.getByLabel('Description', { exact: true }).fill('Snapbacks from the 90s');
    await page.getByTestId('file-input-category').setInputFiles([await png('category.png', [200, 80, 20])]);
    await page.getByTestId('image-preview').waitFor();
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Category created successfully').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/admin\/categories$/);
    const card = page.getByTestId('category-card').filter({ hasText: categoryName });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/\/uploads\//);
  });

  it('creates a product with two images, reordered by dragging, and it appears on the storefront', async () => {
    await openScreen(page, '/products/create');
    await page.getByLabel('Product Name *').fill(productName);
    await page.getByLabel('Brand *').fill('Starter');
    await page.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: categoryName }).click();
    await page.getByLabel('Cap/Capital (SRP) *').fill('80');
    await page.getByLabel('Selling Price *').fill('150');
    // Size presets follow the category name ("Caps" → the cap list with One Size).
    await page.getByTestId('chips-sizes').getByRole('button', { name: 'One Size' }).click();
    await page.getByTestId('chips-colors').getByRole('button', { name: 'Red', exact: true }).click();
    const drafted = page.waitForResponse((r) => r.url().endsWith('/api/v1/upload/drafts/product') && r.ok());
    await page.getByTestId('file-input-product').setInputFiles([await png('first.png', [10, 10, 200]), await png('second.png', [10, 200, 10])]);
    await drafted;
    const previews = page.getByTestId('image-preview');
    await expect.poll(() => previews.count()).toBe(2);
    await previews.nth(1).dragTo(previews.nth(0));
    await expect.poll(() => previews.nth(0).getAttribute('data-alt')).toBe('second.png');
    // counting starts in the same create call
    await page.getByRole('switch', { name: 'Track stock' }).check();
    await page.getByLabel('On hand: One Size').fill('4');
    // the images were uploaded as drafts when dropped; the create is then one call
    const writes: string[] = [];
    let createBody: { stock?: unknown } = {};
    const onRequest = (r: { method(): string; url(): string; postDataJSON(): unknown }) => {
      if (r.method() !== 'GET' && /\/api\/v1\/(products|upload)/.test(r.url())) writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/products')) createBody = r.postDataJSON() as { stock?: unknown };
    };
    page.on('request', onRequest);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.getByRole('dialog', { name: 'Confirm Product Creation' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/admin\/products\/c[a-z0-9]{24}\/edit$/, { timeout: 60_000 });
    page.off('request', onRequest);
    expect(writes).toEqual(['POST /api/v1/products']);
    expect(createBody.stock).toEqual({ tracked: true, sizes: [{ size: 'One Size', onHand: 4 }] });
    productId = page.url().match(/products\/(c[a-z0-9]{24})\/edit/)![1];
    await expect.poll(() => page.getByTestId('stock-panel').getByTestId('stock-movements').textContent(), { timeout: 30_000 }).toContain('Stock set');
    await page.getByText('Product created successfully').waitFor();
    // View mode: the dragged image is first and primary.
    const images = page.getByTestId('product-images').locator('img');
    await expect.poll(() => images.count()).toBe(2);
    expect(await images.nth(0).getAttribute('alt')).toBe('second.png');
    expect(await page.getByRole('button', { name: 'Edit Product' }).isVisible()).toBe(true);

    const store = await context.newPage();
    await waitForStorefront(store, `/products/${productId}`, productName);
    await store.close();
  });

  it('edits the product: unsaved changes ask before leaving, a confirmed save returns to view mode', async () => {
    await openScreen(page, `/products/${productId}/edit`);
    await page.getByRole('button', { name: 'Edit Product' }).click();
    await page.getByLabel('Brand *').fill('Starter Co');
    await page.getByRole('button', { name: 'View Mode' }).click();
    await page.getByRole('dialog', { name: 'Discard Changes' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Discounted Price').fill('120');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog', { name: 'Confirm Product Update' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Product updated successfully').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Edit Product' }).waitFor();
    expect(await page.getByText('Starter Co').count()).toBeGreaterThan(0);
    expect(await page.getByText('SAR 120.00').count()).toBe(1);
    // Images were resubmitted in the same order.
    expect(await page.getByTestId('product-images').locator('img').first().getAttribute('alt')).toBe('second.png');
  });

  it('records a sale and sees it in the analytics dialog', async () => {
    // the demo shop already has sales, so compare with the figures before this one
    const before = (await api<{ totalSales: number; totalRevenue: number }>('/sales/analytics', { token: await ownerToken() })).data;
    await openScreen(page, '/sales/create');
    const picker = page.getByRole('combobox', { name: /Product/ });
    await picker.fill(productName.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(productName) }).click();
    await expect.poll(() => page.getByLabel('Selling Price *').inputValue()).toBe('150');
    expect(await page.getByLabel('Discounted Price').inputValue()).toBe('120');
    await page.getByLabel('Customer Name').fill(`Faisal ${RUN}`);
    await page.getByRole('combobox', { name: /Platform/ }).click();
    await page.getByRole('option', { name: 'Instagram' }).click();
    await page.getByRole('button', { name: 'Save Sale' }).click();
    await page.getByText('Sale recorded successfully').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/admin\/sales$/);
    await page.getByTestId('sale-row').filter({ hasText: productName }).first().waitFor();
    // Local keyword search, mirrored in the URL.
    await page.getByRole('textbox', { name: /Search by product/ }).fill(`Faisal ${RUN}`);
    await page.waitForURL(/keyword=Faisal/);
    await expect.poll(() => page.getByTestId('sale-row').count()).toBe(1);

    await page.getByRole('button', { name: 'Analytics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sales Analytics' });
    await dialog.getByTestId('analytics').waitFor({ timeout: 30_000 });
    expect(Number(await dialog.getByTestId('total-sales').textContent())).toBe(before.totalSales + 1);
    // the sale was at the discounted price, SAR 120.00
    expect(await dialog.getByTestId('total-revenue').textContent()).toBe(formatPrice(before.totalRevenue + 120));
    expect(await dialog.getByTestId('chart-platform').locator('svg').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('features and archives the product from the list', async () => {
    await page.goto(`${SHOP_URL}/admin/products?keyword=${encodeURIComponent(productName)}`);
    const card = page.getByTestId('product-card').filter({ hasText: productName });
    await card.waitFor();
    await card.getByRole('button', { name: 'Feature', exact: true }).click();
    await page.getByText('Featured status updated').waitFor();
    await card.getByRole('button', { name: 'Unfeature' }).waitFor();
    await card.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('Visibility updated').waitFor();
    await card.getByRole('button', { name: 'Unarchive' }).waitFor();
    const token = await ownerToken();
    const { data } = await api<{ featured: boolean; publiclyVisible: boolean; archived?: boolean }>(`/products/${productId}`, { token });
    expect(data.featured).toBe(true);
    expect(data.archived ?? !data.publiclyVisible).toBe(true);
    await card.getByText('Unavailable').waitFor();
  });

  it('shows the not-found panels for missing records and leaves unknown paths for the store', async () => {
    const missing = 'cxxxxxxxxxxxxxxxxxxxxxxxx';
    await openScreen(page, `/categories/${missing}/edit`);
    await page.getByText('Category Not Found').waitFor();
    expect(await page.getByText("The category you're looking for doesn't exist or has been removed.").count()).toBe(1);
    await openScreen(page, `/products/${missing}/edit`);
    await page.getByTestId('product-load-failed').waitFor();
    await openScreen(page, `/sales/${missing}/edit`);
    await page.getByText('Sale Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to Sales' }).first().click();
    await page.waitForURL(/\/admin\/sales$/);
    await page.goto(`${SHOP_URL}/admin/no-such-page`);
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('edits the business settings and the storefront footer follows', async () => {
    await openScreen(page, '/settings');
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const card = page.getByTestId('card-business');
    const save = card.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await card.getByLabel('Business Phone').fill(phone);
    // A valid business email is required once the card is saved (a fresh shop has none).
    await card.getByLabel('Business Email').fill(`shop-${RUN}@example.com`);
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Settings Updated').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Edit Settings' }).waitFor();
    const store = await context.newPage();
    await waitForStorefront(store, '/', phone);
    expect(await store.locator('footer').textContent()).toContain(phone);
    await store.close();
  });
});

describe('staff management as the owner', () => {
  it('invites a staff member with a role and an initial password, then disables them', async () => {
    const email = `lina-${RUN}@example.com`;
    await openScreen(page, '/staff');
    await page.getByRole('button', { name: 'Invite Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Staff Member' });
    await dialog.getByLabel('Name', { exact: true }).fill('Lina Staff');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Initial Password').fill('lina-pass-123');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Staff member added').waitFor();
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByRole('combobox').textContent()).toBe('Admin');
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Disable Staff Member' }).getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Access updated').waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    // A disabled account cannot sign in.
    const login = await api('/auth/login', { method: 'POST', body: { email, password: 'lina-pass-123' } });
    expect(login.status).toBe(401);
  });
});

describe('back office as an ADMIN', () => {
  it('does not see Staff or Settings editing', async () => {
    const email = `admin-${RUN}@example.com`;
    const password = 'admin-pass-123';
    const created = await api('/users', { method: 'POST', token: await ownerToken(), body: { name: 'Sami Admin', email, role: 'ADMIN', password } });
    expect(created.status).toBe(201);
    const adminContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const adminPage = await adminContext.newPage();
    try {
      await signIn(adminPage, email, password);
      await adminPage
        .getByRole('button', { name: /open menu|menu/i })
        .first()
        .click();
      const menu = adminPage.locator('.RaSidebar-fixed, .MuiDrawer-paper').first();
      await menu.getByText('Products').waitFor();
      expect(await menu.getByText('Staff').count()).toBe(0);
      expect(await menu.getByText('Owner').count()).toBe(0);
      expect(await menu.getByText('Admin', { exact: true }).count()).toBe(1);
      await openScreen(adminPage, '/settings');
      await adminPage.getByTestId('card-business').waitFor();
      expect(await adminPage.getByRole('button', { name: 'Edit Settings' }).count()).toBe(0);
      expect(await adminPage.getByRole('button', { name: 'Reset to Defaults' }).count()).toBe(0);
      await openScreen(adminPage, '/staff');
      await adminPage.getByTestId('access-denied').waitFor();
      expect(await adminPage.getByTestId('access-denied').textContent()).toContain("Access Denied - You don't have permission to access this page.");
    } finally {
      await adminContext.close();
    }
  });
});

describe('session', () => {
  it('a 401 clears both tokens and sends the user to sign in, then back to the page they wanted', async () => {
    await openScreen(page, '/');
    await page.getByTestId('welcome').waitFor();
    // The server no longer accepts the stored access token (expired or revoked).
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
      localStorage.setItem('auth-storage', JSON.stringify({ ...stored, accessToken: 'expired.token.value' }));
    });
    await page.goto(`${SHOP_URL}/admin/sales?platform=INSTAGRAM`);
    await page.waitForURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    await page.fill('#login-email', OWNER.email);
    await page.fill('#login-password', OWNER.password);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/admin\/sales\?platform=INSTAGRAM$/);
    await expect.poll(() => page.title()).toMatch(/^Sales - /);
  });
});

describe('signing out', () => {
  it('asks for confirmation, clears the session and protects the pages again', async () => {
    await openScreen(page, '/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    await page.goto(`${SHOP_URL}/admin/categories`);
    await page.waitForURL(/\/admin\/login/);
  });
});
