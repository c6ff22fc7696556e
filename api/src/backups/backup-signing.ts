import { createHmac, timingSafeEqual } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ConfigError } from '../config/int-setting';
import type { BackupManifest, ManifestSignature } from './backup-format';

/**
 * Backup manifests are signed, so a backup edited consistently (a staff role raised to OWNER in users.copy.gz, its
 * SHA-256 in the manifest recomputed) is refused by the restore instead of passing its checksums.
 *
 * The key is HMAC-SHA256(secret, "shop-backup-signing/1"), where the secret is BACKUP_SIGNING_KEY when set and the
 * JWT secret otherwise. Neither is ever in a backup (see backup-format.ts), and every instance of a shop already
 * shares its JWT secret, so whichever instance writes the nightly backup signs it with the same key. The derivation
 * keeps the JWT secret itself out of the signature's reach (a signature says nothing about the secret), and
 * BACKUP_SIGNING_KEY lets an owner who changes JWT_SECRET keep checking older backups: set it to the old JWT secret.
 * What the owner must keep: docs/backup-signing.md.
 */
export const SIGNATURE_ALG = 'HMAC-SHA256';
const KEY_LABEL = 'shop-backup-signing/1';
/** The signature covers this prefix too, so no other HMAC made with the same key can pass for a manifest's. */
const CONTEXT = 'shop-backup-manifest/1\n';

export interface BackupSigningKey {
  key: Buffer;
  /** A short public name of the key (from the key, not the secret), so a refusal can say whose key signed a backup. */
  keyId: string;
  /** Where the key came from, for messages: "JWT_SECRET", "BACKUP_SIGNING_KEY", a jwt-secret file. */
  source: string;
}

export function signingKeyFrom(secret: string, source: string): BackupSigningKey {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  return { key, keyId: createHmac('sha256', key).update('key-id').digest('hex').slice(0, 16), source };
}

/** BACKUP_SIGNING_KEY, checked at start like every setting: null when unset. */
export function backupSigningSecretFrom(env: NodeJS.ProcessEnv): string | null {
  const raw = env.BACKUP_SIGNING_KEY?.trim();
  if (!raw) return null;
  if (raw.length < 32) throw new ConfigError('BACKUP_SIGNING_KEY must be at least 32 characters long');
  return raw;
}

/** The key this shop signs its backups with: BACKUP_SIGNING_KEY, or the JWT secret the shop runs with. */
export function shopSigningKey(env: NodeJS.ProcessEnv, jwtSecret: string | null | undefined): BackupSigningKey {
  const own = backupSigningSecretFrom(env);
  if (own) return signingKeyFrom(own, 'BACKUP_SIGNING_KEY');
  const secret = jwtSecret || env.JWT_SECRET;
  if (!secret) throw new ConfigError('backups are signed with the JWT secret, and there is none: set JWT_SECRET or BACKUP_SIGNING_KEY');
  return signingKeyFrom(secret, 'JWT_SECRET');
}

const readSecretFile = (file: string): string | null => {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch {
    return null;
  }
};

/**
 * The keys `npm run restore` may check a backup with, in this order: BACKUP_SIGNING_KEY, JWT_SECRET, then the
 * jwt-secret file a shop without JWT_SECRET generates in its data folder, looked for in `dataDirs` (the restore's
 * target and this machine's shop) and in the data folder the backup sits in (DATA_DIR/backups/<name>).
 */
export function restoreSigningKeys(env: NodeJS.ProcessEnv, backupDir: string, dataDirs: string[]): BackupSigningKey[] {
  const keys: BackupSigningKey[] = [];
  const own = backupSigningSecretFrom(env);
  if (own) keys.push(signingKeyFrom(own, 'BACKUP_SIGNING_KEY'));
  if (env.JWT_SECRET) keys.push(signingKeyFrom(env.JWT_SECRET, 'JWT_SECRET'));
  const parent = path.dirname(path.resolve(backupDir));
  const folders = [...dataDirs, ...(path.basename(parent) === 'backups' ? [path.dirname(parent)] : [])].map((d) => path.resolve(d));
  for (const folder of new Set(folders)) {
    const file = path.join(folder, 'jwt-secret');
    const secret = readSecretFile(file);
    if (secret) keys.push(signingKeyFrom(secret, file));
  }
  return keys.filter((k, i) => keys.findIndex((o) => o.keyId === k.keyId) === i);
}

/** JSON with every object's keys sorted, so the same manifest gives the same bytes however it was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The bytes signed: every field of the manifest but the signature, the files' sizes and SHA-256 included. */
export function manifestBytes(manifest: BackupManifest): Buffer {
  const { signature: _signature, ...signed } = manifest;
  return Buffer.from(CONTEXT + canonical(signed), 'utf8');
}

export function signManifest(manifest: BackupManifest, key: BackupSigningKey): ManifestSignature {
  return { alg: SIGNATURE_ALG, keyId: key.keyId, value: createHmac('sha256', key.key).update(manifestBytes(manifest)).digest('hex') };
}

export type SignatureCheck =
  | { ok: true; key: BackupSigningKey }
  | { ok: false; problem: 'unsigned' | 'edited' | 'otherInstallation' | 'noKey'; message: string };

const hexEqual = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/**
 * Whether one of `keys` signed this manifest as it is. The message says what is wrong in the owner's words (it is
 * followed by what to do, which depends on the tool: see restoreRefusal).
 */
export function checkManifestSignature(manifest: BackupManifest, keys: BackupSigningKey[]): SignatureCheck {
  const name = manifest.name;
  const sig = manifest.signature;
  if (!sig || typeof sig !== 'object') {
    return {
      ok: false,
      problem: 'unsigned',
      message: `The backup ${name} is unsigned: it was made by an older version of the shop, before backups were signed, so nothing shows it was not edited since.`,
    };
  }
  if (sig.alg !== SIGNATURE_ALG || typeof sig.value !== 'string' || typeof sig.keyId !== 'string') {
    return { ok: false, problem: 'edited', message: `The backup ${name} was edited after it was made: its signature is not one this shop writes.` };
  }
  for (const key of keys) {
    if (hexEqual(signManifest(manifest, key).value, sig.value)) return { ok: true, key };
  }
  if (!keys.length) {
    return {
      ok: false,
      problem: 'noKey',
      message: `The backup ${name} is signed (key ${sig.keyId}), but there is no key to check it with here: no JWT_SECRET, no BACKUP_SIGNING_KEY, and no jwt-secret file in the data folders.`,
    };
  }
  if (keys.some((k) => k.keyId === sig.keyId)) {
    return {
      ok: false,
      problem: 'edited',
      message: `The backup ${name} was edited after it was made: its manifest does not match its signature (key ${sig.keyId}, the key of ${keys.find((k) => k.keyId === sig.keyId)!.source}).`,
    };
  }
  return {
    ok: false,
    problem: 'otherInstallation',
    message: `The backup ${name} was signed by another installation (key ${sig.keyId}; the keys here are ${keys.map((k) => `${k.keyId} from ${k.source}`).join(', ')}), or edited since.`,
  };
}

/** A failed check with what the owner can do about it, for `npm run restore`. */
export function restoreRefusal(check: Extract<SignatureCheck, { ok: false }>): string {
  const anyway = 'restore it anyway with --ignore-signature';
  const advice = {
    unsigned: `Restore it only if you are sure where it comes from: ${anyway}.`,
    edited: `Nothing was restored. If you edited it yourself on purpose, ${anyway}.`,
    otherInstallation: `Nothing was restored. Set JWT_SECRET (or BACKUP_SIGNING_KEY) to the secret of the shop that made it (docs/backup-signing.md); or, only if you trust where it comes from, ${anyway}.`,
    noKey: `Set JWT_SECRET (or BACKUP_SIGNING_KEY) to the secret of the shop that made it, or copy its jwt-secret file into the data folder (docs/backup-signing.md); or, only if you trust where it comes from, ${anyway}.`,
  }[check.problem];
  return `${check.message} ${advice}`;
}
