import type { EntityManager } from 'typeorm';
import type { ProductImageView } from '@shop/common';
import { ValidationError } from '../core/validation/errors';
import { newId } from '../core/ids/ids';
import type { AuthUser } from '../core/actor/auth-user';
import { claimProductDrafts } from '../uploads/upload-drafts.sql';
import { attachRefusal } from '../uploads/upload-ownership';
import type { UploadsService } from '../uploads/uploads.service';
import type { ProductImageInputDto } from './dto/product.dto';
import { ProductImage } from './product.entity';
import { orderImages } from './product-rules';
import { PRODUCT_SERVER_MESSAGES as S } from './products.messages';

/**
 * Every image must be one this API stored for this product (or already this product's): see attachRefusal. The stored
 * URL and sizes are used, never the client's, so a foreign URL can't sneak in.
 */
export async function resolveImages(
  uploads: UploadsService,
  actor: AuthUser | null,
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
    // a draft (uploaded before its product existed) is attached only through imageIds, by the member who uploaded it
    const refusal = attachRefusal(s, 'product', productId, actor?.id ?? null, { drafts: false });
    const old = existingById.get(input.cloudinaryId);
    if (refusal && !(old && alreadyAttached.has(input.cloudinaryId))) {
      throw new ValidationError({ [`images.${i}.cloudinaryId`]: refusal });
    }
    const source = !refusal && s ? s : old!;
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

/**
 * Attaches the actor's draft images to the new product after `firstOrder` images, inside the create's transaction;
 * any id that is not such a draft fails the whole create.
 */
export async function attachDraftImages(
  m: EntityManager,
  actor: AuthUser | null,
  productId: string,
  ids: string[],
  firstOrder: number,
): Promise<void> {
  if (!ids.length) return;
  const drafts = actor ? await claimProductDrafts(m, actor.id, ids, productId) : null;
  if (!drafts) throw new ValidationError({ imageIds: S.imageDraftUnknown });
  await writeImages(
    m,
    productId,
    drafts.map((d, i) => ({
      id: newId(),
      url: d.url,
      cloudinaryId: d.cloudinaryId,
      alt: d.alt,
      altAr: null,
      order: firstOrder + i,
      isPrimary: firstOrder + i === 0,
      width: d.width,
      height: d.height,
      srcset: d.srcset,
    })),
  );
}
