import { API_BASE_PATH, type BackupStatus } from '@shop/common';
import { apiRequest, ApiError } from '../api/http';
import { tokenStore } from '../api/tokenStore';

export type { BackupStatus };

export const BACKUP_STATUS_KEY = ['backupStatus'];

export const backupCalls = {
  status: () => apiRequest<BackupStatus>('/backups/status'),
  backUpNow: () => apiRequest<{ name: string; snapshotAt: string; totalBytes: number }>('/backups', { method: 'POST' }),
  /**
   * The download needs the bearer token, which a plain link cannot send: the file is fetched, then saved through an
   * object URL. No timeout, as a large backup takes longer than an API call.
   */
  async downloadLatest(): Promise<void> {
    const res = await fetch(`${API_BASE_PATH}/backups/latest/download`, { headers: { Authorization: `Bearer ${tokenStore.accessToken() ?? ''}` } });
    if (!res.ok) {
      const body = await res.json().catch(() => undefined);
      throw new ApiError(body?.message ?? res.statusText, res.status, body);
    }
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'backup.tar';
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
