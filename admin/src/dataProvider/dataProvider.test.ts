import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { dataProvider } from './dataProvider';
import { fakeFetch, queryOf } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import * as rec from '../test/recorded';
import { toProductBody } from '../products/validateProduct';
import { toCategoryBody } from '../categories/categoriesApi';
import { toSaleBody } from '../sales/saleRules';
import { settingsCalls } from '../settings/settingsApi';
import { salesCalls } from '../sales/salesApi';
import { dashboardCalls } from '../dashboard/dashboardApi';

const P = '/api/v1';

signedInEachTest();

const listParams = (filter: Record<string, unknown> = {}, page = 1, perPage = 10) => ({
  pagination: { page, perPage },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter,
});

describe('getList', () => {
  it('products: maps filters to the API query keys and reads products + pagination.total', async () => {
    const f = fakeFetch({ [`GET ${P}/products`]: { body: rec.productPage } });
    const res = await dataProvider.getList(
      'products',
      listParams({ q: 'bulls', category: rec.capsCategory.id, showArchived: false, showFeatured: true }, 2, 50),
    );
    expect(queryOf(f.last().url)).toEqual({
      page: '2',
      limit: '50',
      search: 'bulls',
      category: rec.capsCategory.id,
      publiclyVisible: 'true',
      featured: 'true',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(f.last().headers.Authorization).toBe('Bearer tok');
    expect(res).toEqual({ data: [rec.product], total: 42 });
  });

  it('products: Show Archived on and featured off send neither flag', async () => {
    const f = fakeFetch({ [`GET ${P}/products`]: { body: rec.productPage } });
    await dataProvider.getList('products', {
      ...listParams({ showArchived: true, showFeatured: false }),
      sort: { field: 'sellingPrice', order: 'ASC' },
    });
    const q = queryOf(f.last().url);
    expect(q.publiclyVisible).toBeUndefined();
    expect(q.featured).toBeUndefined();
    expect(q.sortBy).toBe('price');
    expect(q.sortOrder).toBe('asc');
  });

  it('categories: all by default, publiclyVisible=true when archived are hidden, local search incl. status words', async () => {
    const f = fakeFetch({ [`GET ${P}/categories`]: { body: { data: [rec.capsCategory, rec.shoesCategory] } } });
    const all = await dataProvider.getList('categories', listParams({ showArchived: true }));
    expect(queryOf(f.last().url)).toEqual({});
    expect(all.total).toBe(2);
    await dataProvider.getList('categories', listParams({ showArchived: false }));
    expect(queryOf(f.last().url)).toEqual({ publiclyVisible: 'true' });
    const unavailable = await dataProvider.getList('categories', listParams({ q: 'unavailable' }));
    expect(unavailable.data.map((c) => c.id)).toEqual([rec.shoesCategory.id]);
    const byDescription = await dataProvider.getList('categories', listParams({ q: '90S' }));
    expect(byDescription.data.map((c) => c.id)).toEqual([rec.capsCategory.id]);
  });

  it('sales: page 1 / limit 100 with platform and dates; keyword matched locally (platform label, customer)', async () => {
    const f = fakeFetch({ [`GET ${P}/sales`]: { body: rec.salesPage } });
    const res = await dataProvider.getList(
      'sales',
      listParams({ platform: 'INSTAGRAM', startDate: '2026-11-01', endDate: '2026-11-30', q: 'instagram' }),
    );
    expect(queryOf(f.last().url)).toEqual({ page: '1', limit: '100', platform: 'INSTAGRAM', startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(res).toEqual({ data: [rec.sale], total: 1 });
    const byLocation = await dataProvider.getList('sales', listParams({ q: 'jeddah' }));
    expect(byLocation.data.map((s) => s.id)).toEqual([rec.otherSale.id]);
  });

  it('users: plain array', async () => {
    fakeFetch({ [`GET ${P}/users`]: { body: { data: [rec.ownerUser, rec.adminUser] } } });
    const res = await dataProvider.getList('users', listParams());
    expect(res.total).toBe(2);
    expect(res.data[1].role).toBe('ADMIN');
  });
});

describe('single records', () => {
  it('getOne reads data; settings come from /settings with a fixed id', async () => {
    const f = fakeFetch({
      [`GET ${P}/products/${rec.product.id}`]: { body: { data: rec.product } },
      [`GET ${P}/settings`]: { body: { data: rec.settings } },
    });
    expect((await dataProvider.getOne('products', { id: rec.product.id })).data).toEqual(rec.product);
    const s = await dataProvider.getOne('settings', { id: 'settings' });
    expect(f.last().url).toBe(`${P}/settings`);
    expect(s.data).toMatchObject({ id: 'settings', businessName: 'Retro Cap Shop' });
  });

  it('getMany fetches each id', async () => {
    fakeFetch({
      [`GET ${P}/categories/${rec.capsCategory.id}`]: { body: { data: rec.capsCategory } },
      [`GET ${P}/categories/${rec.shoesCategory.id}`]: { body: { data: rec.shoesCategory } },
    });
    const res = await dataProvider.getMany('categories', { ids: [rec.capsCategory.id, rec.shoesCategory.id] });
    expect(res.data.map((c) => c.name)).toEqual(['Retro Caps', 'Shoes']);
  });

  it('create product: POST with categoryId, empty optional fields omitted', async () => {
    const f = fakeFetch({ [`POST ${P}/products`]: { status: 201, body: { data: rec.product } } });
    const values = {
      name: 'Bulls',
      brand: 'Starter',
      categoryId: 'c1',
      subcategory: '',
      discountedPrice: null,
      material: '',
      condition: 'NEW',
      originalPrice: 1,
      sellingPrice: 2,
      sizes: ['M'],
      colors: ['Red'],
      tags: [],
      featured: false,
      publiclyVisible: true,
      description: 'x',
    };
    const res = await dataProvider.create('products', { data: { ...toProductBody(values), images: [] } });
    expect(f.last().method).toBe('POST');
    expect(f.last().headers['Content-Type']).toBe('application/json');
    expect(f.last().body).toEqual({
      name: 'Bulls',
      brand: 'Starter',
      categoryId: 'c1',
      condition: 'NEW',
      originalPrice: 1,
      sellingPrice: 2,
      sizes: ['M'],
      colors: ['Red'],
      tags: [],
      images: [],
      featured: false,
      publiclyVisible: true,
      description: 'x',
    });
    expect(res.data.id).toBe(rec.product.id);
  });

  it('create category and sale send only their fields', async () => {
    const f = fakeFetch({
      [`POST ${P}/categories`]: { status: 201, body: { data: rec.capsCategory } },
      [`POST ${P}/sales`]: { status: 201, body: { data: rec.sale } },
    });
    const category = { name: ' Caps ', description: ' ', sortOrder: 3, publiclyVisible: true, extra: 1 };
    await dataProvider.create('categories', { data: toCategoryBody(category, { image: '', cloudinaryId: '' }) });
    // the category form always sends its Arabic texts and its Google product category, blank as null (an edit must be able to clear them)
    expect(f.last().body).toEqual({
      name: 'Caps',
      description: null,
      nameAr: null,
      descriptionAr: null,
      googleProductCategory: null,
      image: '',
      cloudinaryId: '',
      sortOrder: 3,
      publiclyVisible: true,
    });
    const sale = {
      productId: 'p',
      saleDate: '2026-11-20',
      platform: 'FACEBOOK',
      originalPrice: 1,
      sellingPrice: 2,
      discountedPrice: '',
      customerName: '',
    };
    await dataProvider.create('sales', { data: toSaleBody(sale, 'create') });
    expect(f.last().body).toEqual({ productId: 'p', saleDate: '2026-11-20', platform: 'FACEBOOK', originalPrice: 1, sellingPrice: 2, quantity: 1 });
  });

  it('update uses PUT, users PATCH; settings PUT carries only changed fields with empty as null', async () => {
    const f = fakeFetch({
      [`PUT ${P}/products/${rec.product.id}`]: { body: { data: { ...rec.product, name: 'New' } } },
      [`PATCH ${P}/users/${rec.adminUser.id}`]: { body: { data: { ...rec.adminUser, role: 'OWNER' } } },
      [`PUT ${P}/settings`]: { body: { data: { ...rec.settings, tagline: 'T2' } } },
    });
    const p = await dataProvider.update('products', {
      id: rec.product.id,
      data: { name: 'New', images: rec.product.images },
      previousData: rec.product,
    });
    expect(f.last().body).toEqual({ name: 'New', images: rec.product.images });
    expect(p.data.name).toBe('New');
    await dataProvider.update('users', { id: rec.adminUser.id, data: { role: 'OWNER' } });
    expect(f.last().method).toBe('PATCH');
    expect(f.last().body).toEqual({ role: 'OWNER' });
    const s = await dataProvider.update('settings', {
      id: 'settings',
      data: { ...rec.settings, tagline: 'T2', facebookUrl: '', businessName: 'Retro Cap Shop' },
      previousData: { ...rec.settings, facebookUrl: 'https://fb.com/x' },
    });
    expect(f.last().url).toBe(`${P}/settings`);
    expect(f.last().body).toEqual({ tagline: 'T2', facebookUrl: null });
    expect(s.data).toMatchObject({ id: 'settings', tagline: 'T2' });
  });

  it('delete answers the previous record; deleteMany and updateMany the ids', async () => {
    const f = fakeFetch({
      [`DELETE ${P}/sales/${rec.sale.id}`]: { body: { data: { success: true } } },
      [`DELETE ${P}/sales/${rec.otherSale.id}`]: { body: { data: { success: true } } },
      [`PUT ${P}/sales/${rec.sale.id}`]: { body: { data: rec.sale } },
    });
    const d = await dataProvider.delete('sales', { id: rec.sale.id, previousData: rec.sale });
    expect(f.last().method).toBe('DELETE');
    expect(d.data).toEqual(rec.sale);
    expect((await dataProvider.deleteMany('sales', { ids: [rec.sale.id, rec.otherSale.id] })).data).toEqual([rec.sale.id, rec.otherSale.id]);
    expect((await dataProvider.updateMany('sales', { ids: [rec.sale.id], data: { saleNotes: 'n' } })).data).toEqual([rec.sale.id]);
    expect(f.last().body).toEqual({ saleNotes: 'n' });
  });

  it('getManyReference filters by the target', async () => {
    const f = fakeFetch({ [`GET ${P}/products`]: { body: rec.productPage } });
    await dataProvider.getManyReference('products', { ...listParams(), target: 'category', id: rec.capsCategory.id });
    expect(queryOf(f.last().url).category).toBe(rec.capsCategory.id);
  });
});

describe('named calls are reachable through the provider', () => {
  it('analytics with dates, settings reset, business settings, profile, password, dashboard', async () => {
    const f = fakeFetch({
      [`GET ${P}/sales/analytics`]: { body: rec.analytics },
      [`POST ${P}/settings/reset`]: { body: { data: rec.settings } },
      [`GET ${P}/settings/business`]: { body: { data: { businessName: 'Retro Cap Shop' } } },
      [`PUT ${P}/auth/update-profile`]: { body: { data: { ...rec.ownerUser, name: 'N2' } } },
      [`PATCH ${P}/auth/change-password`]: { body: { data: { success: true } } },
      [`GET ${P}/dashboard/summary`]: { body: rec.summary },
    });
    expect(await salesCalls.salesAnalytics({ startDate: '2026-11-01', endDate: '2026-11-30' })).toEqual(rec.analytics.data);
    expect(queryOf(f.last().url)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(await settingsCalls.resetSettings()).toEqual(rec.settings);
    expect(f.last().method).toBe('POST');
    expect((await settingsCalls.businessSettings()).businessName).toBe('Retro Cap Shop');
    expect(f.last().headers.Authorization).toBeUndefined();
    expect((await settingsCalls.updateProfile({ name: 'N2', email: 'owner@example.com' })).name).toBe('N2');
    expect(f.last().body).toEqual({ name: 'N2', email: 'owner@example.com' });
    await settingsCalls.updateProfile({ name: 'N2', email: 'new@example.com', currentPassword: 'current-pw-1' });
    expect(f.last().body).toEqual({ name: 'N2', email: 'new@example.com', currentPassword: 'current-pw-1' });
    await settingsCalls.changePassword({ currentPassword: 'a', newPassword: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' });
    expect(f.last().method).toBe('PATCH');
    expect((await dashboardCalls.dashboardSummary()).totalProducts).toBe(12);
  });
});

describe('failures', () => {
  it('a 400 rejects with status, message and the field errors in body.errors', async () => {
    fakeFetch({ [`POST ${P}/products`]: { status: 400, body: rec.validationError } });
    const err = await dataProvider.create('products', { data: {} }).catch((e) => e);
    expect(err.status).toBe(400);
    expect(err.message).toBe('Product name is required');
    expect(err.body.errors).toEqual(rec.validationError.errors);
  });

  it('a 401 clears both stored tokens', async () => {
    fakeFetch({ [`GET ${P}/products`]: { status: 401, body: rec.unauthorized } });
    const err = await dataProvider.getList('products', listParams()).catch((e) => e);
    expect(err.status).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });

  it('no response: the error carries its own message and no status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await dataProvider.getOne('products', { id: 'x' }).catch((e) => e);
    expect(err.message).toBe('Failed to fetch');
  });
});
