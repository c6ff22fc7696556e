import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { dataProvider } from './dataProvider';
import { createAuthProvider } from '../auth/authProvider';
import { fakeFetch, type Answer } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import { translateError, fieldErrors } from '../errors/translateError';
import recorded from '../test/recorded-api.json';
import { uploadsCalls } from '../uploader/uploadsApi';
import { salesCalls } from '../sales/salesApi';
import { productsCalls } from '../products/productsApi';
import { dashboardCalls } from '../dashboard/dashboardApi';
import { categoriesCalls } from '../categories/categoriesApi';

// Answers recorded from the real API by admin/scripts/record-api-answers.mjs; this replays them.
type Recorded = { request: { method: string; url: string }; status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const R = recorded as unknown as Record<string, Recorded>;
const P = '/api/v1';
const answer = (name: string): Answer => ({ status: R[name].status, body: R[name].body });
const route = (name: string) => ({ [`${R[name].request.method} ${P}${R[name].request.url.split('?')[0]}`]: answer(name) });
const params = { pagination: { page: 1, perPage: 2 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };

signedInEachTest(R.me.body.data);

describe('data provider against recorded API answers', () => {
  it('products list: data.products and pagination.total', async () => {
    fakeFetch(route('products'));
    const res = await dataProvider.getList('products', params);
    expect(res.data).toEqual(R.products.body.data.products);
    expect(res.total).toBe(R.products.body.data.pagination.total);
  });

  it('categories list, public categories, one category, next sort order', async () => {
    fakeFetch({ ...route('categories'), ...route('publicCategories'), ...route('category'), ...route('nextSortOrder') });
    const list = await dataProvider.getList('categories', { ...params, filter: { showArchived: true } });
    expect(list.data).toEqual(R.categories.body.data);
    expect(list.total).toBe(R.categories.body.data.length);
    expect(await categoriesCalls.listPublicCategories()).toEqual(R.publicCategories.body.data);
    const id = R.category.body.data.id;
    expect((await dataProvider.getOne('categories', { id })).data).toEqual(R.category.body.data);
    expect(await categoriesCalls.nextCategorySortOrder()).toBe(R.nextSortOrder.body.data.nextSortOrder);
  });

  it('create and update a product, toggle featured', async () => {
    const id = R.createProduct.body.data.id;
    const f = fakeFetch({ ...route('createProduct'), ...route('updateProduct'), ...route('toggleFeatured'), ...route('product') });
    const created = await dataProvider.create('products', { data: { name: 'x', brand: 'y', categoryId: 'c', images: [] } });
    expect(created.data).toEqual(R.createProduct.body.data);
    const updated = await dataProvider.update('products', { id, data: { images: R.updateProduct.body.data.images } });
    expect(f.last().method).toBe('PUT');
    expect(updated.data.images).toEqual(R.updateProduct.body.data.images);
    expect((await productsCalls.toggleProductFeatured(id)).featured).toBe(R.toggleFeatured.body.data.featured);
    expect((await dataProvider.getOne('products', { id })).data).toEqual(R.product.body.data);
  });

  it('upload config and upload answer', async () => {
    const id = R.createProduct.body.data.id;
    fakeFetch({ ...route('uploadConfig'), ...route('upload') });
    expect(await uploadsCalls.getUploadConfig('product')).toEqual(R.uploadConfig.body.data);
    const images = await uploadsCalls.uploadEntityImages({
      entityType: 'product',
      id,
      images: [{ file: new File(['x'], 'front.png'), alt: 'front.png', order: 0 }],
    });
    expect(images).toEqual(R.upload.body.data.images);
  });

  it('sales list, one sale, create, analytics', async () => {
    fakeFetch({ ...route('sales'), ...route('sale'), ...route('createSale'), ...route('analytics') });
    const list = await dataProvider.getList('sales', { ...params, filter: {} });
    expect(list.data).toEqual(R.sales.body.data.sales);
    const one = await dataProvider.getOne('sales', { id: R.sale.body.data.id });
    expect(one.data).toEqual(R.sale.body.data);
    expect((await dataProvider.create('sales', { data: { productId: 'p' } })).data).toEqual(R.createSale.body.data);
    const a = await salesCalls.salesAnalytics();
    expect(a).toEqual(R.analytics.body.data);
    expect(Object.keys(a)).toEqual(expect.arrayContaining(['totalRevenue', 'totalSales', 'averageSaleValue', 'salesByPlatform', 'topProducts']));
  });

  it('settings, dashboard summary, staff list', async () => {
    fakeFetch({ ...route('settings'), ...route('dashboard'), ...route('users') });
    expect((await dataProvider.getOne('settings', { id: 'settings' })).data).toEqual({ ...R.settings.body.data, id: 'settings' });
    expect(await dashboardCalls.dashboardSummary()).toEqual(R.dashboard.body.data);
    expect((await dataProvider.getList('users', params)).data).toEqual(R.users.body.data);
  });

  it('a recorded 400 gives the field errors and the Validation Error toast', async () => {
    fakeFetch(route('validationError'));
    const err = await dataProvider.create('products', { data: {} }).catch((e) => e);
    expect(fieldErrors(err)).toEqual(R.validationError.body.errors);
    expect(translateError(err, { action: 'create', entity: 'product' })).toEqual({
      title: 'Validation Error',
      description: R.validationError.body.message,
      variant: 'destructive',
    });
  });

  it('a recorded 401 clears the stored tokens', async () => {
    fakeFetch(route('unauthorized'));
    const err = await dataProvider.getList('categories', params).catch((e) => e);
    expect(err.status).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });
});

describe('auth provider against recorded API answers', () => {
  it('login stores the recorded tokens and user; a recorded failure gives its message', async () => {
    localStorage.clear();
    const provider = createAuthProvider();
    fakeFetch(route('login'));
    await provider.login({ email: R.me.body.data.email, password: 'x' });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.auth)!);
    expect(stored.accessToken).toBe(R.login.body.data.accessToken);
    expect(stored.user).toEqual(R.login.body.data.user);
    expect(await provider.getPermissions!({})).toEqual(R.login.body.data.user.permissions);
    fakeFetch(route('loginFailure'));
    await expect(provider.login({ email: 'a@b.c', password: 'bad' })).rejects.toThrow(R.loginFailure.body.message);
    provider.dispose();
  });
});
