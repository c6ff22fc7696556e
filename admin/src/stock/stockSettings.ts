import type { StockSettings } from '@shop/common';

/** The typed settings of the Stock card, sent as they are (numbers and flags, never trimmed or nulled). */
export const STOCK_SETTINGS_KEYS: readonly (keyof StockSettings)[] = ['lowStockThreshold', 'showExactStock', 'soldOutLast'];

/** The threshold as typed, or null when it is not a whole number from 0 to `max`. */
export function parseThreshold(raw: string, max: number): number | null {
  const t = raw.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
}
