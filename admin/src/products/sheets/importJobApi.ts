import { apiRequest, apiUpload } from '../../api/http';
import type { ImportReport } from './importApi';

/** An import's apply as the API runs it: in the background, its progress kept so a reloaded screen finds it. */
export interface ImportJob {
  id: string;
  file: string;
  state: 'running' | 'done' | 'failed';
  rowsDone: number;
  rowsTotal: number;
  result: ImportReport | null;
  error: string | null;
  startedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** Starts the apply of the file (checked in the request: a refused row fails here, as before). */
export function startImportJob(file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<ImportJob>('/catalog-sheets/import/jobs', form, () => undefined);
}

export const importJob = (id: string) => apiRequest<ImportJob>(`/catalog-sheets/import/jobs/${encodeURIComponent(id)}`);

export const latestImportJob = () => apiRequest<{ job: ImportJob | null }>('/catalog-sheets/import/jobs/latest').then((r) => r.job);

/** How often the screen asks for a running job's progress. */
export const IMPORT_POLL_MS = 500;

/** The progress bar's value, 0–100. */
export const jobPercent = (j: Pick<ImportJob, 'rowsDone' | 'rowsTotal'>) =>
  j.rowsTotal > 0 ? Math.min(100, Math.round((j.rowsDone / j.rowsTotal) * 100)) : 0;
