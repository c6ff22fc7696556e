import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ensureDatabase, withDatabase } from '../database/data-source';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { BackupError, UPLOADS_PREFIX, backupsRoot, type BackupManifest } from './backup-format';
import type { BackupSigningKey } from './backup-signing';
import { assertEmptyDatabase, countMismatches, restoreDatabase } from './restore-database';
import { verifyBackup } from './verify-backup';

export interface RestoreOptions {
  /** A backup folder, or the name of one under DATA_DIR/backups. */
  backup: string;
  /** The data folder to restore into (must be empty or absent) unless `databaseUrl` is given. */
  dataDir: string;
  /** An empty database to restore into instead of a new embedded one; uploads still go to dataDir/uploads. */
  databaseUrl?: string | null;
  /** Restore into a throwaway database and compare the counts, touching nothing else. */
  check?: boolean;
  /** The keys the backup's signature is checked with (backup-signing.ts restoreSigningKeys). */
  keys: BackupSigningKey[];
  /** Restore, after a warning, a backup that is unsigned or whose signature does not match one of `keys`. */
  ignoreSignature?: boolean;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  counts: Record<string, number>;
  mismatches: string[];
  seconds: number;
}

/** A path to a backup folder, or a backup's name in the default data folder's backups. */
export function resolveBackupDir(backup: string, dataDir: string): string {
  if (fs.existsSync(backup)) return path.resolve(backup);
  const named = path.join(backupsRoot(dataDir), backup);
  if (fs.existsSync(named)) return named;
  throw new BackupError(`No backup at ${backup} (nor one named so in ${backupsRoot(dataDir)}).`);
}

function assertEmptyDataDir(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  const inUse = ['postgres', 'uploads'].filter((d) => {
    const p = path.join(dataDir, d);
    return fs.existsSync(p) && fs.readdirSync(p).length > 0;
  });
  if (inUse.length) {
    throw new BackupError(
      `The data folder ${dataDir} already holds a shop (${inUse.join(' and ')}). Restore into a new, empty folder (set DATA_DIR or pass --data-dir), so nothing there is overwritten.`,
    );
  }
}

function copyUploads(backupDir: string, manifest: BackupManifest, dataDir: string): void {
  for (const f of manifest.files.filter((x) => x.path.startsWith(UPLOADS_PREFIX))) {
    const target = path.join(dataDir, 'uploads', f.path.slice(UPLOADS_PREFIX.length));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(backupDir, f.path), target);
  }
}

/**
 * Verifies the backup's signature and checksums first (an edited or damaged backup is refused before anything is
 * written), then restores it
 * into the empty target, or for a check into a temporary embedded PostgreSQL that is removed afterwards, and compares
 * every table's row count with the manifest's.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreReport> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  const dir = resolveBackupDir(opts.backup, opts.dataDir);
  log(`Checking the signature and the checksums of ${dir}...`);
  const manifest = await verifyBackup(dir, { keys: opts.keys, ignoreSignature: opts.ignoreSignature, log });
  log(`All ${manifest.files.length} files match their checksums (backup of ${manifest.snapshotAt}, app ${manifest.appVersion}).`);

  if (opts.check) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-check-'));
    fs.chmodSync(tmp, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), persistent: false, notice: log });
    try {
      const url = withDatabase(pg.url, 'shop');
      await ensureDatabase(url);
      log('Restoring into a throwaway database...');
      const counts = await restoreDatabase(dir, url, manifest);
      return { manifest, counts, mismatches: countMismatches(manifest.rows, counts), seconds: (Date.now() - started) / 1000 };
    } finally {
      await pg.stop().catch(() => undefined);
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }

  if (opts.databaseUrl) {
    await ensureDatabase(opts.databaseUrl);
    await assertEmptyDatabase(opts.databaseUrl);
    if (fs.existsSync(path.join(opts.dataDir, 'uploads')) && fs.readdirSync(path.join(opts.dataDir, 'uploads')).length) {
      throw new BackupError(`${path.join(opts.dataDir, 'uploads')} is not empty. Restore into a new, empty data folder.`);
    }
    log('Restoring the database...');
    const counts = await restoreDatabase(dir, opts.databaseUrl, manifest);
    copyUploads(dir, manifest, opts.dataDir);
    return { manifest, counts, mismatches: countMismatches(manifest.rows, counts), seconds: (Date.now() - started) / 1000 };
  }

  assertEmptyDataDir(opts.dataDir);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  fs.chmodSync(opts.dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(opts.dataDir, 'postgres'), notice: log });
  try {
    const url = withDatabase(pg.url, 'shop');
    await ensureDatabase(url);
    log('Restoring the database...');
    const counts = await restoreDatabase(dir, url, manifest);
    log(`Copying ${manifest.uploads.files} uploaded files...`);
    copyUploads(dir, manifest, opts.dataDir);
    return { manifest, counts, mismatches: countMismatches(manifest.rows, counts), seconds: (Date.now() - started) / 1000 };
  } finally {
    await pg.stop().catch(() => undefined);
  }
}
