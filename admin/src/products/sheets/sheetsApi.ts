import { fetchFile, saveFile } from '../../api/download';
import type { Query } from '../../api/http';
import { translate } from '../../i18n';

export type SheetFormat = 'csv' | 'xlsx';

/** The Products screen's filters, as its URL keeps them. */
export interface ListFilters {
  keyword: string;
  category: string;
  showArchived: boolean;
  showFeatured: boolean;
  stock: string;
}

/** The export takes the list's own query keys, so the file holds what the screen lists (every page of it). */
export function exportQuery(format: SheetFormat, f: ListFilters): Query {
  const query: Query = { format };
  if (f.keyword) query.search = f.keyword;
  if (f.category) query.category = f.category;
  if (f.showArchived === false) query.publiclyVisible = true;
  if (f.showFeatured) query.featured = true;
  if (f.stock) query.stock = f.stock;
  return query;
}

/** A whole catalog takes longer than the usual 10 s call. */
const EXPORT_TIMEOUT_MS = 120_000;

/** Downloads the file the API makes, under the name it gives. */
export async function downloadSheet(format: SheetFormat, filters: ListFilters): Promise<void> {
  const res = await fetchFile('/catalog-sheets/export', exportQuery(format, filters), { signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) });
  if (!res.ok) throw new Error(translate('shop.products.sheets.exportFailed'));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `products.${format}`;
  await saveFile(res, name, 10_000);
}
