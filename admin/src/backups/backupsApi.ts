import type { BackupStatus } from '@shop/common';
import { apiRequest } from '../api/http';

export type { BackupStatus };

export const BACKUP_STATUS_KEY = ['backupStatus'];

export const backupCalls = {
  status: () => apiRequest<BackupStatus>('/backups/status'),
  backUpNow: () => apiRequest<{ name: string; snapshotAt: string; totalBytes: number }>('/backups', { method: 'POST' }),
  /**
   * Downloads one backup as the browser downloads any file: streamed to disk, not held in the page's memory. A link
   * cannot carry the bearer token (and the token must not go in a URL), so the authorised call asks for a one-time
   * link valid for a minute and that backup only, which the browser then follows.
   */
  async download(name: string): Promise<void> {
    const { url } = await apiRequest<{ url: string; expiresAt: string }>(`/backups/${encodeURIComponent(name)}/download-ticket`, { method: 'POST' });
    const a = document.createElement('a');
    a.href = url;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  },
};
