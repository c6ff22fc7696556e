import { describe, expect, it } from 'vitest';
import { fakeFetch, queryOf } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import * as rec from '../test/recorded';
import { productsCalls as api } from './productsApi';

const P = '/api/v1';

signedInEachTest();

describe('product calls', () => {
  it('product toggles hit their PATCH paths and return the product', async () => {
    const id = rec.product.id;
    const f = fakeFetch({
      [`PATCH ${P}/products/${id}/featured`]: { body: { data: { ...rec.product, featured: true } } },
      [`PATCH ${P}/products/${id}/archive`]: { body: { data: { ...rec.product, publiclyVisible: false } } },
      [`PATCH ${P}/products/${id}/restore`]: { body: { data: rec.product } },
      [`PATCH ${P}/products/${id}/public-visibility`]: { body: { data: { ...rec.product, publiclyVisible: false } } },
      [`PATCH ${P}/products/${id}/public-visibility/set`]: { body: { data: rec.product } },
    });
    expect((await api.toggleProductFeatured(id)).featured).toBe(true);
    expect((await api.archiveProduct(id)).publiclyVisible).toBe(false);
    expect((await api.restoreProduct(id)).publiclyVisible).toBe(true);
    expect((await api.toggleProductVisibility(id)).publiclyVisible).toBe(false);
    await api.setProductVisibility(id, true);
    expect(f.last().body).toEqual({ publiclyVisible: true });
    expect(f.calls.map((c) => c.method)).toEqual(['PATCH', 'PATCH', 'PATCH', 'PATCH', 'PATCH']);
  });

  it('picker products: publiclyVisible=true, limit=1000', async () => {
    const f = fakeFetch({ [`GET ${P}/products`]: { body: rec.productPage } });
    expect(await api.listProductsForPicker()).toEqual([rec.product]);
    expect(queryOf(f.last().url)).toEqual({ publiclyVisible: 'true', limit: '1000' });
  });
});
