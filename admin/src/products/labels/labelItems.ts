import { hasDiscount, type ProductView } from '@shop/common';

export type LabelLayout = 'sheet' | 'single';

/** The A4 sticker sheet: 3 across, 8 down, 70 × 37 mm. */
export const SHEET = { columns: 3, rows: 8, perSheet: 24 } as const;
/** Copies of one size at most: a label run, not a stock count. */
export const MAX_COPIES = 99;
/** Products on one labels page at most (the ids travel in the address). */
export const MAX_PRODUCTS = 100;

/** One label to print. `size` is null for a product without sizes (its payload then carries no size). */
export interface LabelItem {
  productId: string;
  name: string;
  size: string | null;
  /** The shop's price of one piece, SAR: the discounted price when set. */
  price: number;
}

/** The price a label shows and the stall charges: the discounted price when the product has one. */
export const shopPrice = (p: Pick<ProductView, 'sellingPrice' | 'discountedPrice'>): number =>
  hasDiscount(p.discountedPrice) ? p.discountedPrice : p.sellingPrice;

/** One key per product and size, for the copies chosen on the page. */
export const copiesKey = (productId: string, size: string | null) => `${productId}\u0000${size ?? ''}`;

/** The sizes a product gets labels for: each of its sizes, or one label without a size when it has none. */
export const labelSizes = (p: Pick<ProductView, 'sizes'>): (string | null)[] => (p.sizes.length ? p.sizes : [null]);

/** The product ids of the address (?ids=a,b,c): deduplicated, in order, at most MAX_PRODUCTS. */
export function idsFromSearch(search: string): { ids: string[]; cut: boolean } {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^[a-z0-9]{1,40}$/.test(s)),
    ),
  ];
  return { ids: ids.slice(0, MAX_PRODUCTS), cut: ids.length > MAX_PRODUCTS };
}

/**
 * The labels in print order: each product in the order given, each of its sizes in the product's order, each size
 * repeated as many times as its copies (1 unless chosen; 0 leaves the size out).
 */
export function labelItems(products: ProductView[], copies: Record<string, number>): LabelItem[] {
  const items: LabelItem[] = [];
  for (const p of products) {
    for (const size of labelSizes(p)) {
      const n = Math.max(0, Math.min(MAX_COPIES, Math.trunc(copies[copiesKey(p.id, size)] ?? 1)));
      for (let i = 0; i < n; i++) items.push({ productId: p.id, name: p.name, size, price: shopPrice(p) });
    }
  }
  return items;
}

/** The A4 sheets: `skip` stickers already used on the first sheet stay blank (null), then the labels, 24 a sheet. */
export function sheetsOf(items: LabelItem[], skip: number): (LabelItem | null)[][] {
  const blanks = Math.max(0, Math.min(SHEET.perSheet - 1, Math.trunc(skip) || 0));
  const cells: (LabelItem | null)[] = [...Array.from({ length: blanks }, () => null), ...items];
  const sheets: (LabelItem | null)[][] = [];
  for (let i = 0; i < cells.length; i += SHEET.perSheet) sheets.push(cells.slice(i, i + SHEET.perSheet));
  return items.length ? sheets : [];
}
