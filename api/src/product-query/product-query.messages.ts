import { AVAILABILITIES, CONDITIONS, MAX_LIST_LIMIT, PRODUCT_SORT_FIELDS, SIZE_FILTER_LIMITS } from '@shop/common';

/** Answers to a list query the listing engine cannot read (the specs leave these texts open). */
export const LISTING_MESSAGES = {
  limitInvalid: `limit must be a whole number of at least 1 (values above ${MAX_LIST_LIMIT} are capped at ${MAX_LIST_LIMIT})`,
  pageInvalid: 'page must be a whole number of at least 1',
  minPriceInvalid: 'minPrice must be a number of at least 0',
  maxPriceInvalid: 'maxPrice must be a number of at least 0',
  priceRangeInvalid: 'minPrice must not be greater than maxPrice',
  sortByInvalid: `sortBy must be one of ${PRODUCT_SORT_FIELDS.join(', ')}`,
  sortOrderInvalid: 'sortOrder must be asc or desc',
  conditionInvalid: `condition must be one of ${CONDITIONS.join(', ')}`,
  categoryInvalid: 'category must be a category id',
  booleanInvalid: (key: string) => `${key} must be true or false`,
  searchTooLong: 'search must be at most 200 characters',
  brandTooLong: 'brand filter must be at most 500 characters',
  repeatedKey: (key: string) => `${key} may be given only once`,
  stockInvalid: `stock must be one of ${AVAILABILITIES.join(', ')}`,
  sizeTooLong: `size must be at most ${SIZE_FILTER_LIMITS.sizeMax} characters`,
  sizeTooMany: `size may be given at most ${SIZE_FILTER_LIMITS.sizesMax} times (one size each)`,
  sizeControl: 'size must not contain control characters',
} as const;
