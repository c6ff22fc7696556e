import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { ConfigError } from '../config/app-config';
import { onFirstUse } from '../core/packages/on-first-use';
import { BackupError, MANIFEST_FILE, UPLOADS_PREFIX, backupsRoot, type BackupManifest, type ManifestFile } from './backup-format';
import { backupsToKeep } from './backup-schedule';
import { readManifest } from './verify-backup';

/**
 * The off-site copy: an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO) named by one URL,
 *   BACKUP_S3_URL=https://ACCESS_KEY:SECRET@endpoint-host/bucket/optional/prefix?region=eu-central-1
 * Path-style addressing, so one form fits every provider; the region defaults to us-east-1 (R2 takes "auto").
 */
/** The S3 SDK, loaded when a shop that sends backups off the machine first needs it. */
const s3 = onFirstUse((): typeof import('@aws-sdk/client-s3') => require('@aws-sdk/client-s3'));

export interface S3Target {
  client: S3Client;
  bucket: string;
  prefix: string;
  /** The target without its credentials, for the owner's card and the logs. */
  label: string;
}

export function s3TargetFrom(raw: string | undefined): S3Target | null {
  if (!raw?.trim()) return null;
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    throw new ConfigError('BACKUP_S3_URL is not a valid URL');
  }
  if (!['http:', 'https:'].includes(u.protocol)) throw new ConfigError('BACKUP_S3_URL must start with https:// (or http:// for a local server)');
  const [bucket, ...rest] = u.pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!bucket) throw new ConfigError('BACKUP_S3_URL must name the bucket: https://KEY:SECRET@host/bucket[/prefix]');
  if (!u.username || !u.password) throw new ConfigError('BACKUP_S3_URL must hold the access key and secret: https://KEY:SECRET@host/bucket');
  const prefix = rest.filter(Boolean).join('/');
  const client = new (s3().S3Client)({
    endpoint: `${u.protocol}//${u.host}`,
    region: u.searchParams.get('region') || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: decodeURIComponent(u.username), secretAccessKey: decodeURIComponent(u.password) },
    // the upload is checked by Content-MD5 and the answered ETag; not every S3-compatible server takes the newer checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket, prefix, label: `${u.host}/${bucket}${prefix ? `/${prefix}` : ''}` };
}

const keyOf = (t: S3Target, ...parts: string[]) => [t.prefix, ...parts].filter(Boolean).join('/');

function md5Of(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const h = createHash('md5');
    fs.createReadStream(file)
      .on('data', (c) => h.update(c))
      .on('end', () => resolve(h.digest()))
      .on('error', reject);
  });
}

/**
 * The bucket's layout:
 *   <prefix>/<backup name>/manifest.json, database/...   one folder per backup, as on disk but without the images
 *   <prefix>/images/<sha256>                              every image once, named by its content's SHA-256
 * Images rarely change between two backups, so each is sent only when the bucket lacks its hash: a nightly backup
 * sends the database and the day's new images. The manifest names each image's path and hash, which is all a restore
 * needs to put it back.
 */
export const IMAGES_FOLDER = 'images';
const imageKey = (t: S3Target, sha256: string) => keyOf(t, IMAGES_FOLDER, sha256);
const isImage = (f: ManifestFile) => f.path.startsWith(UPLOADS_PREFIX);

/** Sends one file with its Content-MD5; the ETag the server answers must be that MD5 (the bytes stored are the bytes sent). */
async function putFile(t: S3Target, key: string, file: string, label: string, sha256?: string): Promise<void> {
  const md5 = await md5Of(file);
  const res = await t.client.send(
    new (s3().PutObjectCommand)({
      Bucket: t.bucket,
      Key: key,
      Body: fs.createReadStream(file),
      ContentLength: fs.statSync(file).size,
      ContentMD5: md5.toString('base64'),
      Metadata: sha256 ? { sha256 } : undefined,
    }),
  );
  if (res.ETag?.replace(/"/g, '') !== md5.toString('hex')) {
    throw new BackupError(`The off-site copy of ${label} does not match what was sent (ETag ${res.ETag}, MD5 ${md5.toString('hex')}).`);
  }
}

/** Runs `fn` over `items`, `limit` at a time (many small images: one request after another would wait on each round trip). */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const PARALLEL_REQUESTS = 4;

/**
 * Uploads one backup: the images the bucket does not hold yet (one listing of the images folder, not a request per
 * image), then the database files, then the manifest last (a backup without its manifest is not listed as one).
 * Returns how many images were sent.
 */
export async function uploadBackup(t: S3Target, dataDir: string, manifest: BackupManifest): Promise<{ imagesSent: number }> {
  const dir = path.join(backupsRoot(dataDir), manifest.name);
  const stored = new Map((await listObjects(t, `${keyOf(t, IMAGES_FOLDER)}/`)).map((o) => [o.key, o.size]));
  const missing = new Map<string, ManifestFile>();
  for (const f of manifest.files.filter(isImage)) {
    // an object of another size under the hash is not that image (a provider's fault); it is sent again
    if (stored.get(imageKey(t, f.sha256)) !== f.bytes) missing.set(f.sha256, f);
  }
  await eachLimited([...missing.values()], PARALLEL_REQUESTS, (f) => putFile(t, imageKey(t, f.sha256), path.join(dir, f.path), f.path, f.sha256));
  for (const f of manifest.files.filter((x) => !isImage(x)))
    await putFile(t, keyOf(t, manifest.name, f.path), path.join(dir, f.path), f.path, f.sha256);
  await putFile(t, keyOf(t, manifest.name, MANIFEST_FILE), path.join(dir, MANIFEST_FILE), MANIFEST_FILE);
  return { imagesSent: missing.size };
}

async function listObjects(t: S3Target, prefix: string): Promise<{ key: string; size: number }[]> {
  const out: { key: string; size: number }[] = [];
  let token: string | undefined;
  do {
    const page = await t.client.send(new (s3().ListObjectsV2Command)({ Bucket: t.bucket, Prefix: prefix, ContinuationToken: token }));
    out.push(...(page.Contents ?? []).map((o) => ({ key: o.Key!, size: Number(o.Size ?? 0) })));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out;
}

const listAll = async (t: S3Target, prefix: string): Promise<string[]> => (await listObjects(t, prefix)).map((o) => o.key);

async function deleteKeys(t: S3Target, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    await t.client.send(new (s3().DeleteObjectsCommand)({ Bucket: t.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) } }));
  }
}

async function readRemoteManifest(t: S3Target, name: string): Promise<BackupManifest> {
  const res = await t.client.send(new (s3().GetObjectCommand)({ Bucket: t.bucket, Key: keyOf(t, name, MANIFEST_FILE) }));
  return JSON.parse(await res.Body!.transformToString());
}

/** The names of the complete backups in the bucket (those whose manifest arrived), newest first. */
export async function listRemoteBackups(t: S3Target): Promise<string[]> {
  const base = keyOf(t) ? `${keyOf(t)}/` : '';
  const names = (await listAll(t, base)).filter((k) => k.endsWith(`/${MANIFEST_FILE}`)).map((k) => k.slice(base.length, -MANIFEST_FILE.length - 1));
  return names
    .filter((n) => !n.includes('/'))
    .sort()
    .reverse();
}

/**
 * Applies the same retention to the bucket as to the folder, then removes the images no kept backup names. Runs under
 * the backup lock, after the manifest went up, so an image of the backup being written is already named by it.
 */
export async function pruneRemote(t: S3Target, keepDaily: number, keepWeekly: number): Promise<void> {
  const names = await listRemoteBackups(t);
  const atOf = (name: string) => new Date(name.slice(0, 24).replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/, 'T$1:$2:$3.$4Z'));
  const keep = backupsToKeep(
    names.map((name) => ({ name, at: atOf(name) })),
    keepDaily,
    keepWeekly,
  );
  for (const name of names.filter((n) => !keep.has(n))) await deleteKeys(t, await listAll(t, `${keyOf(t, name)}/`));
  const named = new Set<string>();
  for (const name of names.filter((n) => keep.has(n))) {
    for (const f of (await readRemoteManifest(t, name)).files.filter(isImage)) named.add(imageKey(t, f.sha256));
  }
  await deleteKeys(
    t,
    (await listAll(t, `${keyOf(t, IMAGES_FOLDER)}/`)).filter((k) => !named.has(k)),
  );
}

/**
 * Downloads a backup (by name, or the newest for "latest") into `intoDir`/<name>: its manifest, its database files,
 * and each image it names from the images folder (or from the backup's own folder, where backups sent before images
 * were stored by hash keep them). The caller verifies every checksum.
 */
export async function downloadBackup(t: S3Target, name: string, intoDir: string): Promise<string> {
  const chosen = name === 'latest' ? (await listRemoteBackups(t))[0] : name;
  if (!chosen) throw new BackupError(`There is no backup in ${t.label}.`);
  const prefix = `${keyOf(t, chosen)}/`;
  const keys = new Set(await listAll(t, prefix));
  if (!keys.has(`${prefix}${MANIFEST_FILE}`)) throw new BackupError(`There is no complete backup named ${chosen} in ${t.label}.`);
  const dir = path.join(intoDir, chosen);
  const fetchTo = async (key: string, rel: string) => {
    const target = path.join(dir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const res = await t.client.send(new (s3().GetObjectCommand)({ Bucket: t.bucket, Key: key }));
    await pipeline(res.Body as Readable, fs.createWriteStream(target));
  };
  await fetchTo(`${prefix}${MANIFEST_FILE}`, MANIFEST_FILE);
  const manifest = readManifest(dir);
  await eachLimited(manifest.files, PARALLEL_REQUESTS, async (f) => {
    const own = `${prefix}${f.path}`;
    // a file the bucket lacks is left missing, and the checksum check names it
    if (keys.has(own)) await fetchTo(own, f.path);
    else if (isImage(f)) {
      try {
        await fetchTo(imageKey(t, f.sha256), f.path);
      } catch (err) {
        if ((err as Error)?.name !== 'NoSuchKey') throw err;
      }
    }
  });
  return dir;
}
