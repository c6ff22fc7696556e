import { ConfigError } from '../config/app-config';
import { backupConfigFrom } from './backup-config';
import { backupBeforeMigrations } from './backup-runner';
import { shopSigningKey } from './backup-signing';

/**
 * The hook main.ts hands to the migrations: a backup of the shop as it is before pending migrations change it.
 * If that backup fails the start stops, so no schema change ever runs on data without a copy; BACKUPS=off opts out.
 */
export function backupBeforeMigrationsOf(url: string, dataDir: string, log: (m: string) => void) {
  const config = backupConfigFrom();
  if (!config.enabled) return undefined;
  const signingKey = shopSigningKey(process.env, process.env.JWT_SECRET);
  return async (pending: boolean) => {
    try {
      const made = await backupBeforeMigrations(url, dataDir, pending, { ...config, signingKey });
      if (made) log(`Backed up the shop before migrating (${made.name}, ${Math.round(made.totalBytes / 1024)} KB).`);
    } catch (err: any) {
      throw new ConfigError(
        `the backup before migrating the database failed (${err?.message ?? err}). Free disk space in ${dataDir}, or start with BACKUPS=off to migrate without a backup.`,
      );
    }
  };
}
