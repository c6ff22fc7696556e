import { describe, expect, it } from 'vitest';
import { emptyPageSet } from './affected-pages';
import { feedsForProductChange } from './affected-feeds';
import { FEED_PRODUCTS_PER_FILE, feedPartOf, feedPartPath } from '../lib/paths/feed-paths';

const catalog = (n: number) => ({ products: Array.from({ length: n }, (_, i) => ({ id: `p${i}` })) }) as never;
const MAIN = ['/feeds/products.xml', '/feeds/ar/products.xml'];

describe('feed files a product change can alter', () => {
  it('a change in a one-file catalog looks at both main feeds only', () => {
    const into = emptyPageSet();
    feedsForProductChange(catalog(3), 'p1', true, true, into);
    expect([...into.render].sort()).toEqual([...MAIN].sort());
    expect(into.remove.size).toBe(0);
  });

  it('a change in a split catalog looks at the part listing the product, in both languages, and the main addresses', () => {
    const n = FEED_PRODUCTS_PER_FILE * 3;
    const into = emptyPageSet();
    feedsForProductChange(catalog(n), 'p7', true, true, into);
    const part = feedPartOf('p7', 3);
    expect([...into.render].sort()).toEqual([...MAIN, feedPartPath('en', part), feedPartPath('ar', part)].sort());
  });

  it('a product that makes the catalog need a second file looks at every feed file', () => {
    const into = emptyPageSet();
    feedsForProductChange(catalog(FEED_PRODUCTS_PER_FILE + 1), 'p0', false, true, into);
    expect(into.render.size).toBe(2 + 4);
    expect(into.remove.size).toBe(0);
  });

  it('a product leaving that makes the catalog fit in one file removes the part files', () => {
    const into = emptyPageSet();
    feedsForProductChange(catalog(FEED_PRODUCTS_PER_FILE), 'p0', true, false, into);
    expect([...into.render].sort()).toEqual([...MAIN].sort());
    expect([...into.remove].sort()).toEqual([1, 2].flatMap((k) => [feedPartPath('en', k), feedPartPath('ar', k)]).sort());
  });
});
