import { prefersArabic } from './accept-language';

describe('prefersArabic', () => {
  it('reads the highest-weighted language of an Accept-Language header', () => {
    expect(prefersArabic('ar')).toBe(true);
    expect(prefersArabic('ar-SA,en;q=0.8')).toBe(true);
    expect(prefersArabic('en;q=0.4, AR-sa;q=0.9')).toBe(true);
    expect(prefersArabic('en,ar;q=0.5')).toBe(false);
    expect(prefersArabic('arn')).toBe(false);
    expect(prefersArabic('ar;q=0')).toBe(false);
    expect(prefersArabic('ar;q=abc')).toBe(false);
    expect(prefersArabic('')).toBe(false);
    expect(prefersArabic(undefined)).toBe(false);
  });
});
