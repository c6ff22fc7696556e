import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import * as rec from '../test/recorded';
import { categoriesCalls as api } from './categoriesApi';

const P = '/api/v1';

signedInEachTest();

describe('category calls', () => {
  it('category visibility, bulk sort order, next sort order (with its fallback)', async () => {
    const id = rec.capsCategory.id;
    let next: unknown = 4;
    const f = fakeFetch({
      [`PATCH ${P}/categories/${id}/visibility`]: { body: { data: { ...rec.capsCategory, publiclyVisible: false } } },
      [`PATCH ${P}/categories/${id}/visibility/set`]: { body: { data: rec.capsCategory } },
      [`PATCH ${P}/categories/sort-order/bulk`]: { body: { data: { updated: 2 } } },
      [`GET ${P}/categories/next-sort-order`]: () => ({ body: { data: { nextSortOrder: next } } }),
      [`GET ${P}/categories/public`]: { body: { data: [rec.capsCategory] } },
    });
    expect((await api.toggleCategoryVisibility(id)).publiclyVisible).toBe(false);
    await api.setCategoryVisibility(id, true);
    expect(f.last().body).toEqual({ publiclyVisible: true });
    await api.bulkCategorySortOrder([{ id, sortOrder: 2 }]);
    expect(f.last().body).toEqual([{ id, sortOrder: 2 }]);
    expect(await api.nextCategorySortOrder()).toBe(4);
    next = 'x';
    expect(await api.nextCategorySortOrder()).toBe(1);
    expect(await api.listPublicCategories()).toEqual([rec.capsCategory]);
  });
});
