import { SIZE_FILTER_LIMITS } from '@shop/common';

/** What a size label's barcode encodes (the labels page prints it, the stall's scanner reads it). */
const LABEL_PREFIX = 'RC1';
export const labelPayload = (productId: string, size: string | null): string => `${LABEL_PREFIX}:${productId}:${size ?? ''}`;

/** A product id, then a size as long as a product's size may be (the size filter's limit). */
const LABEL_PATTERN = new RegExp(`^${LABEL_PREFIX}:([a-z0-9]{1,40}):(.{0,${SIZE_FILTER_LIMITS.sizeMax}})$`);

export function parseLabelPayload(text: string): { productId: string; size: string | null } | null {
  const m = LABEL_PATTERN.exec(text.trim());
  if (!m) return null;
  return { productId: m[1], size: m[2] === '' ? null : m[2] };
}
