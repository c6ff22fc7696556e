/** The shop's limits: list sizes, field lengths, price bounds, upload sizes, timeouts. */
export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 10_000;

export const STORAGE_KEYS = {
  auth: 'auth-storage',
  search: 'search-storage',
  cart: 'cart-storage',
  /** The discount code applied in the cart (issue 43), beside the cart, checked again with the API on load. */
  cartCode: 'cart-code-storage',
} as const;

export const SEARCH_LIMITS = {
  keywordHistoryMax: 10,
  recentSearchesMax: 20,
  recentSearchesShown: 5,
  fetchLimit: 1000,
  debounceMs: 300,
} as const;
export const POPULAR_SEARCHES = ['tambay', 'cap', 'vintage', 'new era', 'krwn'] as const;

export const PAGE_SIZE_OPTIONS = [10, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_LIST_LIMIT = 1000;
/** A list's size filter (`size=42&size=43`): at most this many sizes, each at most this long (a product's size is at most 50). */
export const SIZE_FILTER_LIMITS = { sizesMax: 20, sizeMax: 50 } as const;

export const PRODUCT_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  brandMin: 2,
  brandMax: 50,
  descriptionMax: 1000,
  tagsMax: 10,
  priceMin: 0,
  priceMax: 999_999,
  priceStep: 0.01,
  imagesMin: 1,
  imagesMax: 5,
} as const;

export const CATEGORY_LIMITS = { imagesMax: 1, sortOrderMin: 1, nameMax: 100, descriptionMax: 1000, googleProductCategoryMax: 250 } as const;

export const SETTINGS_LIMITS = {
  businessNameMax: 100,
  businessAddressMax: 200,
  taglineMax: 100,
  descriptionMax: 500,
  ownerNameMax: 100,
  userNameMax: 100,
} as const;

export const PASSWORD_MIN = 8;

export interface UploadConfig {
  allowedFileTypes: string[];
  maxFileSizeMB: number;
  maxImages: number;
  environment: string;
  folder: string;
}
export const UPLOAD_LIMITS = {
  allowedFileTypes: ['jpeg', 'jpg', 'png'],
  maxFileSizeMB: 5,
  product: { maxImages: 5 },
  category: { maxImages: 1 },
} as const;
