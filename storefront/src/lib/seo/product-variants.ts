/**
 * A product's sizes as search engines and shopping channels see them: each size's id and its address (the product
 * page with that size chosen). The product page's JSON-LD and the feeds both read these, so a feed item and the page's
 * variant name the same id and address (and both take a size's stock state from rules/stock-fields' sizeAvailability).
 */
import { localePath, type Lang } from '../../i18n/lang';
import type { Product } from '../../model/types';

/** The platforms' bound for an item id (Merchant Center and Commerce Manager both stop at 50). */
const ID_MAX = 50;

/** A short stable tag for a size that does not fit in the id as it is (FNV-1a). */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The id of one size: the product id and the size, or a hash of the size when that passes the platforms' 50. */
export function sizeItemId(productId: string, size: string): string {
  const plain = `${productId}-${size.replace(/\s+/g, '_')}`;
  return plain.length <= ID_MAX && /^[\x21-\x7e]+$/.test(plain) ? plain : `${productId}-${hashOf(size)}`;
}

/**
 * The product page's absolute address in a language, with `size` chosen when given (`?size=`, which the page's size
 * picker reads, so a feed item or a variant opens with its size selected). The canonical address has no size.
 */
export function productUrl(origin: string, lang: Lang, productId: string, size?: string): string {
  const page = `${origin}${localePath(lang, `/products/${productId}`)}`;
  return size === undefined ? page : `${page}?size=${encodeURIComponent(size)}`;
}

/**
 * Whether the product is shown as variants: two or more sizes. One size is the product itself (Google treats a
 * group of one as a plain Product), and a product without sizes has nothing to vary by.
 */
export const hasVariants = (p: Pick<Product, 'sizes'>): boolean => p.sizes.length > 1;
