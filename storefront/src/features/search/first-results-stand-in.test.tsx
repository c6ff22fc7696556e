import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import SearchPage from './SearchPage';
import { FIRST_RESULTS_ID, showFirstResults } from './first-results';
import { answer, askedFor, page, product } from './first-results.fixtures';
import type { Lang } from '../../i18n/lang';
import type { ProductList } from '../../model/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
  history.replaceState(null, '', '/');
});

const list = answer([product(1), product(2), product(3)]);

/**
 * The search page as the browser gets it: the island's server HTML, then the results area after it, the prefetch
 * under way (`answer` settles it) with the inline script's handler first in line, as in the page's head.
 */
function searchPage(lang: Lang) {
  const props = { lang, categories: [] };
  const html = renderToString(<SearchPage {...props} />);
  const island = document.createElement('astro-island');
  island.innerHTML = html;
  document.body.append(island);
  const area = page(lang, '?keyword=vintage');
  const key = askedFor('?keyword=vintage');
  let settle!: (l: ProductList) => void;
  const promise = new Promise<ProductList>((resolve) => (settle = resolve));
  void promise.then((l) => showFirstResults(l, key));
  (window as unknown as Record<string, unknown>).__shopSearchPrefetch = { key, promise };
  const errors: unknown[] = [];
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(island, <SearchPage {...props} />, { onRecoverableError: (e) => errors.push(e) });
    });
  };
  const answerArrives = async () => {
    await act(async () => {
      settle(list);
      await promise;
    });
  };
  return { island, area, errors, hydrate, answerArrives };
}

const names = () => [...document.querySelectorAll('.card .card-name')].map((n) => n.textContent);

describe('the island taking over the first results', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`keeps the inline cards until its own replace them, then shows exactly one set (${lang}, answer before hydration)`, async () => {
      const { island, area, errors, hydrate, answerArrives } = searchPage(lang);
      await answerArrives(); // the island's code is still loading: only the inline script sees the answer
      expect(names()).toEqual(['Vintage cap 1', 'Vintage cap 2', 'Vintage cap 3']);
      expect(area.isConnected).toBe(true);

      const changes: MutationRecord[] = [];
      const watch = new MutationObserver((records) => changes.push(...records));
      watch.observe(document.body, { childList: true, subtree: true });
      await hydrate();
      expect(errors).toEqual([]);
      await act(async () => undefined);
      changes.push(...watch.takeRecords());
      watch.disconnect();

      expect(document.getElementById(FIRST_RESULTS_ID)).toBeNull();
      expect(names()).toEqual(['Vintage cap 1', 'Vintage cap 2', 'Vintage cap 3']);
      expect(island.querySelectorAll('.product-grid')).toHaveLength(1);
      expect(island.querySelector('[data-result-count]')?.getAttribute('data-result-count')).toBe('3');
      // The area went only after the island's grid was in place: never a moment without cards.
      const gridAdded = changes.findIndex((r) =>
        [...r.addedNodes].some((n) => n instanceof Element && (n.matches('.product-grid') || n.querySelector('.product-grid'))),
      );
      const areaRemoved = changes.findIndex((r) => [...r.removedNodes].includes(area));
      expect(gridAdded).toBeGreaterThanOrEqual(0);
      expect(areaRemoved).toBeGreaterThan(gridAdded);
    });
  }

  it('shows the page skeleton, not its own, while the answer is on its way after hydration, then one set of cards', async () => {
    const { island, area, errors, hydrate, answerArrives } = searchPage('en');
    await hydrate();
    expect(errors).toEqual([]);
    expect(area.isConnected).toBe(true);
    expect(area.querySelector('.skeleton')).not.toBeNull();
    expect(island.querySelector('.product-grid')).toBeNull();
    expect(island.querySelector('.start-exploring')).toBeNull();

    await answerArrives();
    expect(document.getElementById(FIRST_RESULTS_ID)).toBeNull();
    expect(names()).toEqual(['Vintage cap 1', 'Vintage cap 2', 'Vintage cap 3']);
  });

  it('removes the area when the address asks nothing (the start screen is the island’s)', async () => {
    const { island, hydrate } = searchPage('en');
    history.replaceState(null, '', '/search');
    await hydrate();
    expect(document.getElementById(FIRST_RESULTS_ID)).toBeNull();
    expect(island.querySelector('.start-exploring')).not.toBeNull();
  });
});
