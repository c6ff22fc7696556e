import { apiUpload } from '../../api/http';

export interface ImportTotals {
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  refused: number;
}

export interface ImportRow {
  row: number;
  id: string | null;
  name: string;
  action: 'create' | 'change' | 'unchanged' | 'refuse';
  changes?: { column: string; from: string; to: string }[];
  errors?: Record<string, string>;
}

/** What the API answers to a dry run and to an apply: totals and every row that is not unchanged. */
export interface ImportReport {
  file: string;
  totals: ImportTotals;
  rows: ImportRow[];
}

export type ImportStep = 'dry-run' | 'apply';

/** Sends the file as multipart; the apply re-reads the same file, so the screen keeps it between the two steps. */
export function importSheet(step: ImportStep, file: File): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<ImportReport>(`/catalog-sheets/import/${step}`, form, () => undefined);
}

/** Apply is offered only for a clean file that changes something. */
export const canApply = (r: ImportReport | null) => !!r && r.totals.refused === 0 && r.totals.created + r.totals.changed > 0;
