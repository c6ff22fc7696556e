import type { EntityManager } from 'typeorm';
import type { StockMovementKind, StockMovementView } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { newId } from '../core/ids/ids';

/** On hand per size of one product, read under row locks; empty when the product is not tracked. */
export type LockedCounts = Map<string, number>;

/**
 * Locks the products, then every size row of them, and answers their counts. A concurrent sale waits here until the
 * first one commits, then reads what it left. Every stock change locks in this order (product rows in id order, then
 * their sizes), the order the on-hand trigger also follows when it updates products.stock_left, so two changes never
 * deadlock. The product lock also covers a product that has no size rows yet (tracking being started).
 */
export async function lockCounts(m: EntityManager, productIds: string[]): Promise<Map<string, LockedCounts>> {
  const ids = [...new Set(productIds)].sort();
  const out = new Map<string, LockedCounts>(ids.map((id) => [id, new Map()]));
  if (!ids.length) return out;
  await m.query(`SELECT 1 FROM "products" WHERE "id" = ANY($1::varchar[]) ORDER BY "id" FOR NO KEY UPDATE`, [ids]);
  const rows: { product_id: string; size: string; on_hand: number }[] = await m.query(
    `SELECT "product_id", "size", "on_hand" FROM "product_stock" WHERE "product_id" = ANY($1::varchar[])
     ORDER BY "product_id", "size" FOR UPDATE`,
    [ids],
  );
  for (const r of rows) out.get(r.product_id)!.set(r.size, r.on_hand);
  return out;
}

export interface MovementInput {
  productId: string;
  size: string;
  kind: StockMovementKind;
  delta: number;
  oversold?: number;
  saleId?: string | null;
  note?: string | null;
  actor: AuthUser | null;
}

interface MovementRow {
  id: string;
  product_id: string;
  size: string;
  kind: StockMovementKind;
  delta: number;
  on_hand_after: number;
  oversold: number;
  sale_id: string | null;
  note: string | null;
  user_id: string | null;
  user_name: string | null;
  created_at: Date;
}

export const MOVEMENT_COLUMNS = `"id", "product_id", "size", "kind", "delta", "on_hand_after", "oversold", "sale_id", "note", "user_id", "user_name", "created_at"`;

export function toMovementView(r: MovementRow): StockMovementView {
  return {
    id: r.id,
    productId: r.product_id,
    size: r.size,
    kind: r.kind,
    delta: r.delta,
    onHandAfter: r.on_hand_after,
    oversold: r.oversold,
    saleId: r.sale_id,
    note: r.note,
    userId: r.user_id,
    userName: r.user_name,
    createdAt: r.created_at.toISOString(),
  };
}

/** Records one movement; the database applies it to on-hand in the same statement (see the ProductStock migration). */
export async function recordMovement(m: EntityManager, input: MovementInput): Promise<StockMovementView> {
  const rows: MovementRow[] = await m.query(
    `INSERT INTO "stock_movements" ("id", "product_id", "size", "kind", "delta", "oversold", "sale_id", "note", "user_id", "user_name")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${MOVEMENT_COLUMNS}`,
    [
      newId(),
      input.productId,
      input.size,
      input.kind,
      input.delta,
      input.oversold ?? 0,
      input.saleId ?? null,
      input.note ?? null,
      input.actor?.id ?? null,
      input.actor?.name?.slice(0, 200) ?? null,
    ],
  );
  return toMovementView(rows[0]);
}
