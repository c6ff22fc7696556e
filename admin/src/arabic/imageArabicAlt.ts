import type { AttachedImage } from '../api/types';

/** The form key holding one Arabic alt text per image, in display order. */
export const IMAGE_ALT_AR_SOURCE = 'imagesAltAr';

/** The stored Arabic alt texts as the form edits them (blank for none). */
export const imageAltArValues = (images: { altAr?: string | null }[]): string[] => images.map((img) => img.altAr ?? '');

/** The images with the Arabic alt text typed for each position: trimmed, blank as null (which clears it). */
export function withArabicAlt(images: AttachedImage[], typed: unknown): AttachedImage[] {
  const list = Array.isArray(typed) ? typed : [];
  return images.map((img, i) => {
    const value = typeof list[i] === 'string' ? list[i].trim() : '';
    return { ...img, altAr: value || null };
  });
}
