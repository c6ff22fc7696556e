import type { EntityManager } from 'typeorm';
import { returningRows } from '../database/returning-rows';

export interface ClaimedDraft {
  id: string;
  url: string;
  cloudinaryId: string;
  alt: string;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

/**
 * Attaches the owner's unattached product drafts to the product, inside the caller's transaction. Answers them in
 * the order of `ids`, or null when any id is not such a draft (another member's, unknown, already used, swept), in
 * which case nothing is claimed once the caller's transaction rolls back. The row lock makes two creates racing for
 * one draft end with one winner.
 */
export async function claimProductDrafts(m: EntityManager, ownerId: string, ids: string[], productId: string): Promise<ClaimedDraft[] | null> {
  const rows = await returningRows<{
    id: string;
    url: string;
    cloudinary_id: string;
    alt: string;
    width: number | null;
    height: number | null;
    srcset: string | null;
  }>(
    m,
    `UPDATE uploads SET attached_at = now(), entity_id = $3
      WHERE id = ANY($1::varchar[]) AND uploaded_by = $2 AND entity_type = 'product' AND entity_id IS NULL AND attached_at IS NULL
      RETURNING id, url, cloudinary_id, alt, width, height, srcset`,
    [ids, ownerId, productId],
  );
  if (rows.length !== new Set(ids).size || rows.length !== ids.length) return null;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = byId.get(id)!;
    return { id: r.id, url: r.url, cloudinaryId: r.cloudinary_id, alt: r.alt, width: r.width, height: r.height, srcset: r.srcset };
  });
}
