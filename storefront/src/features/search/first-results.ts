/**
 * The search page's first results, drawn by its inline script the moment the prefetched answer arrives, so the page's
 * largest paint (the first card's image) waits neither for the island's code nor for React or a dictionary. They
 * replace the server-rendered skeleton in #search-first-results (placed right after the island); the island removes
 * that area in the same frame as it shows its own results (first-results-stand-in.ts), so no card shows twice.
 */
import { PAGE_SIZE_OPTIONS } from '@shop/common';
import type { Dictionary } from '../../i18n/index';
import type { ProductList } from '../../model/types';
import { productQueryString } from '../../lib/api/api';
import { EAGER_CARDS } from '../../lib/images/card-image';
import { pageLang } from '../../i18n/lang';
import { fill, plural, type Plural } from '../../i18n/plural';
import { plainCardTexts, plainProductCard, type PlainCardTexts } from '../../components/plain-product-card';
import type { CardLicence } from '../../components/ProductCard';
import { SEARCH_LISTING, listingToQuery, parseListing, toProductQuery } from '../../lib/listing/query';

export const FIRST_RESULTS_ID = 'search-first-results';

/** What the first results say, embedded by the page (data-texts) in its language. */
export interface FirstResultsTexts {
  card: PlainCardTexts;
  results: Plural;
  /** The keyword part of the count, with {keyword} to fill. */
  resultsFor: string;
  /** The sort's first choice when a keyword is asked. */
  bestMatch: string;
  /** The Ministry's discount licence the cards name beside a struck price (null: none entered). */
  licence?: CardLicence | null;
}

export function firstResultsTexts(d: Dictionary, licence: CardLicence | null = null): FirstResultsTexts {
  return { card: plainCardTexts(d), results: d.search.results, resultsFor: d.search.resultsFor, bestMatch: d.search.bestMatch, licence };
}

/**
 * Shows the answer to `asked` (a product query string) as the island would: the count, then the page's cards.
 * Leaves the skeleton when there is nothing to show (the island draws the empty state), when the island has already
 * taken the area over, or when the address now asks something else. Settles once what it drew has painted, the
 * eager cards' images included (or failed), or at once when it drew nothing.
 */
export function showFirstResults(list: ProductList, asked: string, doc: Document = document): Promise<void> {
  const area = doc.getElementById(FIRST_RESULTS_ID);
  // While the page is still being parsed, draw as soon as the parser is past the area (something follows it), not
  // only once the page's deferred scripts have run; before that, drawing would mix with the skeleton still arriving.
  if (doc.readyState === 'loading' && !area?.nextSibling) {
    return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(showFirstResults(list, asked, doc)), { once: true }));
  }
  const raw = area?.dataset.texts;
  if (!area || !raw || !list.products.length) return Promise.resolve();
  const listing = parseListing(doc.location.search, SEARCH_LISTING);
  if (productQueryString(toProductQuery(listing)) !== asked) return Promise.resolve();
  const texts = JSON.parse(raw) as FirstResultsTexts;
  const lang = pageLang(doc);

  const count = doc.createElement('p');
  count.className = 'result-count';
  count.setAttribute('aria-live', 'polite');
  // No data-result-count: that marks the island's count, whose controls work.
  count.textContent =
    plural(lang, list.pagination.total, texts.results) + (listing.keyword ? fill(texts.resultsFor, { keyword: listing.keyword }) : '');
  const grid = doc.createElement('div');
  grid.className = 'product-grid';
  grid.setAttribute('aria-busy', 'false');
  grid.setAttribute('style', 'opacity:1');
  grid.append(
    ...list.products.map((p, i) =>
      plainProductCard(doc, p, lang, texts.card, { eager: i < EAGER_CARDS, headingLevel: 'h2', licence: texts.licence }),
    ),
  );
  area.replaceChildren(count, grid);
  return painted([...grid.querySelectorAll('img')].slice(0, EAGER_CARDS), doc);
}

/**
 * Whether the drawn first results show all the island would: cards were drawn and the answer has one page of at most
 * the smallest page size (no pagination and no page-size choice). The island can then wait for the shopper's touch.
 */
export function firstResultsStandAlone(list: ProductList, doc: Document = document): boolean {
  const drawn = !!doc.getElementById(FIRST_RESULTS_ID)?.querySelector('.product-grid[aria-busy="false"]'); // not the skeleton
  // Filters or a sort show as chips and choices only the island draws.
  const onlyKeyword = listingToQuery({ ...parseListing(doc.location.search, SEARCH_LISTING), keyword: '' }, SEARCH_LISTING) === '';
  return drawn && onlyKeyword && list.pagination.totalPages <= 1 && list.pagination.total <= PAGE_SIZE_OPTIONS[0];
}

/**
 * Results that stand alone keep the island waiting for a touch, so its prebuilt search box and sort (which cannot
 * know the address) show the keyword and "Best match" as the island would; the sort's text goes back before it
 * hydrates (restorePrebuiltTexts), so React finds the HTML it rendered.
 */
export function showAskedInIsland(doc: Document = document): void {
  const raw = doc.getElementById(FIRST_RESULTS_ID)?.dataset.texts;
  const { keyword } = parseListing(doc.location.search, SEARCH_LISTING);
  if (!raw || !keyword) return;
  const input = doc.querySelector<HTMLInputElement>('astro-island[ssr] input[name="keyword"]');
  if (input && !input.value) input.value = keyword;
  const first = doc.querySelector<HTMLOptionElement>('astro-island[ssr] #search-sort option[value=""]');
  if (first && first.dataset.prebuilt === undefined) {
    first.dataset.prebuilt = first.text;
    first.text = (JSON.parse(raw) as FirstResultsTexts).bestMatch;
  }
}

/** After the images have loaded and decoded (or failed), the next frame's paint. */
async function painted(images: HTMLImageElement[], doc: Document): Promise<void> {
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  const win = doc.defaultView;
  if (!win) return;
  // A timer set in an animation frame runs once that frame has painted.
  await new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}
