import { PRODUCT_MESSAGES } from '@shop/common';
import type { StoredImageWithOwner } from './stored-image';
import type { UploadEntityType } from './upload.entity';
import type { UploadTarget } from './upload-rules';

const KIND_NAMES: Record<UploadEntityType, string> = {
  product: 'a product',
  category: 'a category',
  branding: 'the shop settings (logo or brand image)',
};

/** Why an upload may not be attached where a caller asked. */
export const ATTACH_MESSAGES = {
  wrongKind: (kind: UploadEntityType, target: UploadTarget) =>
    `This image was uploaded for ${KIND_NAMES[kind]} and cannot be used on a ${target}; upload it again for this ${target}`,
  othersDraft: 'This image was uploaded by another staff member and is not saved anywhere yet; only they can use it. Upload your own copy',
} as const;

/**
 * Why `stored` may not be attached to `target` `targetId` by `actorId`, or null when it may. An upload keeps the kind it
 * was made for (so the logo can never become a product image that a product edit then deletes), belongs to the
 * entity it was made for, and an unattached draft belongs to the staff member who uploaded it. `drafts: false` keeps
 * drafts out of a route that has its own way to claim them (a product create's imageIds).
 */
export function attachRefusal(
  stored: StoredImageWithOwner | undefined,
  target: UploadTarget,
  targetId: string,
  actorId: string | null,
  opts: { drafts: boolean },
): string | null {
  if (!stored) return PRODUCT_MESSAGES.imageUnknown;
  if (stored.entityType !== target) return ATTACH_MESSAGES.wrongKind(stored.entityType, target);
  if (stored.entityId === targetId) return null;
  if (stored.entityId !== null) return PRODUCT_MESSAGES.imageUnknown;
  if (!actorId || stored.uploadedBy !== actorId) return ATTACH_MESSAGES.othersDraft;
  return opts.drafts ? null : PRODUCT_MESSAGES.imageUnknown;
}
