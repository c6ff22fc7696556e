import type { ImportJobView } from '@shop/common';
import { apiRequest, apiUpload } from '../../api/http';

/** Starts the apply of the file (checked in the request: a refused row fails here, as before). */
export function startImportJob(file: File): Promise<ImportJobView> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<ImportJobView>('/catalog-sheets/import/jobs', form, () => undefined);
}

export const importJob = (id: string) => apiRequest<ImportJobView>(`/catalog-sheets/import/jobs/${encodeURIComponent(id)}`);

export const latestImportJob = () => apiRequest<{ job: ImportJobView | null }>('/catalog-sheets/import/jobs/latest').then((r) => r.job);

/** How often the screen asks for a running job's progress. */
export const IMPORT_POLL_MS = 500;

/** The progress bar's value, 0–100. */
export const jobPercent = (j: Pick<ImportJobView, 'rowsDone' | 'rowsTotal'>) =>
  j.rowsTotal > 0 ? Math.min(100, Math.round((j.rowsDone / j.rowsTotal) * 100)) : 0;
