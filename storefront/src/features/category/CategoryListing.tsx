import { useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PAGE_SIZE_OPTIONS } from '@shop/common';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { EAGER_CARDS, ProductCard, SkeletonGrid } from '../../components/ProductCard';
import { Pagination, PageSizeSelect } from '../../components/Pagination';
import { Icon } from '../../components/Icon';
import { useHydrated } from '../../lib/use-hydrated';
import { $cartQuantities } from '../cart/store';
import { Select } from '../../components/Select';
import { ListingFilters } from '../listing/ListingFilters';
import { LoadFailed } from '../listing/LoadFailed';
import { CATEGORY_LISTING, EMPTY_LISTING, SORT_OPTIONS, hasFilters, listingToQuery, type Listing } from '../listing/query';
import { useProductListing, type ListingResults } from '../listing/useProductListing';
import { categoryPageHref, isPrebuiltView } from './pages';

interface Props {
  categoryId: string;
  /** The prebuilt page's products (absent on the live page, which loads them). */
  initial?: ListingResults | null;
  brands: { value: string; count: number }[];
}

/** Sort, price range, brand filters and the paginated grid of a category; unfiltered views link to the prebuilt pages. */
export default function CategoryListing({ categoryId, initial, brands: initialBrands }: Props) {
  const hydrated = useHydrated();
  const quantities = useStore($cartQuantities);
  const [brands, setBrands] = useState(initialBrands);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { listing, results: data, loading, error, update, retry } = useProductListing({
    kind: CATEGORY_LISTING,
    fixed: { category: categoryId },
    pathPage: initial?.page ?? 1,
    initial,
    startsLoading: !initial,
    stillShows: (l) => isPrebuiltView(l) && l.page === initial?.page,
    href: (l) => {
      // An unfiltered view lives at its prebuilt page's own address.
      const query = listingToQuery(isPrebuiltView(l) ? { ...l, page: 1 } : l, CATEGORY_LISTING);
      return `${isPrebuiltView(l) ? categoryPageHref(categoryId, l.page) : location.pathname}${query ? `?${query}` : ''}`;
    },
    rewriteOnLoad: true,
    onResults: (res) => {
      if (res.facets?.brands?.length) setBrands((b) => (b.length === 0 ? res.facets!.brands! : b));
    },
  });
  const state: Listing = listing ?? { ...EMPTY_LISTING, category: categoryId, sort: CATEGORY_LISTING.defaultSort, page: initial?.page ?? 1 };
  const gridTop = useRef<HTMLDivElement>(null);

  const toPage = (page: number) => {
    update({ page });
    gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const filtersActive = hasFilters(state);
  const prebuiltLinks = isPrebuiltView(state) && !!initial;
  const rangeText = useMemo(() => {
    if (!data || data.total === 0) return '';
    const from = (data.page - 1) * state.limit + 1;
    const to = Math.min(data.total, from + data.products.length - 1);
    return `Showing ${from}–${to} of ${data.total} product${data.total === 1 ? '' : 's'}`;
  }, [data, state.limit]);

  return (
    <div className="listing has-sidebar">
      <aside className="listing-aside" aria-label="Filters">
        <button type="button" className="btn btn-outline btn-block filters-toggle" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((o) => !o)}>
          <Icon name="filter" /> Filters{filtersActive ? ` (${state.brands.length + (state.minPrice || state.maxPrice ? 1 : 0)})` : ''}
        </button>
        <div className={`filters-wrap${filtersOpen ? ' is-open' : ''}`}>
          <ListingFilters id={`filters-${categoryId}`} kind={CATEGORY_LISTING} listing={state} update={update} brands={brands} />
        </div>
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
            <Select id={`sort-${categoryId}`} value={state.sort} options={SORT_OPTIONS} onChange={(sort) => update({ sort })} />
          </div>
        </div>
        {error ? (
          <LoadFailed heading="h3" onRetry={retry} />
        ) : loading && !data ? (
          <SkeletonGrid />
        ) : data && data.products.length > 0 ? (
          <div className="product-grid" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
            {data.products.map((p, i) => (
              <ProductCard key={p.id} product={p} inCart={hydrated ? quantities[p.id] ?? 0 : 0} eager={i < EAGER_CARDS} headingLevel="h2" />
            ))}
          </div>
        ) : (
          <div className="empty-state">
            <Icon name="search" />
            <h3>{STOREFRONT_MESSAGES.noProducts}</h3>
            <p>{filtersActive ? 'No products match these filters. Try a wider price range or another brand.' : STOREFRONT_MESSAGES.categoryEmpty}</p>
            {filtersActive ? (
              <button type="button" className="btn btn-dark" onClick={() => update({ minPrice: '', maxPrice: '', brands: [] })}>
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
        {data && data.total > PAGE_SIZE_OPTIONS[0] ? <PageSizeSelect id={`size-${categoryId}`} value={state.limit} onChange={(limit) => update({ limit })} /> : null}
      </div>
    </div>
  );
}
