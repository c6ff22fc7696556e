/**
 * The JSON the API answers (the `data` of `{ data }`), as docs/api-contract.md describes it. The API builds these
 * shapes and the back office and storefront read them, so they are written here once (the orders' in ./orders.ts, the
 * spreadsheet import's in ./catalog-sheets.ts, the invoices' in ./invoices.ts). A request body is written here when
 * another workspace builds it (the orders'); database rows stay with their owners. contract-types.test.ts fails when
 * the back office or the storefront declares one of these types again.
 */
import type { Condition, Platform } from './enums.js';
import type { PermissionMap, Role } from './permissions.js';
import type { Availability, StockMovementKind } from './stock.js';
import type { TaxSettings } from './tax.js';
import type { StaffLanguage } from './staff-language.js';

/** The settings fields by what they describe; the back office edits each group on its own card. */
export const SETTINGS_BRANDING_FIELDS = ['logoUrl', 'brandUrl'] as const;
export const SETTINGS_BUSINESS_FIELDS = [
  'businessName',
  'businessAddress',
  'businessEmail',
  'tagline',
  'description',
  'businessPhone',
  'businessTelephone',
] as const;
export const SETTINGS_OWNER_FIELDS = ['ownerName', 'ownerEmail'] as const;
export const SETTINGS_SOCIAL_FIELDS = [
  'whatsappNumber',
  'viberNumber',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'youtubeUrl',
  'messengerUrl',
] as const;
/** Optional Arabic versions of the texts shoppers read; null means the Arabic storefront shows the English one. */
export const SETTINGS_ARABIC_FIELDS = ['businessAddressAr', 'taglineAr', 'descriptionAr'] as const;

/** Every settings field, in the order of the contract; the API reads and writes these, the back office edits them. */
export const SETTINGS_FIELDS = [
  ...SETTINGS_BRANDING_FIELDS,
  ...SETTINGS_BUSINESS_FIELDS,
  ...SETTINGS_OWNER_FIELDS,
  ...SETTINGS_SOCIAL_FIELDS,
  ...SETTINGS_ARABIC_FIELDS,
] as const;
type SettingsField = (typeof SETTINGS_FIELDS)[number];
/** Absent optional values are null. */
export type SettingsValues = Record<SettingsField, string | null>;

/** `GET /settings`, `PUT /settings`, `POST /settings/reset`. */
export type SettingsView = SettingsValues & StockSettings & TaxSettings & { updatedAt: string };

/** The shop's stock display choices (part of `GET /settings` and `PUT /settings`). */
export interface StockSettings {
  /** A tracked product (or size) with this many left or fewer, but not 0, is LOW_STOCK. */
  lowStockThreshold: number;
  /** Shoppers see exact on-hand counts even above the threshold. */
  showExactStock: boolean;
  /** Public listings put sold-out products after the others, within the asked sort. */
  soldOutLast: boolean;
}

/** `GET /settings/business` (public): what a shopper may read of the settings. */
export interface BusinessSettings {
  businessName: string | null;
  description: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  facebook: string | null;
  instagram: string | null;
  whatsapp: string | null;
  messengerUrl: string | null;
  logoUrl: string | null;
  tagline: string | null;
  /** Arabic versions of tagline, description and address; null when none is given (Arabic pages then show the English text). */
  taglineAr: string | null;
  descriptionAr: string | null;
  addressAr: string | null;
  /** The shop lists sold-out products after the others: the prebuilt listings follow the order shoppers' lists have. */
  soldOutLast: boolean;
  /** The seller's legal identity, present only once the owner has entered any (or turned VAT on): absent, pages stay as they were. */
  legal?: PublicLegal;
}

/** What the E-Commerce Law asks an online seller to show, and whether prices include VAT. */
export interface PublicLegal {
  vatRegistered: boolean;
  vatNumber: string | null;
  legalNameAr: string | null;
  legalNameEn: string | null;
  crNumber: string | null;
  sbcCertificateNumber: string | null;
  /** The seller's national address, for the legal page (absent from an API that does not send it yet). */
  sellerBuildingNumber?: string | null;
  sellerStreet?: string | null;
  sellerDistrict?: string | null;
  sellerCity?: string | null;
  sellerPostalCode?: string | null;
}

export interface Pagination {
  total: number;
  totalPages: number;
  page: number;
  limit: number;
}

/** An image the API stored: the answer of the upload routes. `srcset` lists the resized variants when the driver made any. */
export interface UploadedImage {
  id: string;
  url: string;
  cloudinaryId: string;
  alt: string;
  order: number;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

/** An image attached to a product; the first in order is the primary one. */
export interface ProductImageView extends UploadedImage {
  isPrimary: boolean;
  /** Arabic alt text; null when none is given (Arabic pages then use `alt`). */
  altAr: string | null;
}

export interface ProductView {
  id: string;
  name: string;
  brand: string;
  description: string | null;
  /** Arabic name and description; null when none is given (Arabic pages then show the English text). */
  nameAr: string | null;
  descriptionAr: string | null;
  condition: Condition;
  material: string | null;
  subcategory: string | null;
  sizes: string[];
  colors: string[];
  tags: string[];
  featured: boolean;
  publiclyVisible: boolean;
  archived: boolean;
  /** Present only for callers holding productView. */
  originalPrice?: number;
  sellingPrice: number;
  discountedPrice: number | null;
  currency: string;
  categoryId: string;
  category: { id: string; name: string; nameAr: string | null };
  images: ProductImageView[];
  createdAt: string;
  updatedAt: string;
  /** false: the owner does not count this product; availability is then always IN_STOCK. */
  stockTracked: boolean;
  /** The product as a whole: SOLD_OUT when every size is at 0, LOW_STOCK at or under the shop's low-stock threshold. */
  availability: Availability;
  /** Total on hand. Staff: always when tracked. Shoppers: only when LOW_STOCK or the shop shows exact stock. null when untracked. */
  stockLeft: number | null;
  /** One entry per size, in `sizes` order, with the same visibility rule for `left`; [] when untracked. */
  sizeStock: SizeStockView[];
}

export interface SizeStockView {
  size: string;
  availability: Availability;
  left: number | null;
}

interface FacetCount {
  value: string;
  count: number;
}

/** Each facet ignores its own filter; price bounds are null when nothing matches. */
export interface Facets {
  brands: FacetCount[];
  conditions: FacetCount[];
  /** Sizes in stock (a counted size with pieces left, or any listed size of a product whose stock is not counted), with how many products have each. */
  sizes: FacetCount[];
  price: { min: number | null; max: number | null };
}

/** `GET /products`; `facets` only when asked for with `facets=true`. */
export interface ProductListResult {
  products: ProductView[];
  pagination: Pagination;
  facets?: Facets;
}

export interface CategoryView {
  id: string;
  name: string;
  description: string | null;
  /** Arabic name and description; null when none is given (Arabic pages then show the English text). */
  nameAr: string | null;
  descriptionAr: string | null;
  image: string | null;
  cloudinaryId: string | null;
  sortOrder: number;
  publiclyVisible: boolean;
  /** Google's product category for the feeds (its path or number), null when none is set. */
  googleProductCategory: string | null;
  createdAt: string;
  updatedAt: string;
  _count: { products: number };
}

/** A sale's product image, read live from the product (none once the product is deleted). */
export interface SaleProductImage {
  id: string;
  url: string;
  alt: string | null;
  order: number;
  isPrimary: boolean;
}

export interface SaleView {
  id: string;
  /** Null once the product is deleted; `product` is then the snapshot taken at sale time. */
  productId: string | null;
  product: { id: string; name: string; brand: string; images: SaleProductImage[] };
  saleDate: string;
  platform: Platform;
  originalPrice: number;
  sellingPrice: number;
  discountedPrice: number | null;
  finalPrice: number;
  totalEarnings: number;
  customerName: string | null;
  customerLocation: string | null;
  saleNotes: string | null;
  createdAt: string;
  updatedAt: string;
  /** Pieces sold; finalPrice is per piece, totalEarnings covers them all. */
  quantity: number;
  size: string | null;
  /** True when more was sold than was on hand (recorded on purpose). */
  oversell: boolean;
  /** The chat order it was recorded from (RC-…), or null for a sale typed in. */
  orderCode: string | null;
}

/** `GET /sales`. */
export interface SaleListResult {
  sales: SaleView[];
  pagination: Pagination;
}

/** `GET /sales/analytics`. */
export interface SalesAnalytics {
  totalRevenue: number;
  totalSales: number;
  averageSaleValue: number;
  salesByPlatform: { platform: Platform; count: number; totalEarnings: number }[];
  topProducts: { product: { id: string; name: string; brand: string }; salesCount: number; totalEarnings: number }[];
  revenueByDay: { date: string; revenue: number; count: number }[];
}

/** One line of the activity log. */
export interface ActivityItem {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  entityName: string | null;
  userId: string | null;
  userName: string | null;
  createdAt: string;
}

/** `GET /dashboard/summary`. */
export interface DashboardSummary {
  totalProducts: number;
  productsChangePercent: number;
  salesThisMonth: number;
  salesChangePercent: number;
  pendingReviews: number;
  newInquiries: number;
  recentActivity: ActivityItem[];
  /**
   * Discounts are shown (a product's own discounted price, or a promotion running now) while no Ministry of Commerce
   * discount licence valid today is entered: the dashboard says "A discount licence is missing".
   */
  licenceMissing: boolean;
}

/** The contract's user: `/auth/me`, login, profile update and the staff routes. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  lastLoginAt: string | null;
  disabled: boolean;
  /** The effective flags: the role's defaults unless the account has explicit ones. */
  permissions: PermissionMap;
  createdAt: string;
  /** The back office's language this staff member chose (`PATCH /auth/language`); null: not chosen, the browser's. */
  language: StaffLanguage | null;
}

/** `POST /auth/refresh`. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** `POST /auth/login`. */
export interface LoginResult extends TokenPair {
  user: PublicUser;
}

/** One change of a product's on-hand count in one size (`GET /products/{id}/stock/movements`). */
export interface StockMovementView {
  id: string;
  productId: string;
  size: string;
  kind: StockMovementKind;
  /** Change of on hand: negative when pieces left. */
  delta: number;
  /** On hand in that size right after this movement. */
  onHandAfter: number;
  /** Pieces sold beyond what was on hand (OVERSELL movements only). */
  oversold: number;
  saleId: string | null;
  note: string | null;
  userId: string | null;
  userName: string | null;
  createdAt: string;
}

export interface StockMovementList {
  movements: StockMovementView[];
  pagination: Pagination;
}

/** `GET /stock/summary`: tracked products at low stock and sold out (archived included). */
export interface StockSummary {
  lowStock: number;
  soldOut: number;
  lowStockThreshold: number;
}
