import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, cleanPrice, hasSearch, parseSearchParams, searchParamsToQuery, toProductQuery } from './params';

describe('search query parameters', () => {
  it('reads every parameter of §2 and drops invalid ones', () => {
    const p = parseSearchParams('?keyword=%20cap%20&category=c1&brand=Tambay&minPrice=10&maxPrice=2000&condition=vintage&featured=true&sortBy=price&sortOrder=asc&page=2&limit=50');
    expect(p).toEqual({ keyword: 'cap', category: 'c1', brand: 'Tambay', minPrice: '10', maxPrice: '', condition: 'VINTAGE', featured: true, sortBy: 'price', sortOrder: 'asc', page: 2, limit: 50 });
    expect(parseSearchParams('?sortBy=evil&limit=7&page=-1')).toEqual(DEFAULT_SEARCH);
  });

  it('takes whole prices 0 to 1000 only', () => {
    expect(['0', '1000', '1001', '-1', '9.5', 'abc', ''].map(cleanPrice)).toEqual(['0', '1000', '', '', '', '', '']);
  });

  it('round-trips to a short query string', () => {
    expect(searchParamsToQuery(DEFAULT_SEARCH)).toBe('');
    expect(searchParamsToQuery({ ...DEFAULT_SEARCH, keyword: 'new era', page: 3 })).toBe('keyword=new+era&page=3');
    expect(searchParamsToQuery({ ...DEFAULT_SEARCH, sortBy: 'price', sortOrder: 'asc' })).toBe('sortBy=price&sortOrder=asc');
    expect(hasSearch(DEFAULT_SEARCH)).toBe(false);
    expect(hasSearch({ ...DEFAULT_SEARCH, condition: 'NEW' })).toBe(true);
  });

  it('asks the API for server-side search with facets', () => {
    const q = toProductQuery({ ...DEFAULT_SEARCH, keyword: 'vintge' });
    expect(q).toMatchObject({ search: 'vintge', page: 1, limit: 10, facets: true });
    // no sortBy: the API orders a keyword search by best match
    expect(q.sortBy).toBeUndefined();
    expect(toProductQuery({ ...DEFAULT_SEARCH, sortBy: 'price', sortOrder: 'asc' })).toMatchObject({ sortBy: 'price', sortOrder: 'asc' });
  });
});
