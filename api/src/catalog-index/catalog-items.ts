import type { StockSettings } from '@shop/common';
import { stockFields, type SizeCount } from '../stock/availability';
import { toProductView, type ProductRow } from '../listing/product-view';

/**
 * One product of a shoppers' list as the read model keeps it: its answer's JSON cut around the two parts that other
 * changes move: the category (renamed by a category event) and the stock fields (the shop's stock settings). The
 * cut text is what toProductView gives for an anonymous caller, so a page from memory is the same JSON byte for byte.
 */
interface CatalogItem {
  /**
   * UTF-8 of `{"id":…,"categoryId":"…","category":` then `,"images":[…],"createdAt":"…","updatedAt":"…"`, cut at
   * `cut` bytes: half the memory of the same JavaScript text, which goes two bytes a character as soon as one
   * character is Arabic.
   */
  text: Buffer;
  cut: number;
  categoryId: string;
  /** A counted product's sizes and on hand; null when its stock is not counted. */
  sizes: string[] | null;
  counts: SizeCount[] | null;
}

const UNCOUNTED: SizeCount[] | null = null;

/** The page's products as JSON text, kept exact by the same change events as the rest of the read model. */
export class CatalogItems {
  private readonly items = new Map<string, CatalogItem>();
  private readonly categories = new Map<string, string>();

  /** Bytes of product text held (for the benchmark's memory figures). */
  private textBytes = 0;

  get size(): number {
    return this.items.size;
  }

  get bytes(): number {
    return this.textBytes;
  }

  /** A row of detailsSql (the list's own detail query), held as the anonymous answer's text. */
  set(row: ProductRow): void {
    const view = toProductView(row, row.images, false, SETTINGS_FOR_CUT);
    const { category, images, createdAt, updatedAt, stockTracked, availability, stockLeft, sizeStock, ...head } = view;
    const counted = row.stock !== null && row.stock.length > 0;
    const headText = `${JSON.stringify(head).slice(0, -1)},"category":`;
    const tailText = `,${JSON.stringify({ images, createdAt, updatedAt }).slice(1, -1)}`;
    const text = Buffer.from(headText + tailText);
    this.textBytes += text.length - (this.items.get(row.id)?.text.length ?? 0);
    this.items.set(row.id, {
      text,
      cut: Buffer.byteLength(headText),
      categoryId: row.category_id,
      sizes: counted ? view.sizes : null,
      counts: counted ? row.stock : UNCOUNTED,
    });
    this.setCategory(category.id, category.name, category.nameAr);
  }

  delete(id: string): void {
    this.textBytes -= this.items.get(id)?.text.length ?? 0;
    this.items.delete(id);
  }

  /** The category as every product answer embeds it (its name may change without any product changing). */
  setCategory(id: string, name: string, nameAr: string | null): void {
    this.categories.set(id, JSON.stringify({ id, name, nameAr }));
  }

  /** JSON.stringify(toProductView(row, row.images, false, settings)) of the product held under `id`. */
  json(id: string, settings: StockSettings): string | undefined {
    const item = this.items.get(id);
    if (!item) return undefined;
    const stock = JSON.stringify(stockFields(item.sizes ?? [], item.counts, settings, false));
    const { text, cut } = item;
    return `${text.toString('utf8', 0, cut)}${this.categories.get(item.categoryId)}${text.toString('utf8', cut)},${stock.slice(1)}`;
  }
}

/** The cut keeps no stock field, so any settings do. */
const SETTINGS_FOR_CUT: StockSettings = { lowStockThreshold: 1, showExactStock: false, soldOutLast: false };
