import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showFirstResults } from './first-results';
import { answer, askedFor, page, product } from './first-results.fixtures';
import { EAGER_CARDS } from '../../lib/images/card-image';
import { t } from '../../i18n/index';

beforeEach(() => {
  document.body.replaceChildren();
});
afterEach(() => {
  document.documentElement.lang = 'en';
  history.replaceState(null, '', '/');
});

describe('the first results the search page draws from its prefetched answer', () => {
  it('shows the count and every card of the page, the first ones loaded eagerly, in English', () => {
    const area = page('en', '?keyword=vintage');
    void showFirstResults(answer([product(1, { discountedPrice: 80 }), product(2), product(3)], 23), askedFor('?keyword=vintage'));
    expect(area.querySelector('.result-count')!.textContent).toBe('23 results for “vintage”');
    expect(area.querySelector('[data-result-count]')).toBeNull();
    const cards = [...area.querySelectorAll('.product-grid .card')];
    expect(cards.map((c) => c.querySelector('.card-name')!.textContent)).toEqual(['Vintage cap 1', 'Vintage cap 2', 'Vintage cap 3']);
    expect(cards.map((c) => c.querySelector('.price-now')!.textContent)).toEqual(['SAR 80.00', 'SAR 102.00', 'SAR 103.00']);
    expect(cards[0].querySelector('a')!.getAttribute('href')).toBe('/products/p1');
    expect(cards.map((c) => c.querySelector('img')!.getAttribute('loading'))).toEqual(cards.map((_, i) => (i < EAGER_CARDS ? 'eager' : 'lazy')));
    expect(cards[0].querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(area.querySelector('.skeleton')).toBeNull();
  });

  it('speaks Arabic on the Arabic page: plural forms, Arabic names, prices and links', () => {
    const area = page('ar', '?keyword=vintage');
    void showFirstResults(answer([product(1, { nameAr: 'كاب قديم' }), product(2)]), askedFor('?keyword=vintage'));
    expect(area.querySelector('.result-count')!.textContent).toBe('نتيجتان عن «vintage»');
    const cards = [...area.querySelectorAll('.card')];
    expect(cards[0].querySelector('.card-name')!.textContent).toBe('كاب قديم');
    expect(cards[1].querySelector('.card-name')!.getAttribute('lang')).toBe('en');
    expect(cards[0].querySelector('.price-now')!.textContent).toBe('101.00 ر.س');
    expect(cards[0].querySelector('.badge-condition')!.textContent).toBe(t('ar').conditions.USED);
    expect(cards[0].querySelector('a')!.getAttribute('href')).toBe('/ar/products/p1');
  });

  it('counts without a keyword when only filters are asked', () => {
    const area = page('en', '?category=c');
    void showFirstResults(answer([product(1)]), askedFor('?category=c'));
    expect(area.querySelector('.result-count')!.textContent).toBe('1 result');
  });

  it('leaves the skeleton when nothing matched: the island draws the empty state', () => {
    const area = page('en', '?keyword=qqq');
    void showFirstResults(answer([]), askedFor('?keyword=qqq'));
    expect(area.querySelector('.card')).toBeNull();
    expect(area.querySelector('.skeleton')).not.toBeNull();
  });

  it('draws nothing once the shopper has asked something else', () => {
    const area = page('en', '?keyword=vintage');
    history.replaceState(null, '', '/search?keyword=vintage&sortBy=price&sortOrder=asc');
    void showFirstResults(answer([product(1)]), askedFor('?keyword=vintage'));
    expect(area.querySelector('.card')).toBeNull();
  });

  it('draws nothing once the island has taken the area over', () => {
    page('en', '?keyword=vintage').remove();
    expect(() => showFirstResults(answer([product(1)]), askedFor('?keyword=vintage'))).not.toThrow();
    expect(document.querySelector('.card')).toBeNull();
  });

  it('settles once what it drew has painted, and at once when it drew nothing', async () => {
    const area = page('en', '?keyword=vintage');
    const order: string[] = [];
    const drawn = showFirstResults(answer([product(1), product(2), product(3)]), askedFor('?keyword=vintage')).then(() => order.push('painted'));
    expect(area.querySelectorAll('.card')).toHaveLength(3);
    await new Promise((r) => requestAnimationFrame(() => r(order.push('frame'))));
    await drawn;
    expect(order).toEqual(['frame', 'painted']);
    await expect(showFirstResults(answer([]), askedFor('?keyword=vintage'))).resolves.toBeUndefined();
  });

  /** Runs `draw` as if the parser were still at work. */
  function whileParsing(draw: () => void) {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      draw();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    expect(document.readyState).not.toBe('loading');
  }

  it('waits for the page to be parsed when the answer comes before the parser has passed the area', () => {
    const area = page('en', '?keyword=vintage');
    whileParsing(() => void showFirstResults(answer([product(1)]), askedFor('?keyword=vintage')));
    expect(area.querySelector('article.card')).toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(area.querySelectorAll('article.card')).toHaveLength(1);
  });

  it('draws at once while the rest of the page is still being parsed, once the parser has passed the area', () => {
    const area = page('en', '?keyword=vintage');
    area.after(document.createTextNode('\n'));
    whileParsing(() => void showFirstResults(answer([product(1)]), askedFor('?keyword=vintage')));
    expect(area.querySelectorAll('article.card')).toHaveLength(1);
  });
});
