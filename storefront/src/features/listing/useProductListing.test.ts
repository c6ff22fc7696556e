import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductQuery } from '../../lib/api/api';
import type { ProductList } from '../../model/types';
import { CATEGORY_LISTING, SEARCH_LISTING, hasSearch, listingToQuery, type Listing } from '../../lib/listing/query';
import { useProductListing, type ListingOptions } from './useProductListing';

const product = (id: string) => ({
  id,
  name: `Cap ${id}`,
  brand: 'Tambay',
  condition: 'NEW',
  sellingPrice: 50,
  discountedPrice: null,
  currency: 'SAR',
  images: [],
});
const answer = (ids: string[], page = 1): ProductList =>
  ({
    products: ids.map(product),
    pagination: { total: ids.length, totalPages: 1, page, limit: 10 },
    facets: { brands: [{ value: 'Tambay', count: ids.length }] },
  }) as unknown as ProductList;
const searchHref = (l: Listing) => `/search?${listingToQuery(l, SEARCH_LISTING)}`;

function search(load: ListingOptions['load'], extra: Partial<ListingOptions> = {}) {
  return renderHook(() => useProductListing({ kind: SEARCH_LISTING, wants: hasSearch, href: searchHref, followHistory: true, load, ...extra }));
}

describe('useProductListing', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the address, asks the API for it and leaves the address as typed', async () => {
    window.history.replaceState(null, '', '/search?keyword=cap&sortBy=price&sortOrder=asc&brand=Tambay');
    const load = vi.fn(async (_q: ProductQuery) => answer(['a', 'b']));
    const { result } = search(load);
    await waitFor(() => expect(result.current.results?.products.map((p) => p.id)).toEqual(['a', 'b']));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toMatchObject({ search: 'cap', brand: 'Tambay', sortBy: 'price', sortOrder: 'asc', page: 1, facets: true });
    expect(result.current.results?.facets?.brands).toEqual([{ value: 'Tambay', count: 2 }]);
    expect(location.search).toBe('?keyword=cap&sortBy=price&sortOrder=asc&brand=Tambay');
  });

  it('asks nothing while there is nothing to search for', async () => {
    window.history.replaceState(null, '', '/search');
    const load = vi.fn(async () => answer(['a']));
    const { result } = search(load);
    await waitFor(() => expect(result.current.listing).not.toBeNull());
    expect(load).not.toHaveBeenCalled();
    expect(result.current.results).toBeNull();
  });

  it('aborts the question the shopper moved on from, back to page 1, and writes the new address', async () => {
    window.history.replaceState(null, '', '/search?keyword=cap&page=3');
    const signals: AbortSignal[] = [];
    const load = vi.fn((q: ProductQuery, signal: AbortSignal) => {
      signals.push(signal);
      return q.search === 'cap' ? new Promise<ProductList>(() => undefined) : Promise.resolve(answer(['t'], 1));
    });
    const { result } = search(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const before = history.length;
    act(() => result.current.update({ keyword: 'tee' }, { push: true }));
    await waitFor(() => expect(result.current.results?.products[0].id).toBe('t'));
    expect(signals[0].aborted).toBe(true);
    expect(load.mock.calls[1][0]).toMatchObject({ search: 'tee', page: 1 });
    expect(location.search).toBe('?keyword=tee');
    expect(history.length).toBe(before + 1);
    act(() => result.current.update({ minPrice: '20' }));
    await waitFor(() => expect(location.search).toBe('?keyword=tee&minPrice=20'));
    expect(history.length).toBe(before + 1);
  });

  it('follows back and forward', async () => {
    window.history.replaceState(null, '', '/search?keyword=cap');
    const load = vi.fn(async (q: ProductQuery) => answer([String(q.search)]));
    const onRead = vi.fn();
    const { result } = search(load, { onRead });
    await waitFor(() => expect(result.current.results?.products[0].id).toBe('cap'));
    act(() => {
      history.replaceState(null, '', '/search?keyword=tee');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(result.current.results?.products[0].id).toBe('tee'));
    expect(onRead.mock.calls.map(([l, first]) => [l.keyword, first])).toEqual([
      ['cap', true],
      ['tee', false],
    ]);
  });

  it('reports a failed load and loads again on retry', async () => {
    window.history.replaceState(null, '', '/search?keyword=cap');
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return answer(['a']);
    });
    const { result } = search(load);
    await waitFor(() => expect(result.current.error).toBe(true));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.results?.total).toBe(1));
    expect(result.current.error).toBe(false);
  });

  // the category page's own address rule is tested with the component (CategoryListing.test.tsx)
  it('keeps prebuilt results while they still show the listing, and rewrites a filtered address', async () => {
    const initial = { products: [], total: 12, totalPages: 2, page: 2 };
    const category = (load: ListingOptions['load']) =>
      renderHook(() =>
        useProductListing({
          kind: CATEGORY_LISTING,
          fixed: { category: 'c1' },
          pathPage: 2,
          initial,
          stillShows: (l) => l.page === 2 && l.sort === CATEGORY_LISTING.defaultSort,
          href: (l) => `/category/c1?${listingToQuery(l, CATEGORY_LISTING)}`,
          rewriteOnLoad: true,
          load,
        }),
      );
    window.history.replaceState(null, '', '/category/c1/page/2');
    const idle = vi.fn(async () => answer(['x']));
    const prebuilt = category(idle);
    await waitFor(() => expect(prebuilt.result.current.listing?.page).toBe(2));
    expect(idle).not.toHaveBeenCalled();
    expect(prebuilt.result.current.results).toBe(initial);
    expect(location.pathname).toBe('/category/c1/page/2');

    window.history.replaceState(null, '', '/category/c1/page/2?sort=price:asc');
    const load = vi.fn(async (_q: ProductQuery) => answer(['y']));
    const filtered = category(load);
    await waitFor(() => expect(filtered.result.current.results?.products[0]?.id).toBe('y'));
    expect(load.mock.calls[0][0]).toMatchObject({ category: 'c1', sortBy: 'price', sortOrder: 'asc', page: 2 });
    expect(location.pathname + location.search).toBe('/category/c1?sort=price%3Aasc&page=2');
  });
});
