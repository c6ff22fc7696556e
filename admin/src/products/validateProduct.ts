import { PRODUCT_LIMITS, PRODUCT_MESSAGES, productPriceErrors } from '@shop/common';
import { productArabicErrors, toArabicBody, type ArabicValues } from '../arabic/arabicValues';
import { inStaffLanguage } from '../i18n/plain';

export interface ProductValues extends ArabicValues {
  name?: string;
  brand?: string;
  categoryId?: string;
  subcategory?: string | null;
  condition?: string;
  originalPrice?: number | string | null;
  sellingPrice?: number | string | null;
  discountedPrice?: number | string | null;
  description?: string | null;
  sizes?: string[];
  colors?: string[];
  material?: string | null;
  tags?: string[];
  featured?: boolean;
  publiclyVisible?: boolean;
}

const num = (v: unknown): number | null => (v === '' || v === null || v === undefined ? null : Number(v));

/** Every product form rule as one record-level check (the price rules are the shared ones); keys are the form's field names. */
export function validateProduct(v: ProductValues): Record<string, string> {
  const e: Record<string, string> = {};
  const name = (v.name ?? '').trim();
  if (!name) e.name = PRODUCT_MESSAGES.nameRequired;
  else if (name.length < PRODUCT_LIMITS.nameMin) e.name = PRODUCT_MESSAGES.nameMin;
  else if (name.length > PRODUCT_LIMITS.nameMax) e.name = PRODUCT_MESSAGES.nameMax;
  const brand = (v.brand ?? '').trim();
  if (!brand) e.brand = PRODUCT_MESSAGES.brandRequired;
  else if (brand.length < PRODUCT_LIMITS.brandMin) e.brand = PRODUCT_MESSAGES.brandMin;
  else if (brand.length > PRODUCT_LIMITS.brandMax) e.brand = PRODUCT_MESSAGES.brandMax;
  if (!v.categoryId) e.categoryId = PRODUCT_MESSAGES.categoryRequired;
  if (!v.condition) e.condition = PRODUCT_MESSAGES.conditionRequired;

  const original = num(v.originalPrice);
  const selling = num(v.sellingPrice);
  const discounted = num(v.discountedPrice);
  if (original === null || Number.isNaN(original) || original < PRODUCT_LIMITS.priceMin) e.originalPrice = PRODUCT_MESSAGES.originalPricePositive;
  else if (original > PRODUCT_LIMITS.priceMax) e.originalPrice = PRODUCT_MESSAGES.originalPriceHigh;
  if (selling === null || Number.isNaN(selling) || selling < PRODUCT_LIMITS.priceMin) e.sellingPrice = PRODUCT_MESSAGES.sellingPricePositive;
  else if (selling > PRODUCT_LIMITS.priceMax) e.sellingPrice = PRODUCT_MESSAGES.sellingPriceHigh;
  if (discounted !== null && (Number.isNaN(discounted) || discounted < PRODUCT_LIMITS.priceMin || discounted > PRODUCT_LIMITS.priceMax)) {
    e.discountedPrice = PRODUCT_MESSAGES.discountedPriceHigh;
  }
  // the rules comparing prices are the API's own, so the form and the server never disagree
  const cross = productPriceErrors({ originalPrice: original, sellingPrice: selling, discountedPrice: discounted });
  if (!e.sellingPrice && cross.sellingPrice) e.sellingPrice = cross.sellingPrice;
  if (!e.discountedPrice && cross.discountedPrice) e.discountedPrice = cross.discountedPrice;
  if ((v.description ?? '').length > PRODUCT_LIMITS.descriptionMax) e.description = PRODUCT_MESSAGES.descriptionMax;
  if (!v.sizes?.length) e.sizes = PRODUCT_MESSAGES.sizeRequired;
  else if (v.sizes.some((s) => !s.trim())) e.sizes = PRODUCT_MESSAGES.sizeEmpty;
  if (!v.colors?.length) e.colors = PRODUCT_MESSAGES.colorRequired;
  else if (v.colors.some((s) => !s.trim())) e.colors = PRODUCT_MESSAGES.colorEmpty;
  if ((v.tags ?? []).some((s) => !s.trim())) e.tags = PRODUCT_MESSAGES.tagEmpty;
  else if ((v.tags ?? []).length > PRODUCT_LIMITS.tagsMax) e.tags = PRODUCT_MESSAGES.tagsMax;
  const errors = { ...e, ...productArabicErrors(v) };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, inStaffLanguage(message)]));
}

/** Create stays disabled until there is an image, a name, a brand, a category, a condition and positive prices. */
export function canSubmitCreate(v: ProductValues, imageCount: number): boolean {
  const original = num(v.originalPrice);
  const selling = num(v.sellingPrice);
  return (
    imageCount > 0 &&
    !!v.name?.trim() &&
    !!v.brand?.trim() &&
    !!v.categoryId &&
    !!v.condition &&
    original !== null &&
    original > 0 &&
    selling !== null &&
    selling > 0
  );
}

/** Custom size/color/tag entry: trimmed, ignored when empty, not added twice. */
export function addEntry(list: string[], raw: string): string[] {
  const value = raw.trim();
  if (!value || list.some((x) => x.toLowerCase() === value.toLowerCase())) return list;
  return [...list, value];
}

/**
 * What the create/update body carries from the form (prices as numbers). A blank optional field is left out when
 * creating; when editing it is sent as null, because PUT keeps every field it does not receive (a cleared discount,
 * subcategory or material would otherwise silently stay).
 */
export function toProductBody(v: ProductValues, mode: 'create' | 'edit' = 'create') {
  const blank = mode === 'edit' ? null : undefined;
  const discounted = num(v.discountedPrice);
  const text = (s?: string | null) => s?.trim() || blank;
  return {
    name: (v.name ?? '').trim(),
    brand: (v.brand ?? '').trim(),
    categoryId: v.categoryId,
    subcategory: text(v.subcategory),
    condition: v.condition,
    originalPrice: Number(v.originalPrice),
    sellingPrice: Number(v.sellingPrice),
    discountedPrice: discounted === null ? blank : discounted,
    description: mode === 'edit' ? text(v.description) : (v.description?.trim() ?? ''),
    sizes: v.sizes ?? [],
    colors: v.colors ?? [],
    material: text(v.material),
    featured: !!v.featured,
    publiclyVisible: v.publiclyVisible !== false,
    tags: v.tags ?? [],
    ...toArabicBody(v, mode),
  };
}

type ProductBody = ReturnType<typeof toProductBody>;
/** The stored product as the edit form compares it: ids and the fields the form edits. */
export type StoredProduct = { [K in keyof ProductBody]?: unknown } & { category?: { id: string } | null };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The update body: only the fields the form changed against the stored product, blanks as null. */
export function toProductChanges(v: ProductValues, stored: StoredProduct): Partial<ProductBody> {
  const body = toProductBody(v, 'edit');
  const before: StoredProduct = { ...stored, categoryId: stored.categoryId ?? stored.category?.id };
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !same(value, before[key as keyof ProductBody]))) as Partial<ProductBody>;
}
