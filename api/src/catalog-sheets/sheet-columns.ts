/**
 * The spreadsheet layout of the Products screen's export (and the import that reads it back): one row per product,
 * one column per editable field, lists joined by " | ", stock per size as "S=3 | M=0" (a bare count for a product
 * without sizes, blank when the owner does not count it). Prices are written with two decimals so a round trip
 * through Excel keeps them as typed.
 */
import type { ProductView } from '@shop/common';

export const LIST_SEPARATOR = ' | ';

const money = (n: number | null | undefined) => (n == null ? '' : Number(n).toFixed(2));
const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const joined = (xs: string[]) => xs.join(LIST_SEPARATOR);

function stockCell(p: ProductView): string {
  if (!p.stockTracked) return '';
  if (!p.sizes.length) return p.stockLeft == null ? '' : String(p.stockLeft);
  return joined(p.sizeStock.map((s) => `${s.size}=${s.left ?? 0}`));
}

export interface SheetColumn {
  header: string;
  read: (p: ProductView) => string;
}

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { header: 'id', read: (p) => p.id },
  { header: 'name', read: (p) => p.name },
  { header: 'name_ar', read: (p) => p.nameAr ?? '' },
  { header: 'brand', read: (p) => p.brand },
  { header: 'category', read: (p) => p.category?.name ?? '' },
  { header: 'subcategory', read: (p) => p.subcategory ?? '' },
  { header: 'condition', read: (p) => p.condition },
  { header: 'material', read: (p) => p.material ?? '' },
  { header: 'description', read: (p) => p.description ?? '' },
  { header: 'description_ar', read: (p) => p.descriptionAr ?? '' },
  { header: 'sizes', read: (p) => joined(p.sizes) },
  { header: 'colors', read: (p) => joined(p.colors) },
  { header: 'tags', read: (p) => joined(p.tags) },
  { header: 'cost_price', read: (p) => money(p.originalPrice) },
  { header: 'selling_price', read: (p) => money(p.sellingPrice) },
  { header: 'discounted_price', read: (p) => money(p.discountedPrice) },
  { header: 'featured', read: (p) => yesNo(p.featured) },
  { header: 'visible', read: (p) => yesNo(p.publiclyVisible) },
  { header: 'image_urls', read: (p) => joined([...p.images].sort((a, b) => a.order - b.order).map((i) => i.url)) },
  { header: 'stock', read: (p) => stockCell(p) },
];

export const sheetRow = (p: ProductView): string[] => SHEET_COLUMNS.map((c) => c.read(p));
