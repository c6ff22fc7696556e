import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { withDatabase } from '../src/database/data-source';
import { s3TargetFrom } from '../src/backups/offsite-s3';
import { restoreCli } from '../src/backups/restore-cli';
import { bootTestApp, type TestApp } from './helpers/test-app';

// s3rver: an S3-compatible server in this process, storing objects in a temporary folder
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

describe('Backups copied off the machine to an S3-compatible bucket', () => {
  let t: TestApp;
  let owner: string;
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let s3Dir: string;
  let s3Url: string;
  let s3Open = false;

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'shop-backups' }] });
    const { port } = await s3.run();
    s3Open = true;
    // s3rver's fixed credentials, as a provider's access key and secret would be given
    s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/shop-backups/retro-caps`;
    t = await bootTestApp({ BACKUPS: 'on', BACKUP_S3_URL: s3Url });
    owner = await t.tokenFor('OWNER');
    await t.http.put('/api/v1/settings').set(t.bearer(owner)).send({ businessName: 'Off-site Caps' }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    if (s3Open) await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('uploads every file of a backup, verified by its MD5, shows the copy on the card, and restores from the bucket', async () => {
    const made = (await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201)).body.data;
    const status = (await t.http.get('/api/v1/backups/status').set(t.bearer(owner)).expect(200)).body.data;
    expect(status.offsite).toMatchObject({
      configured: true,
      target: expect.stringMatching(/^127\.0\.0\.1:\d+\/shop-backups\/retro-caps$/),
      lastUpload: { ok: true, name: made.name, message: null },
    });
    expect(JSON.stringify(status)).not.toContain('S3RVER:'); // the secret never reaches the card

    const target = s3TargetFrom(s3Url)!;
    const listed = await target.client.send(new ListObjectsV2Command({ Bucket: 'shop-backups', Prefix: `retro-caps/${made.name}/` }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!.slice(`retro-caps/${made.name}/`.length)).sort();
    expect(keys).toEqual([...made.files.map((f: { path: string }) => f.path), 'manifest.json'].sort());

    // the local copy is gone with the disk; the bucket's is restored into an empty database
    const server = process.env.TEST_DATABASE_URL!;
    const name = `s3_restore_${randomBytes(4).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-restore-'));
    const url = withDatabase(server, name);
    try {
      const code = await restoreCli(['s3:latest', '--data-dir', dataDir], { BACKUP_S3_URL: s3Url, DATABASE_URL: url });
      expect(code).toBe(0);
      const db = new Client({ connectionString: url });
      await db.connect();
      try {
        const [{ users }] = (await db.query('SELECT count(*)::int AS users FROM users')).rows;
        expect(users).toBe(made.rows.users);
        expect((await db.query('SELECT business_name FROM settings')).rows[0].business_name).toBe('Off-site Caps');
      } finally {
        await db.end();
      }
    } finally {
      const admin = new Client({ connectionString: withDatabase(server, 'postgres') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('records a failed upload for the card while the local backup stays good', async () => {
    await s3.close();
    s3Open = false;
    const made = (await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201)).body.data;
    const status = (await t.http.get('/api/v1/backups/status').set(t.bearer(owner)).expect(200)).body.data;
    expect(status.latest.name).toBe(made.name);
    expect(status.lastRun.ok).toBe(true);
    expect(status.offsite.lastUpload).toMatchObject({ ok: false, name: made.name, message: expect.stringContaining('shop-backups/retro-caps') });
  });

  it('refuses a BACKUP_S3_URL without a bucket or credentials at start, naming the variable', () => {
    expect(() => s3TargetFrom('https://s3.example.com/')).toThrow(/BACKUP_S3_URL must name the bucket/);
    expect(() => s3TargetFrom('https://s3.example.com/bucket')).toThrow(/BACKUP_S3_URL must hold the access key and secret/);
    expect(() => s3TargetFrom('ftp://k:s@host/bucket')).toThrow(/BACKUP_S3_URL must start with https/);
  });
});
