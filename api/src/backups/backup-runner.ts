import type { BackupLastRun, BackupLastUpload, BackupReason } from '@shop/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { ADVISORY_LOCK } from '../core/cluster/advisory-locks';
import { ConflictError } from '../core/validation/errors';
import { LAST_RUN_FILE, LAST_UPLOAD_FILE, MANIFEST_FILE, PARTIAL_PREFIX, backupsRoot, type BackupManifest } from './backup-format';
import { backupsToKeep } from './backup-schedule';
import { BACKUP_MESSAGES } from './backups.messages';
import type { BackupSigningKey } from './backup-signing';
import { createBackup } from './create-backup';
import { pruneRemote, uploadBackup, type S3Target } from './offsite-s3';

export type LastRun = BackupLastRun;

/** Finished backups, newest first (a folder without a readable manifest is not a backup). */
export function listBackups(dataDir: string): BackupManifest[] {
  const root = backupsRoot(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(root);
  } catch {
    return [];
  }
  const out: BackupManifest[] = [];
  for (const name of names) {
    if (name.startsWith('.') || name.endsWith('.json')) continue;
    try {
      out.push(JSON.parse(fs.readFileSync(path.join(root, name, MANIFEST_FILE), 'utf8')));
    } catch {
      /* not a finished backup */
    }
  }
  return out.sort((a, b) => b.snapshotAt.localeCompare(a.snapshotAt));
}

export type LastUpload = BackupLastUpload;

export function readLastRun(dataDir: string): LastRun | null {
  return readRecord(dataDir, LAST_RUN_FILE);
}

export function readLastUpload(dataDir: string): LastUpload | null {
  return readRecord(dataDir, LAST_UPLOAD_FILE);
}

function readRecord<T>(dataDir: string, name: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(backupsRoot(dataDir), name), 'utf8'));
  } catch {
    return null;
  }
}

function writeRecord(dataDir: string, name: string, run: LastRun | LastUpload): void {
  const file = path.join(backupsRoot(dataDir), name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(run, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

/** Removes the backups retention no longer keeps, and partial folders a killed run left behind. */
export function pruneBackups(dataDir: string, keepDaily: number, keepWeekly: number): string[] {
  const all = listBackups(dataDir);
  const keep = backupsToKeep(
    all.map((m) => ({ name: m.name, at: new Date(m.snapshotAt) })),
    keepDaily,
    keepWeekly,
  );
  const removed = all.filter((m) => !keep.has(m.name)).map((m) => m.name);
  for (const name of removed) fs.rmSync(path.join(backupsRoot(dataDir), name), { recursive: true, force: true });
  return removed;
}

export class BackupBusyError extends ConflictError {
  constructor() {
    super(BACKUP_MESSAGES.busy);
  }
}

/**
 * Writes one backup while holding the backup advisory lock (one at a time across every instance on the database),
 * then applies retention and records the outcome for the status card, the dashboard and /health.
 * `wait`: queue behind a running backup (before migrations) instead of refusing (the owner's button).
 */
export async function runBackup(opts: {
  url: string;
  dataDir: string;
  reason: BackupReason;
  signingKey: BackupSigningKey;
  keepDaily: number;
  keepWeekly: number;
  wait?: boolean;
  s3?: S3Target | null;
}): Promise<BackupManifest> {
  const lock = new Client({ connectionString: opts.url, application_name: 'shop-backup-lock' });
  await lock.connect();
  try {
    if (opts.wait) await lock.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK.backup]);
    else if (!(await lock.query('SELECT pg_try_advisory_lock($1) AS ok', [ADVISORY_LOCK.backup])).rows[0].ok) throw new BackupBusyError();
    const at = new Date().toISOString();
    try {
      const root = backupsRoot(opts.dataDir);
      for (const left of fs.existsSync(root) ? fs.readdirSync(root).filter((n) => n.startsWith(PARTIAL_PREFIX)) : []) {
        fs.rmSync(path.join(root, left), { recursive: true, force: true });
      }
      const manifest = await createBackup(opts);
      writeRecord(opts.dataDir, LAST_RUN_FILE, { at, reason: opts.reason, ok: true, name: manifest.name, message: null });
      pruneBackups(opts.dataDir, opts.keepDaily, opts.keepWeekly);
      if (opts.s3) await copyOffsite(opts.s3, opts.dataDir, manifest, opts.keepDaily, opts.keepWeekly);
      return manifest;
    } catch (err: any) {
      writeRecord(opts.dataDir, LAST_RUN_FILE, { at, reason: opts.reason, ok: false, name: null, message: String(err?.message ?? err) });
      throw err;
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/**
 * Copies a finished backup to the bucket and applies retention there. A failed upload leaves the local backup good
 * and is recorded for the owner's card, which shows it until an upload succeeds.
 */
async function copyOffsite(s3: S3Target, dataDir: string, manifest: BackupManifest, keepDaily: number, keepWeekly: number): Promise<void> {
  const at = new Date().toISOString();
  try {
    await uploadBackup(s3, dataDir, manifest);
    await pruneRemote(s3, keepDaily, keepWeekly);
    writeRecord(dataDir, LAST_UPLOAD_FILE, { at, ok: true, name: manifest.name, message: null });
  } catch (err: any) {
    writeRecord(dataDir, LAST_UPLOAD_FILE, { at, ok: false, name: manifest.name, message: `${s3.label}: ${err?.message ?? err}` });
  }
}

/**
 * The backup taken before migrations change the schema: only when some are pending and the database already holds
 * a shop (a first start has nothing to lose). Returns null when none was needed.
 */
export async function backupBeforeMigrations(
  url: string,
  dataDir: string,
  pending: boolean,
  keep: { keepDaily: number; keepWeekly: number; s3?: S3Target | null; signingKey: BackupSigningKey },
): Promise<BackupManifest | null> {
  if (!pending) return null;
  const client = new Client({ connectionString: url });
  await client.connect();
  let hasData = false;
  try {
    const { rows } = await client.query(`SELECT to_regclass('public.users') IS NOT NULL AS has`);
    if (rows[0].has) hasData = (await client.query('SELECT EXISTS (SELECT 1 FROM "users") AS has')).rows[0].has;
  } finally {
    await client.end();
  }
  if (!hasData) return null;
  return runBackup({ url, dataDir, reason: 'pre-migration', wait: true, ...keep });
}
