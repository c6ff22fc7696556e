import { ARABIC_FIELD_MESSAGES, CATEGORY_LIMITS, PRODUCT_LIMITS } from '@shop/common';

/** The optional Arabic name and description a product or category form edits. */
export interface ArabicValues {
  nameAr?: string | null;
  descriptionAr?: string | null;
}

/**
 * What the create/update body carries: trimmed texts. A blank one is left out when creating; when editing it is sent
 * as null, because the API keeps a field it does not receive (a cleared Arabic name would otherwise stay).
 */
export function toArabicBody(v: ArabicValues, mode: 'create' | 'edit'): { nameAr?: string | null; descriptionAr?: string | null } {
  const blank = mode === 'edit' ? null : undefined;
  const text = (s?: string | null) => s?.trim() || blank;
  const body = { nameAr: text(v.nameAr), descriptionAr: text(v.descriptionAr) };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

const length = (s?: string | null) => (s ?? '').trim().length;

/** A product's Arabic name follows the English name's length rules once given; both are optional. */
export function productArabicErrors(v: ArabicValues): Record<string, string> {
  const e: Record<string, string> = {};
  const name = length(v.nameAr);
  if (name > 0 && name < PRODUCT_LIMITS.nameMin) e.nameAr = ARABIC_FIELD_MESSAGES.productNameMin;
  else if (name > PRODUCT_LIMITS.nameMax) e.nameAr = ARABIC_FIELD_MESSAGES.productNameMax;
  if (length(v.descriptionAr) > PRODUCT_LIMITS.descriptionMax) e.descriptionAr = ARABIC_FIELD_MESSAGES.productDescriptionMax;
  return e;
}

/** Per-input checks for the category form (which validates input by input). */
export const categoryArabicRules = {
  nameAr: (value: unknown) => (length(value as string) > CATEGORY_LIMITS.nameMax ? ARABIC_FIELD_MESSAGES.categoryNameMax : undefined),
  descriptionAr: (value: unknown) =>
    length(value as string) > CATEGORY_LIMITS.descriptionMax ? ARABIC_FIELD_MESSAGES.categoryDescriptionMax : undefined,
};
