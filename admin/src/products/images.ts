import type { AttachedImage, ProductImage, UploadedImage } from '../api/types';

/** Images as the product update expects them: order follows position, the first is primary. */
export function toAttachedImages(images: (UploadedImage | ProductImage | AttachedImage)[]): AttachedImage[] {
  return images.map((img, i) => ({
    ...(img.id ? { id: img.id } : {}),
    url: img.url,
    cloudinaryId: img.cloudinaryId,
    alt: img.alt,
    order: i,
    isPrimary: i === 0,
  }));
}

export const sortedImages = (images: ProductImage[] | undefined) => [...(images ?? [])].sort((a, b) => a.order - b.order);

/** One state: an archived product is not publicly visible, and the API answers both flags (opposites). */
export const isArchived = (p: { archived?: boolean; publiclyVisible: boolean }) => p.archived ?? !p.publiclyVisible;
/** Available means shown on the public site, i.e. not archived. */
export const isAvailable = (p: { archived?: boolean; publiclyVisible: boolean }) => !isArchived(p);
