import { PRODUCT_MESSAGES as P } from '@shop/common';
import { ValidationError } from '../core/validation/errors';
import { checkPrices, orderImages, uniqueValues } from './product-rules';

describe('product rules', () => {
  it('needs selling at least original, and a discount below selling', () => {
    expect(checkPrices({ originalPrice: 100, sellingPrice: 100, discountedPrice: null })).toEqual({
      originalPrice: 100,
      sellingPrice: 100,
      discountedPrice: null,
    });
    expect(() => checkPrices({ originalPrice: 100, sellingPrice: 99.99, discountedPrice: null })).toThrow(P.sellingBelowOriginal);
    expect(() => checkPrices({ originalPrice: 1, sellingPrice: 50, discountedPrice: 50 })).toThrow(P.discountNotBelowSelling);
    try {
      checkPrices({ originalPrice: 1, sellingPrice: 50, discountedPrice: 60 });
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ discountedPrice: P.discountNotBelowSelling });
    }
  });

  it('answers both price rules at once when both fail', () => {
    let caught: unknown;
    try {
      checkPrices({ originalPrice: 100, sellingPrice: 90, discountedPrice: 95 });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).errors).toEqual({ sellingPrice: P.sellingBelowOriginal, discountedPrice: P.discountNotBelowSelling });
  });

  it('stores a zero discount as none and rounds to cents', () => {
    expect(checkPrices({ originalPrice: 10.004, sellingPrice: 20.005, discountedPrice: 0 })).toEqual({
      originalPrice: 10,
      sellingPrice: 20.01,
      discountedPrice: null,
    });
  });

  it('trims and de-duplicates values regardless of case', () => {
    expect(uniqueValues([' Black', 'black', 'White ', '', 'BLACK'])).toEqual(['Black', 'White']);
  });

  it('orders images and makes the first one primary', () => {
    const out = orderImages([
      { cloudinaryId: 'b', order: 2, alt: '' },
      { cloudinaryId: 'a', order: 0, alt: '' },
      { cloudinaryId: 'c', order: 2, alt: '' },
    ]);
    expect(out.map((i) => [i.cloudinaryId, i.isPrimary])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
  });
});
