/**
 * The diff of an import: each row of the file against the product it names (by id; a blank id creates one), cell by
 * cell in the export's own text (sheet-columns.ts), so a file exported and read back shows no change. Rows that change
 * or create something are checked with the product form's own rules (CreateProductDto), and refusals name the column.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError as ClassError } from 'class-validator';
import { STOCK_LIMITS, STOCK_MESSAGES, type ImportCellChange, type ImportReportRow, type ImportTotals, type ProductView } from '@shop/common';
import { CreateProductDto } from '../products/dto/product.dto';
import { visibleWithoutImage } from '../products/product-rules';
import { LIST_SEPARATOR, SHEET_COLUMNS, sheetRow } from './sheet-columns';
import { IMPORT_MESSAGES as M } from './sheet-import.messages';

// A row's report and the totals are the import's answer, typed in @shop/common (the Products screen reads them).
export type CellChange = ImportCellChange;

/** What one row asks for, once checked: the product's fields as the form would send them, and its stock. */
export interface RowValues {
  dto: CreateProductDto;
  /** null: the stock is not counted; otherwise the count per size. */
  stock: Map<string, number> | null;
  /** URLs of the product's own images, in the file's order. */
  imageUrls: string[];
}

/** A row as the report shows it, with what it asks for once checked (never sent). */
export interface PlannedRow extends ImportReportRow {
  values?: RowValues;
}

/** Form field → the column that holds it, so the form's messages land on the column staff edited. */
export const FIELD_COLUMNS: Record<string, string> = {
  name: 'name',
  nameAr: 'name_ar',
  brand: 'brand',
  categoryId: 'category',
  subcategory: 'subcategory',
  condition: 'condition',
  material: 'material',
  description: 'description',
  descriptionAr: 'description_ar',
  sizes: 'sizes',
  colors: 'colors',
  tags: 'tags',
  originalPrice: 'cost_price',
  sellingPrice: 'selling_price',
  discountedPrice: 'discounted_price',
  featured: 'featured',
  publiclyVisible: 'visible',
};

export const HEADERS = SHEET_COLUMNS.map((c) => c.header);
/** Rows planned between two turns of the event loop. */
const PLAN_SLICE = 50;

const list = (cell: string) =>
  cell === ''
    ? []
    : cell
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s !== '');
const price = (cell: string) => (cell === '' ? undefined : /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell);
const flag = (cell: string) => ({ yes: true, no: false })[cell.toLowerCase() as 'yes' | 'no'] ?? (cell === '' ? undefined : cell);
const blankToNull = (cell: string) => (cell === '' ? null : cell);

function firstMessages(errors: ClassError[], out: Record<string, string>): void {
  for (const e of errors) {
    const column = FIELD_COLUMNS[e.property] ?? e.property;
    if (e.constraints && !out[column]) out[column] = Object.values(e.constraints)[0];
    if (e.children?.length) firstMessages(e.children, out);
  }
}

function readStock(cell: string, sizes: string[], errors: Record<string, string>): Map<string, number> | null {
  if (cell === '') return null;
  const counts = new Map<string, number>();
  const entries = list(cell);
  const pairs =
    entries.length === 1 && /^\d+$/.test(entries[0]) && sizes.length === 1
      ? [[sizes[0], entries[0]]]
      : entries.map((e) => e.split('=').map((s) => s.trim()));
  for (const [size, count] of pairs) {
    if (count === undefined || !/^\d+$/.test(count))
      return ((errors.stock = count === undefined ? M.stockInvalid : STOCK_MESSAGES.onHandInvalid), null);
    if (Number(count) > STOCK_LIMITS.quantityMax) return ((errors.stock = STOCK_MESSAGES.onHandTooHigh), null);
    if (!sizes.includes(size)) return ((errors.stock = STOCK_MESSAGES.sizeUnknown), null);
    counts.set(size, Number(count));
  }
  if (counts.size !== sizes.length) return ((errors.stock = STOCK_MESSAGES.sizesIncomplete), null);
  return counts;
}

/** Checks one row's cells with the form's rules; the values, or the messages per column. */
function checkRow(
  cell: (h: string) => string,
  categories: Map<string, string>,
  current: ProductView | null,
  showsProduct: boolean,
): { values?: RowValues; errors?: Record<string, string> } {
  const errors: Record<string, string> = {};
  const categoryId = categories.get(cell('category').toLowerCase());
  if (!categoryId) errors.category = M.categoryUnknown;
  const plain = {
    name: cell('name'),
    nameAr: blankToNull(cell('name_ar')),
    brand: cell('brand'),
    categoryId: categoryId ?? 'unknown',
    subcategory: blankToNull(cell('subcategory')),
    condition: cell('condition'),
    material: blankToNull(cell('material')),
    description: blankToNull(cell('description')),
    descriptionAr: blankToNull(cell('description_ar')),
    sizes: list(cell('sizes')),
    colors: list(cell('colors')),
    tags: list(cell('tags')),
    originalPrice: price(cell('cost_price')),
    sellingPrice: price(cell('selling_price')),
    discountedPrice: price(cell('discounted_price')) ?? null,
    featured: flag(cell('featured')),
    publiclyVisible: flag(cell('visible')),
  };
  const dto = plainToInstance(CreateProductDto, plain);
  firstMessages(validateSync(dto, { whitelist: true }), errors);
  const owned = new Set((current?.images ?? []).map((i) => i.url));
  const imageUrls = list(cell('image_urls'));
  if (imageUrls.some((u) => !owned.has(u))) errors.image_urls = M.imageUnknown;
  // the file lists every image the product keeps; the form's rule for a visible product, on the rows that could break it
  if (showsProduct && !errors.visible && visibleWithoutImage(dto.publiclyVisible !== false, imageUrls.length)) errors.visible = M.visibleWithoutImage;
  const stock = readStock(cell('stock'), Array.isArray(dto.sizes) ? dto.sizes : [], errors);
  return Object.keys(errors).length ? { errors } : { values: { dto, stock, imageUrls } };
}

/** Plans every row of the file; `current` holds the products the file names by id, as the export reads them. */
export async function planRows(rows: string[][], current: Map<string, ProductView>, categories: Map<string, string>): Promise<PlannedRow[]> {
  const [header, ...body] = rows;
  const at = new Map(header.map((h, i) => [h.toLowerCase(), i]));
  const seen = new Set<string>();
  const planRow = (cells: string[], i: number): PlannedRow => {
    const row = i + 2;
    const cell = (h: string) => cells[at.get(h)!] ?? '';
    const id = cell('id') || null;
    const name = cell('name');
    if (cells.every((c) => c === '')) return { row, id, name, action: 'unchanged' as const };
    if (id && seen.has(id)) return { row, id, name, action: 'refuse' as const, errors: { id: M.idRepeated } };
    if (id) seen.add(id);
    const product = id ? current.get(id) : null;
    if (id && !product) return { row, id, name, action: 'refuse' as const, errors: { id: M.productUnknown } };
    let changes: CellChange[] | undefined;
    if (product) {
      const old = sheetRow(product).map((c) => c.trim());
      changes = HEADERS.map((h, c) => ({ column: h, from: old[c], to: cell(h) })).filter(
        (ch) => ch.column !== 'id' && ch.from !== ch.to && !(ch.column === 'image_urls' && sameList(ch.from, ch.to)),
      );
      if (!changes.length) return { row, id, name, action: 'unchanged' as const };
    }
    // a row that creates a product, or changes its visibility or its images, may not leave it visible without an image
    // (one that was so before and stays so, its other cells changed, is left as staff made it)
    const showsProduct = !changes || changes.some((c) => c.column === 'visible' || c.column === 'image_urls');
    const { values, errors } = checkRow(cell, categories, product ?? null, showsProduct);
    if (errors) return { row, id, name, action: 'refuse' as const, errors, ...(changes ? { changes } : {}) };
    return { row, id, name, action: product ? ('change' as const) : ('create' as const), ...(changes ? { changes } : {}), values };
  };
  // checking a row with the form's rules takes about a millisecond: 10,000 in one go would hold every other request
  // for seconds, so other work runs between slices
  const planned: PlannedRow[] = [];
  for (const [i, cells] of body.entries()) {
    if (i && i % PLAN_SLICE === 0) await nextTurn();
    planned.push(planRow(cells, i));
  }
  return planned;
}

const sameList = (a: string, b: string) => list(a).join(LIST_SEPARATOR) === list(b).join(LIST_SEPARATOR);

export function totalsOf(planned: PlannedRow[]): ImportTotals {
  const count = (a: PlannedRow['action']) => planned.filter((p) => p.action === a).length;
  return { rows: planned.length, created: count('create'), changed: count('change'), unchanged: count('unchanged'), refused: count('refuse') };
}
