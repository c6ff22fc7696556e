import * as path from 'node:path';
import type { BackupReason } from '@shop/common';

/**
 * What one backup folder holds, written once for the writer, the checker and the restorer.
 *
 *   DATA_DIR/backups/<name>/manifest.json        time, sizes, row counts, app version, last migration, SHA-256 per file
 *   DATA_DIR/backups/<name>/database/schema.json  per table the columns dumped, the sequences' values, applied migrations
 *   DATA_DIR/backups/<name>/database/<table>.copy.gz   the table's rows in PostgreSQL's COPY text format, gzipped
 *   DATA_DIR/backups/<name>/uploads/...           the uploaded images as they were on disk
 *
 * The JWT secret and the PostgreSQL password are left out on purpose: a backup travels (downloads, off-site copies),
 * and the secret in it would let whoever holds it forge staff sessions. A restored shop makes new ones; staff sign in
 * again, which they would do anyway after a disk loss. The manifest is signed with a key derived from that same secret
 * (or BACKUP_SIGNING_KEY), so the key stays outside the backup it signs (backup-signing.ts).
 */
export const BACKUP_FORMAT = 'shop-backup/1';
export const MANIFEST_FILE = 'manifest.json';
export const SCHEMA_FILE = 'database/schema.json';
export const TABLE_FILE = (table: string) => `database/${table}.copy.gz`;
export const UPLOADS_PREFIX = 'uploads/';

export const backupsRoot = (dataDir: string) => path.join(dataDir, 'backups');
/** Half-written backups live under this prefix and are never listed; the finished one is renamed into place. */
export const PARTIAL_PREFIX = '.partial-';
export const LAST_RUN_FILE = 'last-run.json';
export const LAST_UPLOAD_FILE = 'last-offsite-upload.json';

/** The tables whose counts the owner reads first; every table's count is in `rows` too. */
export const MAIN_TABLES = ['sales', 'stock_movements', 'products', 'product_images', 'categories', 'users', 'settings', 'uploads'] as const;

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** The manifest's signature (backup-signing.ts): HMAC-SHA256 over every other field, with a key kept outside the backup. */
export interface ManifestSignature {
  alg: 'HMAC-SHA256';
  /** Names the key (not the secret), so a refusal can say the backup was signed by another installation. */
  keyId: string;
  value: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  name: string;
  reason: BackupReason;
  /** When the database snapshot was taken: everything committed before it is in the backup. */
  snapshotAt: string;
  finishedAt: string;
  durationMs: number;
  appVersion: string;
  postgresVersion: string;
  lastMigration: { name: string; timestamp: number } | null;
  databaseBytes: number;
  rows: Record<string, number>;
  uploads: { files: number; bytes: number };
  totalBytes: number;
  files: ManifestFile[];
  /** Absent in backups made before manifests were signed: the restore treats those like a mismatch. */
  signature?: ManifestSignature;
}

export interface TableSchema {
  name: string;
  columns: string[];
}

export interface DumpSchema {
  tables: TableSchema[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  migrations: { timestamp: number; name: string }[];
}

/** A sortable folder name from the snapshot time: 2026-11-26T03-00-00-123Z-nightly. */
export function backupName(at: Date, reason: BackupReason): string {
  return `${at.toISOString().replace(/:/g, '-').replace('.', '-')}-${reason}`;
}

export class BackupError extends Error {}
