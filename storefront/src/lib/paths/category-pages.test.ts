import { describe, expect, it } from 'vitest';
import { CATEGORY_LISTING, EMPTY_LISTING, parseListing } from '../listing/query';
import { categoryPageHref, isPrebuiltView } from './category-pages';

describe('category prebuilt pages', () => {
  it('knows when the prebuilt pages apply and where they live', () => {
    const base = { ...EMPTY_LISTING, sort: CATEGORY_LISTING.defaultSort };
    expect(isPrebuiltView({ ...base, page: 4 })).toBe(true);
    expect(isPrebuiltView(parseListing('?sort=price:asc&minPrice=10&brand=Nike,Vans&limit=50&page=2', CATEGORY_LISTING))).toBe(false);
    expect(isPrebuiltView({ ...base, limit: 50 })).toBe(false);
    expect(categoryPageHref('c1', 1)).toBe('/category/c1');
    expect(categoryPageHref('c1', 3)).toBe('/category/c1/page/3');
  });
});
