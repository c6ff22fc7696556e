import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@shop/common';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { ProductCard, SkeletonGrid, toCardProduct, type CardProduct } from '../../components/ProductCard';
import { Pagination, PageSizeSelect } from '../../components/Pagination';
import { Icon } from '../../components/Icon';
import { fetchProducts } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { $cartQuantities } from '../cart/store';
import { SORT_OPTIONS } from '../search/params';
import { Select } from '../../components/Select';

export interface ListingState {
  sort: string;
  minPrice: string;
  maxPrice: string;
  brands: string[];
  page: number;
  limit: number;
}

export const DEFAULT_LISTING: ListingState = { sort: 'createdAt:desc', minPrice: '', maxPrice: '', brands: [], page: 1, limit: DEFAULT_PAGE_SIZE };

/** The category page's price min/max are free numbers (storefront.md §5): anything that parses as a number ≥ 0. */
export function cleanFreePrice(v: string): string {
  const t = v.trim();
  if (!t) return '';
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
}

export function listingFromQuery(search: string, page = 1): ListingState {
  const q = new URLSearchParams(search);
  const sort = q.get('sort') ?? '';
  const limit = Number(q.get('limit'));
  const p = Number(q.get('page'));
  return {
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? sort : DEFAULT_LISTING.sort,
    minPrice: cleanFreePrice(q.get('minPrice') ?? ''),
    maxPrice: cleanFreePrice(q.get('maxPrice') ?? ''),
    brands: (q.get('brand') ?? '').split(',').map((b) => b.trim()).filter(Boolean),
    page: Number.isInteger(p) && p > 0 ? p : page,
    limit: (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

export function listingToQuery(s: ListingState): string {
  const q = new URLSearchParams();
  if (s.sort !== DEFAULT_LISTING.sort) q.set('sort', s.sort);
  if (s.minPrice) q.set('minPrice', s.minPrice);
  if (s.maxPrice) q.set('maxPrice', s.maxPrice);
  if (s.brands.length) q.set('brand', s.brands.join(','));
  if (s.limit !== DEFAULT_PAGE_SIZE) q.set('limit', String(s.limit));
  if (s.page > 1) q.set('page', String(s.page));
  return q.toString();
}

/** True when the listing is what the prebuilt pages show (newest first, no filters, 10 a page). */
export function isPrebuiltView(s: ListingState): boolean {
  return s.sort === DEFAULT_LISTING.sort && !s.minPrice && !s.maxPrice && s.brands.length === 0 && s.limit === DEFAULT_PAGE_SIZE;
}

export function categoryPageHref(categoryId: string, page: number): string {
  return page <= 1 ? `/category/${categoryId}` : `/category/${categoryId}/page/${page}`;
}

interface Props {
  categoryId: string;
  /** The prebuilt page's products (absent on the live page, which loads them). */
  initial?: { products: CardProduct[]; total: number; totalPages: number; page: number } | null;
  brands: { value: string; count: number }[];
}

/** Sort, price range, brand filters and the paginated grid of a category (storefront.md §2). */
export default function CategoryListing({ categoryId, initial, brands: initialBrands }: Props) {
  const hydrated = useHydrated();
  const quantities = useStore($cartQuantities);
  const [state, setState] = useState<ListingState>({ ...DEFAULT_LISTING, page: initial?.page ?? 1 });
  const [data, setData] = useState(initial ?? null);
  const [brands, setBrands] = useState(initialBrands);
  const [loading, setLoading] = useState(!initial);
  const [error, setError] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [priceDraft, setPriceDraft] = useState({ min: '', max: '' });
  const [reload, setReload] = useState(0);
  const first = useRef(true);
  const gridTop = useRef<HTMLDivElement>(null);

  // Restore a filtered view from the URL (?sort=…&brand=…), else keep the prebuilt HTML as it is.
  useEffect(() => {
    const fromUrl = listingFromQuery(location.search, initial?.page ?? 1);
    setPriceDraft({ min: fromUrl.minPrice, max: fromUrl.maxPrice });
    setState(fromUrl);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!hydrated) return;
    const prebuilt = isPrebuiltView(state) && initial && state.page === initial.page;
    if (first.current && prebuilt) {
      first.current = false;
      return;
    }
    first.current = false;
    const ctrl = new AbortController();
    const [sortBy, sortOrder] = state.sort.split(':');
    setLoading(true);
    setError(false);
    fetchProducts(
      {
        category: categoryId,
        sortBy,
        sortOrder,
        minPrice: state.minPrice,
        maxPrice: state.maxPrice,
        brand: state.brands.join(','),
        page: state.page,
        limit: state.limit,
        facets: true,
      },
      ctrl.signal,
    )
      .then((res) => {
        setData({ products: res.products.map(toCardProduct), total: res.pagination.total, totalPages: res.pagination.totalPages, page: res.pagination.page ?? state.page });
        if (res.facets?.brands?.length && brands.length === 0) setBrands(res.facets.brands);
        setLoading(false);
      })
      .catch((err) => {
        if ((err as Error).name === 'AbortError') return;
        setError(true);
        setLoading(false);
      });
    const query = listingToQuery(isPrebuiltView(state) ? { ...state, page: 1 } : state);
    const base = isPrebuiltView(state) ? categoryPageHref(categoryId, state.page) : location.pathname;
    history.replaceState(null, '', `${base}${query ? `?${query}` : ''}`);
    return () => ctrl.abort();
  }, [state, hydrated, reload]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (patch: Partial<ListingState>, keepPage = false) => setState((s) => ({ ...s, ...patch, page: keepPage ? (patch.page ?? s.page) : 1 }));
  const toPage = (page: number) => {
    set({ page }, true);
    gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const filtersActive = !!(state.minPrice || state.maxPrice || state.brands.length);
  const prebuiltLinks = isPrebuiltView(state) && !!initial;
  const rangeText = useMemo(() => {
    if (!data || data.total === 0) return '';
    const from = (data.page - 1) * state.limit + 1;
    const to = Math.min(data.total, from + data.products.length - 1);
    return `Showing ${from}–${to} of ${data.total} product${data.total === 1 ? '' : 's'}`;
  }, [data, state.limit]);

  const applyPrice = () => {
    let min = cleanFreePrice(priceDraft.min);
    let max = cleanFreePrice(priceDraft.max);
    if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
    setPriceDraft({ min, max });
    if (min !== state.minPrice || max !== state.maxPrice) set({ minPrice: min, maxPrice: max });
  };

  const filters = (
    <div className="filters" id={`filters-${categoryId}`}>
      <fieldset>
        <legend>Price range (SAR)</legend>
        <form
          className="price-inputs"
          onSubmit={(e) => {
            e.preventDefault();
            applyPrice();
          }}
        >
          <input className="input" type="number" inputMode="decimal" min={0} step="any" placeholder="Min" aria-label="Minimum price" value={priceDraft.min} onChange={(e) => setPriceDraft((d) => ({ ...d, min: e.target.value }))} onBlur={applyPrice} />
          <input className="input" type="number" inputMode="decimal" min={0} step="any" placeholder="Max" aria-label="Maximum price" value={priceDraft.max} onChange={(e) => setPriceDraft((d) => ({ ...d, max: e.target.value }))} onBlur={applyPrice} />
          <button type="submit" className="sr-only">
            Apply price
          </button>
        </form>
      </fieldset>
      {brands.length > 0 ? (
        <fieldset>
          <legend>Brand</legend>
          <div className="brand-list">
            {brands.map((b) => (
              <label key={b.value}>
                <input
                  type="checkbox"
                  checked={state.brands.includes(b.value)}
                  onChange={(e) => set({ brands: e.target.checked ? [...state.brands, b.value] : state.brands.filter((x) => x !== b.value) })}
                />
                {b.value}
                <small>{b.count}</small>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {filtersActive ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            setPriceDraft({ min: '', max: '' });
            set({ minPrice: '', maxPrice: '', brands: [] });
          }}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );

  return (
    <div className="listing has-sidebar">
      <aside className="listing-aside" aria-label="Filters">
        <button type="button" className="btn btn-outline btn-block filters-toggle" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((o) => !o)}>
          <Icon name="filter" /> Filters{filtersActive ? ` (${state.brands.length + (state.minPrice || state.maxPrice ? 1 : 0)})` : ''}
        </button>
        <div className={`filters-wrap${filtersOpen ? ' is-open' : ''}`}>{filters}</div>
      </aside>
      <div ref={gridTop}>
        <div className="listing-bar">
          <span className="count" aria-live="polite">
            {loading ? 'Loading…' : rangeText}
          </span>
          <div className="listing-controls">
            <label className="sr-only" htmlFor={`sort-${categoryId}`}>
              Sort by
            </label>
            <Select id={`sort-${categoryId}`} value={state.sort} options={SORT_OPTIONS} onChange={(sort) => set({ sort })} />
          </div>
        </div>
        {error ? (
          <div className="empty-state" role="alert">
            <Icon name="alert" />
            <h3>{STOREFRONT_MESSAGES.searchLoadFailed}</h3>
            <button type="button" className="btn btn-dark" onClick={() => setReload((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : loading && !data ? (
          <SkeletonGrid />
        ) : data && data.products.length > 0 ? (
          <div className="product-grid" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
            {data.products.map((p, i) => (
              <ProductCard key={p.id} product={p} inCart={hydrated ? quantities[p.id] ?? 0 : 0} eager={i < 2} headingLevel="h2" />
            ))}
          </div>
        ) : (
          <div className="empty-state">
            <Icon name="search" />
            <h3>{STOREFRONT_MESSAGES.noProducts}</h3>
            <p>{filtersActive ? 'No products match these filters. Try a wider price range or another brand.' : STOREFRONT_MESSAGES.categoryEmpty}</p>
            {filtersActive ? (
              <button type="button" className="btn btn-dark" onClick={() => set({ minPrice: '', maxPrice: '', brands: [] })}>
                Clear filters
              </button>
            ) : (
              <a className="btn btn-dark" href="/search">
                Browse all products
              </a>
            )}
          </div>
        )}
        {data ? (
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            hrefFor={prebuiltLinks ? (p) => categoryPageHref(categoryId, p) : undefined}
            onPage={toPage}
          />
        ) : null}
        {data && data.total > PAGE_SIZE_OPTIONS[0] ? <PageSizeSelect id={`size-${categoryId}`} value={state.limit} onChange={(limit) => set({ limit })} /> : null}
      </div>
    </div>
  );
}
