import type { DataSource } from 'typeorm';

/**
 * Every (product, size) whose on-hand count differs from the sum of its movements. A size whose counts were dropped
 * (counting stopped, or the size removed) must have movements summing to 0. Empty means the ledger holds.
 */
export async function stockMismatches(ds: DataSource): Promise<{ product_id: string; size: string; on_hand: number; moved: number }[]> {
  return ds.query(`
    SELECT k.product_id, k.size, coalesce(s.on_hand, 0) AS on_hand, coalesce(m.moved, 0)::int AS moved
    FROM (SELECT product_id, size FROM product_stock UNION SELECT product_id, size FROM stock_movements) k
    LEFT JOIN product_stock s ON s.product_id = k.product_id AND s.size = k.size
    LEFT JOIN (SELECT product_id, size, sum(delta) AS moved FROM stock_movements GROUP BY 1, 2) m
      ON m.product_id = k.product_id AND m.size = k.size
    WHERE coalesce(s.on_hand, 0) <> coalesce(m.moved, 0)
    UNION ALL
    SELECT p.id, '(total)', coalesce(p.stock_left, -1), coalesce((SELECT sum(on_hand) FROM product_stock WHERE product_id = p.id), -1)::int
    FROM products p
    WHERE p.stock_left IS DISTINCT FROM (SELECT sum(on_hand) FROM product_stock WHERE product_id = p.id)`);
}
