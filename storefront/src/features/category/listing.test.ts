import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, categoryPageHref, cleanFreePrice, isPrebuiltView, listingFromQuery, listingToQuery } from './CategoryListing';

describe('category listing state', () => {
  it('takes free numbers for the price range', () => {
    expect(['12.5', '0', ' 300 ', '-1', 'abc', ''].map(cleanFreePrice)).toEqual(['12.5', '0', '300', '', '', '']);
  });

  it('round-trips through the URL and knows when the prebuilt pages apply', () => {
    const s = listingFromQuery('?sort=price:asc&minPrice=10&brand=Nike,Vans&limit=50&page=2');
    expect(s).toEqual({ sort: 'price:asc', minPrice: '10', maxPrice: '', brands: ['Nike', 'Vans'], page: 2, limit: 50 });
    expect(listingToQuery(s)).toBe('sort=price%3Aasc&minPrice=10&brand=Nike%2CVans&limit=50&page=2');
    expect(listingFromQuery('?sort=evil&limit=7', 3)).toEqual({ ...DEFAULT_LISTING, page: 3 });
    expect(isPrebuiltView({ ...DEFAULT_LISTING, page: 4 })).toBe(true);
    expect(isPrebuiltView(s)).toBe(false);
    expect(categoryPageHref('c1', 1)).toBe('/category/c1');
    expect(categoryPageHref('c1', 3)).toBe('/category/c1/page/3');
  });
});
