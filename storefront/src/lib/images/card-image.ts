import type { ProductImage } from '../../model/types';
import type { Lang } from '../../i18n/lang';
import { localAlt } from '../../i18n/content';

/** Shown wherever a product has no photo yet (cards, cart lines). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * The card image's width in each layout of the product grid. On a phone, half the screen less the page's side
 * padding, half the gap and the card's borders: said as plain 50vw, a 412 px screen at 1.75 device pixels fetched the
 * 640 px picture for a 181 px card.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, calc(50vw - 25px)';
/** The first cards of a listing page are above the fold on a phone: loaded eagerly, and first. */
export const EAGER_CARDS = 2;

export function imageAttrs(image: ProductImage | undefined, sizes: string, fallbackAlt: string, lang: Lang = 'en') {
  if (!image) return { src: PLACEHOLDER_IMAGE, width: 600, height: 600, alt: fallbackAlt };
  // The driver's resized variants, plus the original at its own width so large screens get full resolution.
  const srcSet =
    image.srcset && image.width && !image.srcset.includes(`${image.url} `)
      ? `${image.srcset}, ${image.url} ${image.width}w`
      : image.srcset || undefined;
  return {
    src: image.url,
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: image.width || 600,
    height: image.height || 600,
    alt: localAlt(lang, image) || fallbackAlt,
  };
}
