import * as fs from 'node:fs';
import * as path from 'node:path';
import { BACKUP_FORMAT, BackupError, MANIFEST_FILE, type BackupManifest } from './backup-format';
import { checkManifestSignature, restoreRefusal, type BackupSigningKey } from './backup-signing';
import { filesUnder } from './create-backup';
import { sha256File } from './sha256';

/** Reads a backup's manifest, or says plainly why it cannot. */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(dir)) throw new BackupError(`No backup at ${dir}.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'is not readable JSON';
    throw new BackupError(`The backup ${dir} is damaged: ${MANIFEST_FILE} ${why}.`);
  }
  if (manifest?.format !== BACKUP_FORMAT || !Array.isArray(manifest.files)) {
    throw new BackupError(
      `The backup ${dir} is not a shop backup this version can read (${MANIFEST_FILE} says format ${JSON.stringify(manifest?.format)}).`,
    );
  }
  return manifest;
}

export interface VerifyOptions {
  /** The keys the manifest's signature may be made with (backup-signing.ts restoreSigningKeys). */
  keys: BackupSigningKey[];
  /** Go on, after a warning, when the signature is missing or does not match (--ignore-signature). */
  ignoreSignature?: boolean;
  log?: (line: string) => void;
}

/**
 * Checks the manifest's signature, then every file the manifest lists against its SHA-256 and size, before anything
 * is restored. A manifest that is unsigned or not signed by one of `keys` stops the restore unless `ignoreSignature`;
 * the first file that is missing, changed or unexpected stops it with its name.
 */
export async function verifyBackup(dir: string, opts: VerifyOptions): Promise<BackupManifest> {
  const log = opts.log ?? (() => undefined);
  const manifest = readManifest(dir);
  const signed = checkManifestSignature(manifest, opts.keys);
  if (signed.ok) log(`The manifest's signature matches the key of ${signed.key.source} (key ${signed.key.keyId}).`);
  else if (opts.ignoreSignature) log(`WARNING: ${signed.message} Restoring it anyway (--ignore-signature).`);
  else throw new BackupError(restoreRefusal(signed));
  for (const f of manifest.files) {
    const file = path.join(dir, f.path);
    if (!fs.existsSync(file)) throw new BackupError(`The backup ${manifest.name} is damaged: ${f.path} is missing.`);
    const { sha256, bytes } = await sha256File(file);
    if (sha256 !== f.sha256 || bytes !== f.bytes) {
      throw new BackupError(
        `The backup ${manifest.name} is damaged: ${f.path} does not match its checksum (SHA-256 ${sha256.slice(0, 12)}…, expected ${f.sha256.slice(0, 12)}…).`,
      );
    }
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  const extra = filesUnder(dir).find((rel) => rel !== MANIFEST_FILE && !listed.has(rel));
  if (extra) throw new BackupError(`The backup ${manifest.name} is damaged: ${extra} is not in its manifest.`);
  return manifest;
}
