import { describe, expect, it } from 'vitest';
import { productQueryString } from '../api/api';
import {
  CATEGORY_LISTING,
  EMPTY_LISTING,
  SEARCH_LISTING,
  cleanFreePrice,
  cleanPrice,
  hasFilters,
  hasSearch,
  listingToQuery,
  parseListing,
  toProductQuery,
} from './query';

const CATEGORY_DEFAULT = { ...EMPTY_LISTING, sort: 'createdAt:desc' };

describe('/search addresses', () => {
  it('reads every search parameter and drops invalid ones', () => {
    const l = parseListing(
      '?keyword=%20cap%20&category=c1&brand=Tambay&minPrice=10&maxPrice=2000&condition=vintage&featured=true&sortBy=price&sortOrder=asc&page=2&limit=50',
      SEARCH_LISTING,
    );
    expect(l).toEqual({
      keyword: 'cap',
      category: 'c1',
      brands: ['Tambay'],
      minPrice: '10',
      maxPrice: '',
      condition: 'VINTAGE',
      featured: true,
      sizes: [],
      sort: 'price:asc',
      page: 2,
      limit: 50,
    });
    expect(parseListing('?sortBy=evil&limit=7&page=-1', SEARCH_LISTING)).toEqual(EMPTY_LISTING);
    expect(parseListing('?sortBy=name&sortOrder=sideways', SEARCH_LISTING).sort).toBe('name:desc');
  });

  it('takes whole prices within the price filter only', () => {
    expect(['0', '1000', '1001', '-1', '9.5', 'abc', ''].map(cleanPrice)).toEqual(['0', '1000', '', '', '', '', '']);
  });

  it('round-trips to a short query string', () => {
    expect(listingToQuery(EMPTY_LISTING, SEARCH_LISTING)).toBe('');
    expect(listingToQuery({ ...EMPTY_LISTING, keyword: 'new era', page: 3 }, SEARCH_LISTING)).toBe('keyword=new+era&page=3');
    expect(listingToQuery({ ...EMPTY_LISTING, sort: 'price:asc' }, SEARCH_LISTING)).toBe('sortBy=price&sortOrder=asc');
    const all = 'keyword=cap&category=c1&brand=Tambay&minPrice=10&maxPrice=90&condition=NEW&featured=true&sortBy=name&sortOrder=asc&page=2&limit=50';
    expect(listingToQuery(parseListing(all, SEARCH_LISTING), SEARCH_LISTING)).toBe(all);
    expect(hasSearch(EMPTY_LISTING)).toBe(false);
    expect(hasSearch({ ...EMPTY_LISTING, condition: 'NEW' })).toBe(true);
    expect(hasSearch({ ...EMPTY_LISTING, category: 'c1' })).toBe(true);
  });

  it('asks the API for server-side search with facets', () => {
    const q = toProductQuery({ ...EMPTY_LISTING, keyword: 'vintge' });
    expect(q).toMatchObject({ search: 'vintge', page: 1, limit: 10, facets: true });
    // no sortBy: the API orders a keyword search by best match
    expect(q.sortBy).toBeUndefined();
    expect(toProductQuery({ ...EMPTY_LISTING, sort: 'price:asc' })).toMatchObject({ sortBy: 'price', sortOrder: 'asc' });
  });
});

describe('size filter in the address', () => {
  it('reads repeated sizes on both pages, keeps commas and spaces, drops what the API would refuse', () => {
    for (const kind of [SEARCH_LISTING, CATEGORY_LISTING]) {
      const l = parseListing('?size=42&size=%2043%20&size=42&size=42%2C5&size=&size=4%012&size=' + 'x'.repeat(51), kind);
      expect(l.sizes).toEqual(['42', '43', '42,5']);
      expect(hasFilters(l)).toBe(true);
    }
    const many = Array.from({ length: 25 }, (_, i) => `size=${30 + i}`).join('&');
    expect(parseListing(many, SEARCH_LISTING).sizes).toHaveLength(20);
    expect(hasSearch({ ...EMPTY_LISTING, sizes: ['M'] })).toBe(true);
  });

  it('writes each size as its own key and reads it back on reload', () => {
    const category = { ...CATEGORY_DEFAULT, sizes: ['42', '42,5'] };
    const q = listingToQuery(category, CATEGORY_LISTING);
    expect(q).toBe('size=42&size=42%2C5');
    expect(parseListing(q, CATEGORY_LISTING)).toEqual(category);
    const search = { ...EMPTY_LISTING, keyword: 'sneakers', sizes: ['M', 'L'], page: 2 };
    expect(listingToQuery(search, SEARCH_LISTING)).toBe('keyword=sneakers&size=M&size=L&page=2');
    expect(parseListing(listingToQuery(search, SEARCH_LISTING), SEARCH_LISTING)).toEqual(search);
  });

  it('asks the API with the key repeated, as it takes several sizes', () => {
    const q = toProductQuery({ ...CATEGORY_DEFAULT, category: 'c1', sizes: ['42', '43'] });
    expect(q.size).toEqual(['42', '43']);
    expect(productQueryString(q)).toContain('size=42&size=43');
    expect(toProductQuery(CATEGORY_DEFAULT).size).toBeUndefined();
  });
});

describe('category addresses', () => {
  it('takes free numbers for the price range', () => {
    expect(['12.5', '0', ' 300 ', '-1', 'abc', ''].map(cleanFreePrice)).toEqual(['12.5', '0', '300', '', '', '']);
  });

  it('round-trips through the URL', () => {
    const l = parseListing('?sort=price:asc&minPrice=10&brand=Nike,Vans&limit=50&page=2', CATEGORY_LISTING);
    expect(l).toEqual({ ...EMPTY_LISTING, sort: 'price:asc', minPrice: '10', brands: ['Nike', 'Vans'], page: 2, limit: 50 });
    expect(listingToQuery(l, CATEGORY_LISTING)).toBe('sort=price%3Aasc&minPrice=10&brand=Nike%2CVans&limit=50&page=2');
    expect(parseListing('?sort=evil&limit=7', CATEGORY_LISTING, 3)).toEqual({ ...CATEGORY_DEFAULT, page: 3 });
    expect(listingToQuery(CATEGORY_DEFAULT, CATEGORY_LISTING)).toBe('');
  });

  it('ignores the search-only keys and does not count the category as a filter', () => {
    const l = parseListing('?keyword=cap&category=c9&condition=NEW&featured=true&sortBy=price', CATEGORY_LISTING);
    expect(l).toEqual(CATEGORY_DEFAULT);
    expect(hasFilters({ ...l, category: 'c1' })).toBe(false);
    expect(hasFilters({ ...l, brands: ['Vans'] })).toBe(true);
  });

  it('asks the API for the category with all its brands and its sort', () => {
    const q = toProductQuery({ ...CATEGORY_DEFAULT, category: 'c1', brands: ['Nike', 'Vans'], minPrice: '12.5' });
    expect(q).toMatchObject({
      category: 'c1',
      brand: 'Nike,Vans',
      minPrice: '12.5',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 1,
      limit: 10,
      facets: true,
    });
    expect(q.search).toBeUndefined();
  });
});
