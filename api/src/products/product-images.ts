import type { EntityManager } from 'typeorm';
import { PRODUCT_MESSAGES, type ProductImageView } from '@shop/common';
import { ValidationError } from '../core/errors';
import { newId } from '../core/ids';
import type { UploadsService } from '../uploads/uploads.service';
import type { ProductImageInputDto } from './dto/product.dto';
import { ProductImage } from './product-image.entity';
import { orderImages } from './product-rules';
import { PRODUCT_SERVER_MESSAGES as S } from './products.messages';

/**
 * Every image must be one this API stored, not yet attached elsewhere (or already this product's). The stored
 * URL and sizes are used, never the client's, so a foreign URL can't sneak in.
 */
export async function resolveImages(
  uploads: UploadsService,
  productId: string,
  inputs: ProductImageInputDto[],
  alreadyAttached: Set<string>,
  existing: ProductImage[] = [],
): Promise<ProductImageView[]> {
  if (!inputs.length) return [];
  const seen = new Set<string>();
  inputs.forEach((img, i) => {
    if (seen.has(img.cloudinaryId)) throw new ValidationError({ [`images.${i}.cloudinaryId`]: S.imageDuplicate });
    seen.add(img.cloudinaryId);
  });
  const stored = await uploads.findByCloudinaryIds(inputs.map((i) => i.cloudinaryId));
  const existingById = new Map(existing.map((e) => [e.cloudinaryId, e]));
  const resolved = inputs.map((input, i) => {
    const s = stored.get(input.cloudinaryId);
    const mine = s && (s.entityId === null || (s.entityType === 'product' && s.entityId === productId));
    const old = existingById.get(input.cloudinaryId);
    if (!mine && !(old && alreadyAttached.has(input.cloudinaryId))) {
      throw new ValidationError({ [`images.${i}.cloudinaryId`]: PRODUCT_MESSAGES.imageUnknown });
    }
    const source = mine ? s : old!;
    return {
      id: old?.id ?? newId(),
      url: source.url,
      cloudinaryId: input.cloudinaryId,
      alt: input.alt || source.alt || '',
      // left out: an image the product already has keeps its Arabic alt text (null clears it)
      altAr: input.altAr !== undefined ? input.altAr : (old?.altAr ?? null),
      order: input.order,
      width: source.width ?? null,
      height: source.height ?? null,
      srcset: source.srcset ?? null,
    };
  });
  return orderImages(resolved);
}

export async function writeImages(m: EntityManager, productId: string, images: ProductImageView[]): Promise<void> {
  if (!images.length) return;
  await m.insert(
    ProductImage,
    images.map((img) => ({ ...img, productId })),
  );
}
