import type { ImportReport } from '@shop/common';
import { apiUpload } from '../../api/http';

export type ImportStep = 'dry-run' | 'apply';

/** Sends the file as multipart; the apply re-reads the same file, so the screen keeps it between the two steps. */
export function importSheet(step: ImportStep, file: File): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<ImportReport>(`/catalog-sheets/import/${step}`, form, () => undefined);
}

/** Apply is offered only for a clean file that changes something. */
export const canApply = (r: ImportReport | null) => !!r && r.totals.refused === 0 && r.totals.created + r.totals.changed > 0;
