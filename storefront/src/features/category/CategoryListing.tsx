import '../../i18n/ready';
import { useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PAGE_SIZE_OPTIONS } from '@shop/common';
import type { Lang } from '../../i18n/lang';
import { localePath } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { type CardLicence, ProductGrid, SkeletonGrid } from '../../components/ProductCard';
import { Pagination, PageSizeSelect } from '../../components/Pagination';
import { Icon } from '../../components/Icon';
import { useHydrated } from '../../lib/client/use-hydrated';
import { $cartQuantities } from '../cart-store/store';
import { Select } from '../../components/Select';
import { ListingFilters } from '../listing/ListingFilters';
import { LoadFailed } from '../listing/LoadFailed';
import { CATEGORY_LISTING, EMPTY_LISTING, SORT_OPTIONS, hasFilters, listingToQuery, type Listing } from '../../lib/listing/query';
import { useProductListing, type ListingResults } from '../listing/useProductListing';
import { sortSizes, type SizeOption } from '../../lib/listing/sizes';
import { categoryPageHref, isPrebuiltView } from '../../lib/paths/category-pages';
import { fill, plural } from '../../i18n/plural';

interface Props {
  lang: Lang;
  categoryId: string;
  /** The prebuilt page's products (absent on the live page, which loads them). */
  initial?: ListingResults | null;
  brands: { value: string; count: number }[];
  /** The prebuilt page's sizes in stock with their counts (the answers' sizes facet replaces them). */
  sizes?: SizeOption[];
  /** The Ministry's discount licence, named on each card with a struck price (null: none entered). */
  licence?: CardLicence | null;
}

/**
 * The address that shows exactly this view of a category. An unfiltered view lives at its prebuilt page
 * (/category/<id>/page/<n>); any other view at the category's first address with its page in the query, never under
 * a /page/<n> path, which would name a page the view is not on (the path's page is read when the query has none).
 */
export function categoryListingHref(categoryId: string, l: Listing, lang: Lang): string {
  const prebuilt = isPrebuiltView(l);
  const query = listingToQuery(prebuilt ? { ...l, page: 1 } : l, CATEGORY_LISTING);
  return `${categoryPageHref(categoryId, prebuilt ? l.page : 1, lang)}${query ? `?${query}` : ''}`;
}

/** The prebuilt page shows no cart badges, so the first render matches its HTML; the cart's quantities come after hydration. */
const NOTHING_IN_CART: Readonly<Record<string, number>> = {};

/** Sort, price range, brand filters and the paginated grid of a category; unfiltered views link to the prebuilt pages. */
export default function CategoryListing({ lang, categoryId, initial, brands: initialBrands, sizes: initialSizes = [], licence = null }: Props) {
  const d = useT(lang);
  const hydrated = useHydrated();
  const quantities = useStore($cartQuantities);
  const [brands, setBrands] = useState(initialBrands);
  const [sizes, setSizes] = useState(initialSizes);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const {
    listing,
    results: data,
    loading,
    error,
    update,
    retry,
  } = useProductListing({
    kind: CATEGORY_LISTING,
    fixed: { category: categoryId },
    pathPage: initial?.page ?? 1,
    initial,
    startsLoading: !initial,
    stillShows: (l) => isPrebuiltView(l) && l.page === initial?.page,
    href: (l) => categoryListingHref(categoryId, l, lang),
    rewriteOnLoad: true,
    onResults: (res) => {
      if (res.facets?.brands?.length) setBrands((b) => (b.length === 0 ? res.facets!.brands! : b));
      // sizes follow the other filters (a brand narrows them); the size filter itself does not narrow them
      if (res.facets?.sizes) setSizes(sortSizes(res.facets.sizes));
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
    return fill(plural(lang, data.total, d.listing.showing), { from, to });
  }, [data, state.limit, d, lang]);

  return (
    <div className="listing has-sidebar">
      <aside className="listing-aside" aria-label={d.listing.filtersLabel}>
        <button
          type="button"
          className="btn btn-outline btn-block filters-toggle"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          <Icon name="filter" /> {d.listing.filters}
          {filtersActive ? ` (${state.brands.length + state.sizes.length + (state.minPrice || state.maxPrice ? 1 : 0)})` : ''}
        </button>
        <div className={`filters-wrap${filtersOpen ? ' is-open' : ''}`}>
          <ListingFilters
            lang={lang}
            id={`filters-${categoryId}`}
            kind={CATEGORY_LISTING}
            listing={state}
            update={update}
            brands={brands}
            sizes={sizes}
          />
        </div>
      </aside>
      <div ref={gridTop}>
        <div className="listing-bar">
          <span className="count" aria-live="polite">
            {loading ? d.listing.loading : rangeText}
          </span>
          <div className="listing-controls">
            <label className="sr-only" htmlFor={`sort-${categoryId}`}>
              {d.listing.sortBy}
            </label>
            <Select
              id={`sort-${categoryId}`}
              value={state.sort}
              options={SORT_OPTIONS.map((o) => ({ value: o, label: d.listing.sorts[o] }))}
              onChange={(sort) => update({ sort })}
            />
          </div>
        </div>
        {error ? (
          <LoadFailed lang={lang} heading="h3" onRetry={retry} />
        ) : loading && !data ? (
          <SkeletonGrid />
        ) : data && data.products.length > 0 ? (
          <ProductGrid
            lang={lang}
            products={data.products}
            loading={loading}
            quantities={hydrated ? quantities : NOTHING_IN_CART}
            licence={licence}
          />
        ) : (
          <div className="empty-state">
            <Icon name="search" />
            <h3>{d.listing.noProducts}</h3>
            <p>{filtersActive ? d.listing.noFilterMatch : d.listing.categoryEmpty}</p>
            {filtersActive ? (
              <button type="button" className="btn btn-dark" onClick={() => update({ minPrice: '', maxPrice: '', brands: [], sizes: [] })}>
                {d.listing.clearFilters}
              </button>
            ) : (
              <a className="btn btn-dark" href={localePath(lang, '/search')}>
                {d.listing.browseAll}
              </a>
            )}
          </div>
        )}
        {data ? (
          <Pagination
            lang={lang}
            page={data.page}
            totalPages={data.totalPages}
            hrefFor={prebuiltLinks ? (p) => categoryPageHref(categoryId, p, lang) : undefined}
            onPage={toPage}
          />
        ) : null}
        {data && data.total > PAGE_SIZE_OPTIONS[0] ? (
          <PageSizeSelect lang={lang} id={`size-${categoryId}`} value={state.limit} onChange={(limit) => update({ limit })} />
        ) : null}
      </div>
    </div>
  );
}
