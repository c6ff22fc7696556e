import { MAX_LIST_LIMIT } from '@shop/common';
import { ValidationError } from '../core/validation/errors';
import { escapeLike, filterCacheKey, parseProductQuery, searchTerms } from './product-query';
import { LISTING_MESSAGES as S } from './product-query.messages';

const errorOf = (fn: () => unknown): Record<string, string> => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  throw new Error('expected a ValidationError');
};

describe('parseProductQuery', () => {
  it('applies defaults and ignores empty values', () => {
    const f = parseProductQuery({ limit: '', page: '', search: '  ', brand: '', condition: '', sortBy: '' }, true);
    expect(f).toMatchObject({ limit: 10, page: 1, terms: [], brands: [], conditions: [], sortBy: 'createdAt', sortOrder: 'desc', facets: false });
  });

  it('caps the limit and refuses zero, negatives and junk', () => {
    expect(parseProductQuery({ limit: '5000' }, false).limit).toBe(MAX_LIST_LIMIT);
    expect(parseProductQuery({ limit: '1000' }, false).limit).toBe(1000);
    for (const bad of ['0', '-1', 'abc', '2.5', '1e3'])
      expect(errorOf(() => parseProductQuery({ limit: bad }, false))).toEqual({ limit: S.limitInvalid });
    expect(errorOf(() => parseProductQuery({ page: '0' }, false))).toEqual({ page: S.pageInvalid });
  });

  it('forces shoppers onto public products whatever they send', () => {
    const f = parseProductQuery({ publiclyVisible: 'false', archived: 'true' }, false);
    expect(f).toMatchObject({ publicOnly: true, publiclyVisible: undefined, archived: undefined });
    expect(parseProductQuery({ publiclyVisible: 'false' }, true)).toMatchObject({ publicOnly: false, publiclyVisible: false });
  });

  it('reads lists, booleans and prices, and sorts by relevance when searching', () => {
    const f = parseProductQuery(
      {
        brand: ['New Era,KRWN', 'new era'],
        condition: 'new,vintage',
        featured: 'true',
        minPrice: '10.5',
        maxPrice: '99',
        search: 'Vintage  CAP vintage',
      },
      false,
    );
    expect(f).toMatchObject({
      brands: ['new era', 'krwn'],
      conditions: ['NEW', 'VINTAGE'],
      featured: true,
      minPrice: 10.5,
      maxPrice: 99,
      terms: ['vintage', 'cap'],
      sortBy: 'relevance',
      sortOrder: 'desc',
    });
    expect(parseProductQuery({ sortBy: 'price' }, false).sortOrder).toBe('asc');
    expect(parseProductQuery({ sortBy: 'price', sortOrder: 'DESC' }, false).sortOrder).toBe('desc');
  });

  it('names the key of a bad value', () => {
    expect(errorOf(() => parseProductQuery({ minPrice: '-1' }, false))).toEqual({ minPrice: S.minPriceInvalid });
    expect(errorOf(() => parseProductQuery({ minPrice: '9', maxPrice: '1' }, false))).toEqual({ minPrice: S.priceRangeInvalid });
    expect(errorOf(() => parseProductQuery({ sortBy: 'hot' }, false))).toEqual({ sortBy: S.sortByInvalid });
    expect(errorOf(() => parseProductQuery({ condition: 'MINT' }, false))).toEqual({ condition: S.conditionInvalid });
    expect(errorOf(() => parseProductQuery({ category: 'x' }, false))).toEqual({ category: S.categoryInvalid });
    expect(errorOf(() => parseProductQuery({ limit: ['5', '6'] }, false))).toEqual({ limit: S.repeatedKey('limit') });
    expect(errorOf(() => parseProductQuery({ facets: 'yes' }, false))).toEqual({ facets: S.booleanInvalid('facets') });
  });

  it('turns control characters in a search into spaces', () => {
    expect(parseProductQuery({ search: 'cap\u0000retro' }, false).terms).toEqual(['cap', 'retro']);
  });

  it('gives equal filters one cache key', () => {
    const a = filterCacheKey(parseProductQuery({ brand: 'KRWN,New Era', search: 'Cap' }, false));
    const b = filterCacheKey(parseProductQuery({ brand: 'new era,krwn', search: ' cap ', limit: '' }, false));
    expect(a).toBe(b);
    expect(filterCacheKey(parseProductQuery({ page: '2' }, false))).not.toBe(filterCacheKey(parseProductQuery({}, false)));
  });
});

describe('search text helpers', () => {
  it('escapes LIKE wildcards and backslashes', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
  });
  it('splits, lower-cases and de-duplicates words, at most six', () => {
    expect(searchTerms('New ERA new era')).toEqual(['new', 'era']);
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
  });

  it('reads the size filter: repeated, trimmed, de-duplicated, never split on commas; bad sizes answer 400', () => {
    expect(parseProductQuery({}, false).sizes).toEqual([]);
    expect(parseProductQuery({ size: '42' }, false).sizes).toEqual(['42']);
    expect(parseProductQuery({ size: [' 42', '43 ', '', '42'] }, false).sizes).toEqual(['42', '43']);
    expect(parseProductQuery({ size: '42,5' }, false).sizes).toEqual(['42,5']);
    expect(errorOf(() => parseProductQuery({ size: 'x'.repeat(51) }, false))).toEqual({ size: S.sizeTooLong });
    expect(parseProductQuery({ size: 'x'.repeat(50) }, false).sizes).toEqual(['x'.repeat(50)]);
    const many = Array.from({ length: 21 }, (_, i) => String(30 + i));
    expect(errorOf(() => parseProductQuery({ size: many }, false))).toEqual({ size: S.sizeTooMany });
    expect(parseProductQuery({ size: many.slice(0, 20) }, false).sizes).toHaveLength(20);
    for (const bad of ['4\u00012', '4\n2', '\u007f', 'M\tL'])
      expect(errorOf(() => parseProductQuery({ size: ['40', bad] }, false))).toEqual({ size: S.sizeControl });
    // the order sizes are asked in does not make another cached answer
    expect(filterCacheKey(parseProductQuery({ size: ['43', '42'] }, false))).toBe(filterCacheKey(parseProductQuery({ size: ['42', '43'] }, false)));
  });
});
