import type { EntityManager } from 'typeorm';
import { DEFAULT_STOCK_SETTINGS } from '@shop/common';
import type { StockSettings } from '@shop/common';

/** The shop's stock choices from the settings row; the defaults while the row does not exist yet. */
export async function readStockSettings(m: Pick<EntityManager, 'query'>): Promise<StockSettings> {
  const rows: { low_stock_threshold: number; show_exact_stock: boolean; sold_out_last: boolean }[] = await m.query(
    `SELECT "low_stock_threshold", "show_exact_stock", "sold_out_last" FROM "settings" WHERE "id" = 1`,
  );
  if (!rows.length) return { ...DEFAULT_STOCK_SETTINGS };
  return { lowStockThreshold: rows[0].low_stock_threshold, showExactStock: rows[0].show_exact_stock, soldOutLast: rows[0].sold_out_last };
}
