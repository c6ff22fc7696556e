import type { UploadedImage } from '@shop/common';
import type { Upload, UploadEntityType } from './upload.entity';

/** The image shape every caller sees (catalog helper, seed, HTTP answers): the contract's uploaded image. */
export type StoredImage = UploadedImage;

export type StoredImageWithOwner = StoredImage & { entityType: UploadEntityType; entityId: string | null; uploadedBy: string | null };

export function toStoredImage(u: Upload): StoredImage {
  return {
    id: u.id,
    url: u.url,
    cloudinaryId: u.cloudinaryId,
    alt: u.alt,
    order: u.order,
    width: u.width,
    height: u.height,
    srcset: u.srcset,
  };
}
