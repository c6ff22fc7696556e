/** Why a backup was made: the nightly schedule, a staff member's "Back up now", or the start before migrations. */
export type BackupReason = 'nightly' | 'manual' | 'pre-migration';

/** The last backup attempt, good or not. */
export interface BackupLastRun {
  at: string;
  reason: BackupReason;
  ok: boolean;
  name: string | null;
  message: string | null;
}

/** The last copy to the off-site bucket. */
export interface BackupLastUpload {
  at: string;
  ok: boolean;
  name: string;
  message: string | null;
}

/** GET /backups/status: what the owner's Backups card and the dashboard warning show. */
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
  lastRun: BackupLastRun | null;
  lastSuccessAgeSeconds: number | null;
  nextAt: string | null;
  keep: { daily: number; weekly: number };
  offsite: { configured: boolean; target: string | null; lastUpload: BackupLastUpload | null };
  count: number;
  /** none: no backup yet; stale: the newest is older than 36 hours; lastFailed: the last attempt failed. */
  warning: 'none' | 'stale' | 'lastFailed' | null;
}
