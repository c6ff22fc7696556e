import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { CONDITION_LABELS, POPULAR_SEARCHES } from '@shop/common';
import { PRICE_FILTER } from '../../lib/price-filter';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { EAGER_CARDS, ProductCard, SkeletonGrid } from '../../components/ProductCard';
import { Pagination, PageSizeSelect } from '../../components/Pagination';
import { Icon } from '../../components/Icon';
import { $cartQuantities } from '../cart/store';
import { recordSearch } from './history';
import { takeSearchPrefetch } from './prefetch';
import { SearchBar } from './SearchBar';
import { ListingFilters } from '../listing/ListingFilters';
import { LoadFailed } from '../listing/LoadFailed';
import { EMPTY_LISTING, SEARCH_LISTING, SORT_OPTIONS, hasSearch, listingToQuery, type Listing } from '../listing/query';
import { useProductListing } from '../listing/useProductListing';

interface Props {
  categories: { id: string; name: string }[];
}

function PopularChips() {
  return (
    <div className="popular" style={{ justifyContent: 'center' }}>
      {POPULAR_SEARCHES.map((k) => (
        <a key={k} className="chip" href={`/search?keyword=${encodeURIComponent(k)}`}>
          {k}
        </a>
      ))}
    </div>
  );
}

/** /search: server-side search with suggestions, filters, sort, count and the three empty states (start, no results, no match). */
export default function SearchPage({ categories }: Props) {
  const quantities = useStore($cartQuantities);
  const [input, setInput] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [brandOptions, setBrandOptions] = useState<string[]>([]);
  const { listing: params, results, loading, error, update: change, retry } = useProductListing({
    kind: SEARCH_LISTING,
    wants: hasSearch,
    href: (l) => {
      const q = listingToQuery(l, SEARCH_LISTING);
      return `/search${q ? `?${q}` : ''}`;
    },
    followHistory: true,
    prefetched: takeSearchPrefetch,
    onResults: (res) => {
      const brands = res.facets?.brands?.map((b) => b.value) ?? [];
      setBrandOptions((prev) => [...new Set([...prev, ...brands])].sort((a, b) => a.localeCompare(b)));
    },
    onRead: (l, first) => {
      setInput(l.keyword);
      if (first && l.keyword) recordSearch(l.keyword);
    },
  });
  const current = params ?? EMPTY_LISTING;
  /** A change of the listing shows its keyword in the search bar again. */
  const update = (patch: Partial<Listing>, push = false) => {
    change(patch, { push });
    setInput(patch.keyword ?? current.keyword);
  };

  const submit = (term: string) => {
    const keyword = term.trim();
    if (!keyword && !hasSearch({ ...current, keyword: '' })) return; // blank searches are ignored
    recordSearch(keyword);
    update({ keyword }, true);
  };

  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? 'Category';
  const brand = current.brands[0] ?? '';
  const active: { label: string; clear: Partial<Listing> }[] = [];
  if (current.category) active.push({ label: categoryName(current.category), clear: { category: '' } });
  if (brand) active.push({ label: brand, clear: { brands: [] } });
  if (current.condition) active.push({ label: CONDITION_LABELS[current.condition as keyof typeof CONDITION_LABELS], clear: { condition: '' } });
  if (current.minPrice || current.maxPrice) active.push({ label: `SAR ${current.minPrice || PRICE_FILTER.min}–${current.maxPrice || PRICE_FILTER.max}`, clear: { minPrice: '', maxPrice: '' } });
  if (current.featured) active.push({ label: 'Featured', clear: { featured: false } });

  const pending = params === null;
  const searching = params !== null && hasSearch(params);
  return (
    <div>
      <div className="search-hero">
        <SearchBar value={input} onChange={setInput} onSubmit={submit} />
      </div>

      <div className="listing-bar">
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={filtersOpen} aria-controls="search-filters" onClick={() => setFiltersOpen((o) => !o)}>
          <Icon name="filter" /> Filters{active.length ? ` (${active.length})` : ''}
        </button>
        <div className="listing-controls">
          <label className="sr-only" htmlFor="search-sort">
            Sort by
          </label>
          <select id="search-sort" className="select" value={current.sort} onChange={(e) => update({ sort: e.target.value })}>
            <option value="">{current.keyword ? 'Best match' : 'Newest'}</option>
            {SORT_OPTIONS.filter((o) => current.keyword || o.value !== 'createdAt:desc').map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {filtersOpen ? (
        <ListingFilters id="search-filters" kind={SEARCH_LISTING} listing={current} update={update} brands={brandOptions.map((value) => ({ value }))} categories={categories} />
      ) : null}

      {active.length ? (
        <div className="active-filters">
          {active.map((a) => (
            <button key={a.label} type="button" className="chip" onClick={() => update(a.clear)} aria-label={`Remove filter ${a.label}`}>
              {a.label} <Icon name="close" className="chip-x" />
            </button>
          ))}
          <button type="button" className="chip" onClick={() => update({ ...EMPTY_LISTING, keyword: current.keyword })}>
            Clear all
          </button>
        </div>
      ) : null}

      {pending ? (
        <>
          <div className="search-pending">
            <p className="result-count">Searching…</p>
            <SkeletonGrid />
          </div>
          <StartExploring />
        </>
      ) : !searching ? (
        <StartExploring />
      ) : error ? (
        <LoadFailed heading="h2" onRetry={retry} />
      ) : !results ? (
        <>
          <p className="result-count">Searching…</p>
          <SkeletonGrid />
        </>
      ) : results && results.total > 0 ? (
        <>
          <p className="result-count" aria-live="polite" data-result-count={results.total}>
            {results.total} {results.total === 1 ? 'result' : 'results'}
            {current.keyword ? <> for “{current.keyword}”</> : null}
          </p>
          <div className="product-grid" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
            {results.products.map((p, i) => (
              <ProductCard key={p.id} product={p} inCart={quantities[p.id] ?? 0} eager={i < EAGER_CARDS} headingLevel="h2" />
            ))}
          </div>
          <Pagination page={current.page} totalPages={results.totalPages} onPage={(page) => { update({ page }); scrollTo({ top: 0, behavior: 'smooth' }); }} />
          {results.total > 10 ? <PageSizeSelect id="search-size" value={current.limit} onChange={(limit) => update({ limit })} /> : null}
        </>
      ) : current.keyword ? (
        <div className="empty-state">
          <Icon name="search" />
          <h2>{STOREFRONT_MESSAGES.noResultsFor(current.keyword)}</h2>
          <p>Check the spelling, try fewer words or clear the filters. Or try a popular search:</p>
          <PopularChips />
        </div>
      ) : (
        <div className="empty-state">
          <Icon name="search" />
          <h2>{STOREFRONT_MESSAGES.noProducts}</h2>
          <p>No products match these filters. Try removing some of them.</p>
        </div>
      )}
    </div>
  );
}

function StartExploring() {
  return (
    <div className="empty-state start-exploring">
      <Icon name="sparkle" />
      <h2>{STOREFRONT_MESSAGES.startExploring}</h2>
      <p>Search for a brand, a style or a keyword, or start with a popular search:</p>
      <PopularChips />
    </div>
  );
}
