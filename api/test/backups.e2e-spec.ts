import { Client } from 'pg';
import { ADVISORY_LOCK } from '../src/core/cluster/advisory-locks';
import { backupBeforeMigrations, listBackups } from '../src/backups/backup-runner';
import { shopSigningKey } from '../src/backups/backup-signing';
import { withDatabase } from '../src/database/data-source';
import { bootTestApp, type TestApp } from './helpers/test-app';

describe('Backups (owner only)', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await bootTestApp({ BACKUPS: 'on' });
    owner = await t.tokenFor('OWNER');
  });
  afterAll(async () => t.close());

  it('refuses an ADMIN every backup route with 403', async () => {
    const admin = await t.tokenFor('ADMIN');
    for (const req of [
      t.http.get('/api/v1/backups/status'),
      t.http.get('/api/v1/backups'),
      t.http.post('/api/v1/backups'),
      t.http.get('/api/v1/backups/latest/download'),
    ]) {
      expect((await req.set(t.bearer(admin))).status).toBe(403);
    }
  });

  it('says there is no backup yet: the dashboard warning, an empty list, a 404 download and no age in /health', async () => {
    const status = await t.http.get('/api/v1/backups/status').set(t.bearer(owner)).expect(200);
    expect(status.body.data).toMatchObject({ enabled: true, latest: null, warning: 'none', keep: { daily: 7, weekly: 4 } });
    expect(new Date(status.body.data.nextAt).getTime()).toBeGreaterThan(Date.now());
    expect((await t.http.get('/api/v1/backups').set(t.bearer(owner)).expect(200)).body.data).toEqual([]);
    const download = await t.http.get('/api/v1/backups/latest/download').set(t.bearer(owner)).expect(404);
    expect(download.body.message).toMatch(/no backup yet/);
    expect((await t.http.get('/api/v1/health').expect(200)).body.data.lastBackupAgeSeconds).toBeNull();
  });

  it('backs up now: the manifest counts the rows and checksums every file; status, list, /health and the download follow', async () => {
    const asked = Date.now();
    const made = await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201);
    const manifest = made.body.data;
    const users = Number((await t.ds.query('SELECT count(*)::int AS n FROM users'))[0].n);
    expect(manifest).toMatchObject({ format: 'shop-backup/1', reason: 'manual', rows: expect.objectContaining({ users }) });
    expect(manifest.lastMigration.name).toMatch(/^\w+\d{13}$/);
    expect(manifest.files.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['database/schema.json', 'database/users.copy.gz', 'database/sales.copy.gz']),
    );
    for (const f of manifest.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);

    const status = (await t.http.get('/api/v1/backups/status').set(t.bearer(owner)).expect(200)).body.data;
    expect(status).toMatchObject({ warning: null, latest: { name: manifest.name, reason: 'manual' }, lastRun: { ok: true, name: manifest.name } });
    expect((await t.http.get('/api/v1/backups').set(t.bearer(owner)).expect(200)).body.data.map((m: { name: string }) => m.name)).toEqual([
      manifest.name,
    ]);
    // the age of the backup made above: no older than the time since the test asked for it, however slowly that went
    const age = (await t.http.get('/api/v1/health').expect(200)).body.data.lastBackupAgeSeconds;
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThanOrEqual(Math.ceil((Date.now() - asked) / 1000));

    const tar = await t.http
      .get('/api/v1/backups/latest/download')
      .set(t.bearer(owner))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(tar.status).toBe(200);
    expect(tar.headers['content-type']).toBe('application/x-tar');
    expect(tar.headers['content-disposition']).toBe(`attachment; filename="${manifest.name}.tar"`);
    expect(tar.headers['cache-control']).toMatch(/no-store/);
    const body = tar.body as Buffer;
    expect(body.subarray(0, 100).toString().replace(/\0.*$/s, '')).toBe(`${manifest.name}/manifest.json`);
    for (const f of manifest.files) expect(body.includes(Buffer.from(`${manifest.name}/${f.path}`))).toBe(true);
  });

  it('answers 409 while another backup holds the lock, and records nothing as failed', async () => {
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK.backup]);
      const busy = await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(409);
      expect(busy.body.message).toMatch(/already being written/);
    } finally {
      await holder.end();
    }
    expect((await t.http.get('/api/v1/backups/status').set(t.bearer(owner))).body.data.warning).toBeNull();
  });

  it('backs up before migrations only when some are pending and the database holds a shop', async () => {
    const keep = { keepDaily: 7, keepWeekly: 4, signingKey: shopSigningKey({}, t.config.jwtSecret) };
    expect(await backupBeforeMigrations(t.databaseUrl, t.config.dataDir, false, keep)).toBeNull();
    const made = await backupBeforeMigrations(t.databaseUrl, t.config.dataDir, true, keep);
    expect(made).toMatchObject({ reason: 'pre-migration', name: expect.stringMatching(/-pre-migration$/) });
    // the earlier manual backup of the same day is kept beside it
    expect(listBackups(t.config.dataDir).map((m) => m.reason)).toEqual(['pre-migration', 'manual']);
    // a first start (an empty database) has nothing to lose
    const server = new Client({ connectionString: withDatabase(t.databaseUrl, 'postgres') });
    await server.connect();
    const name = `empty_${Date.now().toString(36)}`;
    try {
      await server.query(`CREATE DATABASE "${name}"`);
      expect(await backupBeforeMigrations(withDatabase(t.databaseUrl, name), t.config.dataDir, true, keep)).toBeNull();
    } finally {
      await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await server.end();
    }
  });
});
