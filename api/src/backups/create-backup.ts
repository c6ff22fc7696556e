import * as fs from 'node:fs';
import * as path from 'node:path';
import type { BackupReason } from '@shop/common';
import { dumpDatabase } from './database-dump';
import {
  BACKUP_FORMAT,
  MANIFEST_FILE,
  MAIN_TABLES,
  PARTIAL_PREFIX,
  UPLOADS_PREFIX,
  backupName,
  backupsRoot,
  type BackupManifest,
  type ManifestFile,
} from './backup-format';
import { signManifest, type BackupSigningKey } from './backup-signing';
import { sha256File } from './sha256';
import { REPO_ROOT } from '../config/app-config';

export function appVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function* walk(dir: string, rel = ''): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) yield* walk(dir, child);
    else if (e.isFile()) yield child;
  }
}

/** Every file of a folder, relative with forward slashes, sorted (the manifest's order). */
export const filesUnder = (dir: string): string[] => [...walk(dir)];

/**
 * Writes one complete backup: the database snapshot, the uploads folder, then the manifest with each file's SHA-256.
 * It is built under a `.partial-` name and renamed when whole, so a listing never shows a half-written backup; a
 * failure removes the partial folder. The manifest is signed last, over everything it says (backup-signing.ts).
 */
export async function createBackup(opts: {
  url: string;
  dataDir: string;
  reason: BackupReason;
  signingKey: BackupSigningKey;
}): Promise<BackupManifest> {
  const started = Date.now();
  const root = backupsRoot(opts.dataDir);
  fs.mkdirSync(root, { recursive: true });
  const partial = fs.mkdtempSync(path.join(root, PARTIAL_PREFIX));
  try {
    const dump = await dumpDatabase(opts.url, partial);
    const uploadsDir = path.join(opts.dataDir, 'uploads');
    let uploadBytes = 0;
    const uploadFiles = filesUnder(uploadsDir);
    for (const rel of uploadFiles) {
      const target = path.join(partial, UPLOADS_PREFIX, rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(uploadsDir, rel), target);
      uploadBytes += fs.statSync(target).size;
    }
    const files: ManifestFile[] = [];
    for (const rel of filesUnder(partial)) files.push({ path: rel, ...(await sha256File(path.join(partial, rel))) });
    const last = dump.schema.migrations.at(-1) ?? null;
    const name = backupName(dump.snapshotAt, opts.reason);
    const rows = Object.fromEntries(
      [...MAIN_TABLES.filter((t) => t in dump.rows), ...Object.keys(dump.rows).filter((t) => !(MAIN_TABLES as readonly string[]).includes(t))].map(
        (t) => [t, dump.rows[t]],
      ),
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      name,
      reason: opts.reason,
      snapshotAt: dump.snapshotAt.toISOString(),
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      appVersion: appVersion(),
      postgresVersion: dump.postgresVersion,
      lastMigration: last,
      databaseBytes: dump.databaseBytes,
      rows,
      uploads: { files: uploadFiles.length, bytes: uploadBytes },
      totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      files,
    };
    manifest.signature = signManifest(manifest, opts.signingKey);
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    fs.renameSync(partial, path.join(root, name));
    return manifest;
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}
