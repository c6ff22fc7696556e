export const SHOP_TIME_ZONE = 'Asia/Riyadh';
export const DEFAULT_CURRENCY = 'SAR';
export const PRICE_LOCALE = 'en-SA';

export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 10_000;
// 14 hours. The spec's figure, 504,000,000 ms, is 140 h: the hours are what is meant (README, "Where the specs disagree"), and the
// API's access tokens live 15 h (ACCESS_TOKEN_TTL_SECONDS), so refreshing every 140 h would sign staff out.
export const TOKEN_REFRESH_INTERVAL_MS = 50_400_000;
export const SESSION_RESTORE_DELAY_MS = 100;
export const SIGN_OUT_DELAY_MS = 2_000;

export const STORAGE_KEYS = {
  auth: 'auth-storage',
  search: 'search-storage',
  cart: 'cart-storage',
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
export const PAGINATION_WINDOW = 2;
export const PRICE_FILTER = { min: 0, max: 1000 } as const;
export const MAX_LIST_LIMIT = 1000;

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

export const CATEGORY_LIMITS = { imagesMax: 1, sortOrderMin: 1, nameMax: 100, descriptionMax: 1000 } as const;

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
/** What the back office uses when the config call fails, so the uploader still checks files. */
export const FALLBACK_UPLOAD_CONFIG: UploadConfig = {
  allowedFileTypes: ['jpeg', 'jpg', 'png'],
  maxFileSizeMB: 2,
  maxImages: 5,
  environment: 'dev',
  folder: 'uploads',
};

export const SIZE_PRESETS = {
  cap: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'],
  shirt: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
  shoe: ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47'],
  noCategory: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
} as const;
export function sizePresetsFor(categoryName: string | undefined | null): readonly string[] {
  const name = (categoryName ?? '').toLowerCase();
  if (!name) return SIZE_PRESETS.noCategory;
  if (name.includes('cap')) return SIZE_PRESETS.cap;
  if (name.includes('shirt')) return SIZE_PRESETS.shirt;
  if (name.includes('shoe')) return SIZE_PRESETS.shoe;
  return SIZE_PRESETS.cap;
}
export const COLOR_PRESETS = [
  'Black', 'White', 'Gray', 'Red', 'Blue', 'Green', 'Yellow', 'Orange',
  'Purple', 'Pink', 'Brown', 'Navy', 'Beige', 'Maroon', 'Olive', 'Tan',
] as const;

export const PICKUP = {
  weekday: 5, // Friday
  openHour: 10,
  closeHour: 18,
  hoursText: '10:00am-6:00pm',
  availabilityText: 'Every Friday',
} as const;

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
