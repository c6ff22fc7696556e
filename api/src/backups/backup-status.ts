import type { BackupReason } from './backup-format';
import type { LastRun, LastUpload } from './backup-runner';

/** The dashboard warns when the newest good backup is older than this, a nightly missed and a half. */
export const BACKUP_WARN_AFTER_HOURS = 36;

export interface BackupStatus {
  enabled: boolean;
  running: boolean;
  latest: {
    name: string;
    at: string;
    reason: BackupReason;
    totalBytes: number;
    rows: Record<string, number>;
    uploads: { files: number; bytes: number };
  } | null;
  lastRun: LastRun | null;
  lastSuccessAgeSeconds: number | null;
  nextAt: string | null;
  keep: { daily: number; weekly: number };
  offsite: { configured: boolean; target: string | null; lastUpload: LastUpload | null };
  count: number;
  /** none: no backup yet; stale: the newest is older than 36 hours; lastFailed: the last attempt failed. */
  warning: 'none' | 'stale' | 'lastFailed' | null;
}
