import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ConfigError } from '../config/app-config';
import { BackupError, MANIFEST_FILE, backupsRoot, type BackupManifest } from './backup-format';
import { backupsToKeep } from './backup-schedule';

/**
 * The off-site copy: an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO) named by one URL,
 *   BACKUP_S3_URL=https://ACCESS_KEY:SECRET@endpoint-host/bucket/optional/prefix?region=eu-central-1
 * Path-style addressing, so one form fits every provider; the region defaults to us-east-1 (R2 takes "auto").
 */
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
  const client = new S3Client({
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
 * Uploads one backup folder, manifest last (a backup without its manifest is not listed as one). Each file is sent
 * with its Content-MD5, and the ETag the server answers must be that MD5: the bytes stored are the bytes sent.
 */
export async function uploadBackup(t: S3Target, dataDir: string, manifest: BackupManifest): Promise<void> {
  const dir = path.join(backupsRoot(dataDir), manifest.name);
  for (const rel of [...manifest.files.map((f) => f.path), MANIFEST_FILE]) {
    const file = path.join(dir, rel);
    const md5 = await md5Of(file);
    const sha = manifest.files.find((f) => f.path === rel)?.sha256;
    const res = await t.client.send(
      new PutObjectCommand({
        Bucket: t.bucket,
        Key: keyOf(t, manifest.name, rel),
        Body: fs.createReadStream(file),
        ContentLength: fs.statSync(file).size,
        ContentMD5: md5.toString('base64'),
        Metadata: sha ? { sha256: sha } : undefined,
      }),
    );
    if (res.ETag?.replace(/"/g, '') !== md5.toString('hex')) {
      throw new BackupError(`The off-site copy of ${rel} does not match what was sent (ETag ${res.ETag}, MD5 ${md5.toString('hex')}).`);
    }
  }
}

async function listAll(t: S3Target, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await t.client.send(new ListObjectsV2Command({ Bucket: t.bucket, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
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

/** Applies the same retention to the bucket as to the folder. */
export async function pruneRemote(t: S3Target, keepDaily: number, keepWeekly: number): Promise<void> {
  const names = await listRemoteBackups(t);
  const atOf = (name: string) => new Date(name.slice(0, 24).replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/, 'T$1:$2:$3.$4Z'));
  const keep = backupsToKeep(
    names.map((name) => ({ name, at: atOf(name) })),
    keepDaily,
    keepWeekly,
  );
  for (const name of names.filter((n) => !keep.has(n))) {
    const keys = await listAll(t, `${keyOf(t, name)}/`);
    for (let i = 0; i < keys.length; i += 1000) {
      await t.client.send(new DeleteObjectsCommand({ Bucket: t.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) } }));
    }
  }
}

/** Downloads a backup (by name, or the newest for "latest") into `intoDir`/<name>; the caller verifies its checksums. */
export async function downloadBackup(t: S3Target, name: string, intoDir: string): Promise<string> {
  const chosen = name === 'latest' ? (await listRemoteBackups(t))[0] : name;
  if (!chosen) throw new BackupError(`There is no backup in ${t.label}.`);
  const prefix = `${keyOf(t, chosen)}/`;
  const keys = await listAll(t, prefix);
  if (!keys.includes(`${prefix}${MANIFEST_FILE}`)) throw new BackupError(`There is no complete backup named ${chosen} in ${t.label}.`);
  const dir = path.join(intoDir, chosen);
  for (const key of keys) {
    const target = path.join(dir, key.slice(prefix.length));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const res = await t.client.send(new GetObjectCommand({ Bucket: t.bucket, Key: key }));
    await pipeline(res.Body as Readable, fs.createWriteStream(target));
  }
  return dir;
}
