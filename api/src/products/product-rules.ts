import { PRODUCT_LIMITS, productPriceErrors, roundPrice } from '@shop/common';
import { ValidationError } from '../core/validation/errors';

export interface PriceSet {
  originalPrice: number;
  sellingPrice: number;
  discountedPrice: number | null;
}

/**
 * The prices as they will be stored (two decimals; a discounted price of 0 means "no discount" and is stored as
 * null), after the price rules shared with the request checks and the back office: every failing rule, each under
 * its field.
 */
export function checkPrices(p: PriceSet): PriceSet {
  const out: PriceSet = {
    originalPrice: roundPrice(p.originalPrice),
    sellingPrice: roundPrice(p.sellingPrice),
    discountedPrice: p.discountedPrice == null || roundPrice(p.discountedPrice) === 0 ? null : roundPrice(p.discountedPrice),
  };
  const errors = productPriceErrors(out);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}

/**
 * A product shoppers can see has at least one image: the product form never saves a product without one ("At least
 * one image is required") and the feeds leave such products out. The API's create does not check it (its documented
 * create takes an empty image list, images being attached by a later update), so it is checked where a product can
 * become visible without the form: the spreadsheet import, which cannot add images.
 */
export const visibleWithoutImage = (visible: boolean, imageCount: number): boolean => visible && imageCount < PRODUCT_LIMITS.imagesMin;

/** Trimmed, empties dropped, each value once (the first spelling wins; "Black" and "black" are the same colour). */
export function uniqueValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = raw.trim();
    const key = v.toLowerCase();
    if (!v || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

export interface ImageInput {
  cloudinaryId: string;
  order: number;
  alt: string;
}

/** Images in display order (by order, then as sent); the first one is the primary image. */
export function orderImages<T extends ImageInput>(images: readonly T[]): (T & { isPrimary: boolean })[] {
  return images
    .map((img, index) => ({ img, index }))
    .sort((a, b) => a.img.order - b.img.order || a.index - b.index)
    .map(({ img }, i) => ({ ...img, isPrimary: i === 0 }));
}
