import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstResultsStandAlone, showAskedInIsland, showFirstResults } from './first-results';
import { restorePrebuiltTexts } from './first-results-painted';
import { answer, askedFor, page, product } from './first-results.fixtures';

// Whether the drawn first results can stand in for the island until the shopper touches it, and how the island's
// prebuilt search box and sort show the address meanwhile.
beforeEach(() => {
  document.body.replaceChildren();
});
afterEach(() => {
  document.documentElement.lang = 'en';
  history.replaceState(null, '', '/');
});

/** The island's prebuilt search box and sort, as SearchPage renders them before it knows the address. */
function island(): HTMLElement {
  const el = document.createElement('astro-island');
  el.setAttribute('ssr', '');
  el.innerHTML =
    '<input type="search" name="keyword" value="" /><select id="search-sort"><option value="">Newest</option><option value="price:asc">Price</option></select>';
  document.body.prepend(el);
  return el;
}

describe('first results that stand alone', () => {
  it('stand alone with one page of cards for a keyword only', () => {
    page('en', '?keyword=vintage');
    const list = answer([product(1), product(2)]);
    void showFirstResults(list, askedFor('?keyword=vintage'));
    expect(firstResultsStandAlone(list)).toBe(true);
  });

  it('do not stand alone with more than one page, with filters, or when nothing was drawn', () => {
    page('en', '?keyword=vintage');
    const many = answer([product(1), product(2)], 23);
    void showFirstResults(many, askedFor('?keyword=vintage'));
    expect(firstResultsStandAlone(many)).toBe(false);

    document.body.replaceChildren();
    page('en', '?keyword=vintage&brand=Nike');
    const filtered = answer([product(1)]);
    void showFirstResults(filtered, askedFor('?keyword=vintage&brand=Nike'));
    expect(firstResultsStandAlone(filtered)).toBe(false);

    document.body.replaceChildren();
    page('en', '?keyword=vintage');
    expect(firstResultsStandAlone(answer([]))).toBe(false);
  });

  it('show the keyword and "Best match" in the island until it hydrates, then give its prebuilt text back', () => {
    page('en', '?keyword=vintage');
    const el = island();
    showAskedInIsland();
    expect(el.querySelector('input')!.value).toBe('vintage');
    expect(el.querySelector('option')!.text).toBe('Best match');
    restorePrebuiltTexts(el);
    expect(el.querySelector('option')!.text).toBe('Newest');
    expect(el.querySelector('option')!.hasAttribute('data-prebuilt')).toBe(false);
  });
});
