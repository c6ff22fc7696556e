import { ConfigError, intSetting } from '../config/app-config';
import { s3TargetFrom, type S3Target } from './offsite-s3';

export interface BackupConfig {
  /** Nightly backups and the one before migrations; on unless BACKUPS=off. */
  enabled: boolean;
  /** Shop time (Asia/Riyadh) of the nightly backup, minutes after midnight. */
  nightlyAtMinutes: number;
  keepDaily: number;
  keepWeekly: number;
  /** The off-site bucket (BACKUP_S3_URL), or null to keep backups on this machine only. */
  s3: S3Target | null;
}

/** Read once at start; a bad value stops the start naming the variable, as every other setting does. */
export function backupConfigFrom(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  const raw = env.BACKUPS?.trim().toLowerCase();
  if (raw && !['on', 'off'].includes(raw)) throw new ConfigError(`BACKUPS must be on or off (got "${env.BACKUPS}")`);
  const at = env.BACKUP_TIME?.trim() || '03:00';
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!m) throw new ConfigError(`BACKUP_TIME must be a shop time of day as HH:MM, 00:00 to 23:59 (got "${at}")`);
  return {
    enabled: raw !== 'off',
    nightlyAtMinutes: Number(m[1]) * 60 + Number(m[2]),
    keepDaily: intSetting(env, 'BACKUP_KEEP_DAILY', 7, 1, 366),
    keepWeekly: intSetting(env, 'BACKUP_KEEP_WEEKLY', 4, 0, 520),
    s3: s3TargetFrom(env.BACKUP_S3_URL),
  };
}
