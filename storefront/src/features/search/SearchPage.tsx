import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { CONDITIONS, CONDITION_LABELS, POPULAR_SEARCHES } from '@shop/common';
import { PRICE_FILTER } from '../../lib/price-filter';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { ProductCard, SkeletonGrid } from '../../components/ProductCard';
import { Pagination, PageSizeSelect } from '../../components/Pagination';
import { Icon } from '../../components/Icon';
import { fetchProducts } from '../../lib/api';
import type { Facets, Product } from '../../lib/types';
import { $cartQuantities } from '../cart/store';
import { recordSearch } from './history';
import { takeSearchPrefetch } from './prefetch';
import { SearchBar } from './SearchBar';
import { DEFAULT_SEARCH, SORT_OPTIONS, cleanPrice, hasSearch, parseSearchParams, searchParamsToQuery, toProductQuery, type SearchParams } from './params';
import { Select } from '../../components/Select';

interface Props {
  categories: { id: string; name: string }[];
}

type Results = { products: Product[]; total: number; totalPages: number; facets?: Facets };

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

/** /search: server-side search with suggestions, filters, sort, count and the three empty states (storefront.md §2). */
export default function SearchPage({ categories }: Props) {
  const quantities = useStore($cartQuantities);
  // null until the URL has been read (the server render does not know it).
  const [params, setParams] = useState<SearchParams | null>(null);
  const [input, setInput] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [price, setPrice] = useState({ min: '', max: '' });
  const [brandOptions, setBrandOptions] = useState<string[]>([]);
  const [reload, setReload] = useState(0);

  const readUrl = useCallback(() => {
    const p = parseSearchParams(location.search);
    setParams(p);
    setInput(p.keyword);
    setPrice({ min: p.minPrice, max: p.maxPrice });
    return p;
  }, []);

  useEffect(() => {
    const p = readUrl();
    if (p.keyword) recordSearch(p.keyword);
    const onPop = () => readUrl();
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [readUrl]);

  useEffect(() => {
    if (!params || !hasSearch(params)) {
      setResults(null);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    setError(false);
    const query = toProductQuery(params);
    (takeSearchPrefetch(query) ?? fetchProducts(query, ctrl.signal))
      .then((res) => {
        if (ctrl.signal.aborted) return;
        setResults({ products: res.products, total: res.pagination.total, totalPages: res.pagination.totalPages, facets: res.facets });
        const brands = res.facets?.brands?.map((b) => b.value) ?? [];
        setBrandOptions((prev) => [...new Set([...prev, ...brands])].sort((a, b) => a.localeCompare(b)));
        setLoading(false);
      })
      .catch((err) => {
        if ((err as Error).name === 'AbortError') return;
        setError(true);
        setLoading(false);
      });
    return () => ctrl.abort();
  }, [params, reload]);

  const navigate = (next: SearchParams, push = true) => {
    const q = searchParamsToQuery(next);
    history[push ? 'pushState' : 'replaceState'](null, '', `/search${q ? `?${q}` : ''}`);
    setParams(next);
    setInput(next.keyword);
  };
  const current = params ?? DEFAULT_SEARCH;
  const update = (patch: Partial<SearchParams>) => navigate({ ...current, ...patch, page: patch.page ?? 1 }, false);

  const submit = (term: string) => {
    const keyword = term.trim();
    if (!keyword && !hasSearch({ ...current, keyword: '' })) return; // blank searches are ignored
    recordSearch(keyword);
    navigate({ ...current, keyword, page: 1 });
  };

  const applyPrice = () => {
    let min = cleanPrice(price.min);
    let max = cleanPrice(price.max);
    if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
    setPrice({ min, max });
    if (min !== current.minPrice || max !== current.maxPrice) update({ minPrice: min, maxPrice: max });
  };

  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? 'Category';
  const active: { label: string; clear: Partial<SearchParams> }[] = [];
  if (current.category) active.push({ label: categoryName(current.category), clear: { category: '' } });
  if (current.brand) active.push({ label: current.brand, clear: { brand: '' } });
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
          <select
            id="search-sort"
            className="select"
            value={current.sortBy ? `${current.sortBy}:${current.sortOrder}` : ''}
            onChange={(e) => {
              const [sortBy, sortOrder] = (e.target.value || ':desc').split(':') as [string, 'asc' | 'desc'];
              update({ sortBy, sortOrder });
            }}
          >
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
        <div className="filters" id="search-filters" style={{ marginBottom: 16 }}>
          <div className="filters-grid">
            <div className="field">
              <label htmlFor="f-category">Category</label>
              <Select
                id="f-category"
                value={current.category}
                anyLabel="All categories"
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
                onChange={(category) => update({ category })}
              />
            </div>
            <div className="field">
              <label htmlFor="f-brand">Brand</label>
              <Select
                id="f-brand"
                value={current.brand}
                anyLabel="All brands"
                options={[...new Set([...brandOptions, ...(current.brand ? [current.brand] : [])])].map((b) => ({ value: b, label: b }))}
                onChange={(brand) => update({ brand })}
              />
            </div>
            <div className="field">
              <label htmlFor="f-condition">Condition</label>
              <Select
                id="f-condition"
                value={current.condition}
                anyLabel="Any condition"
                options={CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))}
                onChange={(condition) => update({ condition })}
              />
            </div>
            <form
              className="field"
              onSubmit={(e) => {
                e.preventDefault();
                applyPrice();
              }}
            >
              <span className="field-label">Price (SAR {PRICE_FILTER.min}–{PRICE_FILTER.max})</span>
              <div className="price-inputs">
                {(['min', 'max'] as const).map((k) => (
                  <input
                    key={k}
                    className="input"
                    type="number"
                    inputMode="numeric"
                    min={PRICE_FILTER.min}
                    max={PRICE_FILTER.max}
                    step={1}
                    placeholder={k === 'min' ? 'Min' : 'Max'}
                    aria-label={k === 'min' ? 'Minimum price' : 'Maximum price'}
                    value={price[k]}
                    onChange={(e) => setPrice((p) => ({ ...p, [k]: e.target.value }))}
                    onBlur={applyPrice}
                  />
                ))}
              </div>
              <button type="submit" className="sr-only">
                Apply price
              </button>
            </form>
          </div>
          <label className="check">
            <input type="checkbox" checked={current.featured} onChange={(e) => update({ featured: e.target.checked })} />
            <span>Featured only</span>
          </label>
        </div>
      ) : null}

      {active.length ? (
        <div className="active-filters">
          {active.map((a) => (
            <button key={a.label} type="button" className="chip" onClick={() => update(a.clear)} aria-label={`Remove filter ${a.label}`}>
              {a.label} <Icon name="close" className="chip-x" />
            </button>
          ))}
          <button type="button" className="chip" onClick={() => navigate({ ...DEFAULT_SEARCH, keyword: current.keyword }, false)}>
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
        <div className="empty-state" role="alert">
          <Icon name="alert" />
          <h2>{STOREFRONT_MESSAGES.searchLoadFailed}</h2>
          <button type="button" className="btn btn-dark" onClick={() => setReload((n) => n + 1)}>
            Try again
          </button>
        </div>
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
              <ProductCard key={p.id} product={p} inCart={quantities[p.id] ?? 0} eager={i < 2} headingLevel="h2" />
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
