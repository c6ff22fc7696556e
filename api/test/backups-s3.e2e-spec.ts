import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { withDatabase } from '../src/database/data-source';
import { pruneRemote, s3TargetFrom } from '../src/backups/offsite-s3';
import { restoreCli } from '../src/backups/restore-cli';
import { bootTestApp, type TestApp } from './helpers/test-app';

// s3rver: an S3-compatible server in this process, storing objects in a temporary folder
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

describe('Backups copied off the machine to an S3-compatible bucket', () => {
  let t: TestApp;
  let owner: string;
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void>; on(event: 'event', fn: (e: any) => void): void };
  /** Every object key s3rver stored (PUT), in order. */
  const puts: string[] = [];
  let s3Dir: string;
  let s3Url: string;
  let s3Open = false;

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'shop-backups' }] });
    s3.on('event', (e) => {
      const r = e.Records[0];
      if (r.eventName === 'ObjectCreated:Put') puts.push(decodeURIComponent(r.s3.object.key));
    });
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
    // images go to the bucket's images folder by hash (checked below); the backup's own folder holds the rest
    const own = made.files.map((f: { path: string }) => f.path).filter((p: string) => !p.startsWith('uploads/'));
    expect(keys).toEqual([...own, 'manifest.json'].sort());

    // the local copy is gone with the disk; the bucket's is restored into an empty database
    const server = process.env.TEST_DATABASE_URL!;
    const name = `s3_restore_${randomBytes(4).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-restore-'));
    const url = withDatabase(server, name);
    try {
      const code = await restoreCli(['s3:latest', '--data-dir', dataDir], {
        BACKUP_S3_URL: s3Url,
        DATABASE_URL: url,
        JWT_SECRET: t.config.jwtSecret,
      });
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

  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const server = () => process.env.TEST_DATABASE_URL!;
  async function dropDatabase(name: string) {
    const admin = new Client({ connectionString: withDatabase(server(), 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }

  it('uploads an image only when the bucket lacks its SHA-256, and restores the second backup with every image', async () => {
    const uploads = path.join(t.config.dataDir, 'uploads', 'products');
    fs.mkdirSync(uploads, { recursive: true });
    const [a, b, d] = [randomBytes(3000), randomBytes(2000), randomBytes(1500)];
    fs.writeFileSync(path.join(uploads, 'a.jpg'), a);
    fs.writeFileSync(path.join(uploads, 'b.png'), b);
    fs.writeFileSync(path.join(uploads, 'a-copy.jpg'), a); // the same bytes under another name are stored once

    puts.length = 0;
    const first = (await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201)).body.data;
    const imagePuts = () => puts.filter((k) => k.startsWith('retro-caps/images/'));
    expect(imagePuts()).toEqual(expect.arrayContaining([`retro-caps/images/${sha(a)}`, `retro-caps/images/${sha(b)}`]));
    expect(imagePuts().filter((k) => k.endsWith(sha(a)))).toHaveLength(1);
    expect(puts.filter((k) => k.startsWith(`retro-caps/${first.name}/uploads/`))).toEqual([]);

    // one new image; nothing else changed
    fs.writeFileSync(path.join(uploads, 'd.webp'), d);
    puts.length = 0;
    const second = (await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201)).body.data;
    expect(imagePuts()).toEqual([`retro-caps/images/${sha(d)}`]);
    expect(puts.at(-1)).toBe(`retro-caps/${second.name}/manifest.json`);
    // the bucket's manifest names each image by its hash
    const target = s3TargetFrom(s3Url)!;
    const got = await target.client.send(new GetObjectCommand({ Bucket: 'shop-backups', Key: `retro-caps/${second.name}/manifest.json` }));
    const remote = JSON.parse(await got.Body!.transformToString());
    expect(remote.files).toEqual(expect.arrayContaining([{ path: 'uploads/products/d.webp', bytes: d.length, sha256: sha(d) }]));

    const name = `s3_incr_${randomBytes(4).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-incr-'));
    try {
      const code = await restoreCli([`s3:${second.name}`, '--data-dir', dataDir], {
        BACKUP_S3_URL: s3Url,
        DATABASE_URL: withDatabase(server(), name),
        JWT_SECRET: t.config.jwtSecret, // the shop's secret, kept outside the backup, checks the manifest's signature
      });
      expect(code).toBe(0);
      const back = (f: string) => fs.readFileSync(path.join(dataDir, 'uploads', 'products', f));
      expect([back('a.jpg').equals(a), back('a-copy.jpg').equals(a), back('b.png').equals(b), back('d.webp').equals(d)]).toEqual([
        true,
        true,
        true,
        true,
      ]);
    } finally {
      await dropDatabase(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('retention removes a backup no longer kept and the images only it named, never an image a kept backup names', async () => {
    const target = s3TargetFrom(s3Url)!;
    const put = (Key: string, Body: string | Buffer) => target.client.send(new PutObjectCommand({ Bucket: 'shop-backups', Key, Body }));
    const keptImage = fs.readFileSync(path.join(t.config.dataDir, 'uploads', 'products', 'b.png'));
    const onlyOld = randomBytes(500);
    const old = '2020-01-01T00-00-00-000Z-nightly';
    await put(`retro-caps/images/${sha(onlyOld)}`, onlyOld);
    await put(`retro-caps/${old}/database/schema.json`, '{}');
    await put(
      `retro-caps/${old}/manifest.json`,
      JSON.stringify({
        name: old,
        files: [
          { path: 'uploads/products/old.jpg', bytes: onlyOld.length, sha256: sha(onlyOld) },
          { path: 'uploads/products/b.png', bytes: keptImage.length, sha256: sha(keptImage) },
        ],
      }),
    );

    await pruneRemote(target, 1, 0); // one shop day kept: today's backups, not the one of 2020
    const listed = await target.client.send(new ListObjectsV2Command({ Bucket: 'shop-backups', Prefix: 'retro-caps/' }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!);
    expect(keys.filter((k) => k.startsWith(`retro-caps/${old}/`))).toEqual([]);
    expect(keys).not.toContain(`retro-caps/images/${sha(onlyOld)}`);
    expect(keys).toContain(`retro-caps/images/${sha(keptImage)}`);
    // every image a kept backup names is still there
    for (const m of keys.filter((k) => k.endsWith('/manifest.json'))) {
      const got = await target.client.send(new GetObjectCommand({ Bucket: 'shop-backups', Key: m }));
      const manifest = JSON.parse(await got.Body!.transformToString());
      for (const f of manifest.files.filter((x: { path: string }) => x.path.startsWith('uploads/'))) {
        expect(keys).toContain(`retro-caps/images/${f.sha256}`);
      }
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
