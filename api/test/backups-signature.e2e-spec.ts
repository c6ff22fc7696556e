import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { withDatabase } from '../src/database/data-source';
import { restoreCli } from '../src/backups/restore-cli';
import { bootTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39 item 7b: a backup whose manifest was edited consistently (a staff member raised to OWNER, the checksums
 * recomputed) must not restore without complaint. Every backup's manifest is signed with a key kept outside it; the
 * restore checks the signature before anything is written and refuses unless --ignore-signature is given.
 */
describe('Signed backup manifests', () => {
  let t: TestApp;
  let backupDir: string;
  let work: string;
  const clerkEmail = `clerk-${randomBytes(3).toString('hex')}@example.com`;
  const server = () => process.env.TEST_DATABASE_URL!;
  const databases: string[] = [];

  beforeAll(async () => {
    t = await bootTestApp({ BACKUPS: 'on' });
    const owner = await t.tokenFor('OWNER');
    await t.createUser({ role: 'ADMIN', email: clerkEmail, name: 'Clerk' });
    const made = (await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201)).body.data;
    backupDir = path.join(t.config.dataDir, 'backups', made.name);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-signature-'));
  });
  afterAll(async () => {
    const admin = new Client({ connectionString: withDatabase(server(), 'postgres') });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
    await t.close();
  });

  /** `npm run restore -- ...args` into a new database of its own: its exit code, everything it printed, and that database. */
  async function restore(args: string[], env: NodeJS.ProcessEnv = { JWT_SECRET: t.config.jwtSecret }) {
    const name = `sig_${randomBytes(4).toString('hex')}`;
    databases.push(name);
    const url = withDatabase(server(), name);
    const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
    let out = '';
    const capture = ((chunk: unknown) => {
      out += String(chunk);
      return true;
    }) as typeof process.stdout.write;
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
    let code: number;
    try {
      code = await restoreCli([...args, '--data-dir', dataDir], { DATABASE_URL: url, ...env });
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
    return { code, out, url, name };
  }

  async function databaseExists(name: string): Promise<boolean> {
    const admin = new Client({ connectionString: withDatabase(server(), 'postgres') });
    await admin.connect();
    try {
      return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    } finally {
      await admin.end();
    }
  }

  async function roleOf(url: string, email: string): Promise<string> {
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      return (await db.query('SELECT role FROM users WHERE email = $1', [email])).rows[0].role;
    } finally {
      await db.end();
    }
  }

  const copyOfBackup = (label: string) => {
    const dir = path.join(work, label, path.basename(backupDir));
    fs.cpSync(backupDir, dir, { recursive: true });
    return dir;
  };
  const readManifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const writeManifest = (dir: string, m: unknown) => fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(m, null, 2));

  /** What someone holding only the backup can do: raise the clerk to OWNER in the users table and recompute its hash. */
  function raiseClerkToOwner(dir: string): void {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, 'database', 'schema.json'), 'utf8'));
    const columns: string[] = schema.tables.find((x: { name: string }) => x.name === 'users').columns;
    const file = path.join(dir, 'database', 'users.copy.gz');
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const edited = lines.map((line) => {
      const fields = line.split('\t');
      if (fields[columns.indexOf('email')] !== clerkEmail) return line;
      fields[columns.indexOf('role')] = 'OWNER';
      return fields.join('\t');
    });
    expect(edited).not.toEqual(lines);
    const bytes = gzipSync(Buffer.from(edited.join('\n'), 'utf8'));
    fs.writeFileSync(file, bytes);
    const manifest = readManifest(dir);
    const entry = manifest.files.find((f: { path: string }) => f.path === 'database/users.copy.gz');
    entry.sha256 = createHash('sha256').update(bytes).digest('hex');
    entry.bytes = bytes.length;
    writeManifest(dir, manifest);
  }

  it('writes a signature into the manifest, made with a key that is not in the backup', () => {
    const manifest = readManifest(backupDir);
    expect(manifest.signature).toEqual({
      alg: 'HMAC-SHA256',
      keyId: expect.stringMatching(/^[0-9a-f]{16}$/),
      value: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const everything = fs
      .readdirSync(backupDir, { recursive: true })
      .map(String)
      .filter((f) => fs.statSync(path.join(backupDir, f)).isFile())
      .map((f) => {
        const raw = fs.readFileSync(path.join(backupDir, f));
        return f.endsWith('.gz') ? gunzipSync(raw) : raw;
      });
    for (const bytes of everything) expect(bytes.includes(t.config.jwtSecret)).toBe(false);
  });

  it('restores an untouched backup, checking its signature', async () => {
    const res = await restore([backupDir]);
    expect(res).toMatchObject({ code: 0 });
    expect(res.out).toMatch(/signature matches/);
    expect(await roleOf(res.url, clerkEmail)).toBe('ADMIN');
  });

  it('finds the key of the shop whose data folder holds the backup (its generated jwt-secret file) without JWT_SECRET', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'jwt-secret'), `${t.config.jwtSecret}\n`, { mode: 0o600 });
    try {
      const res = await restore([backupDir], {});
      expect(res.code).toBe(0);
    } finally {
      fs.rmSync(path.join(t.config.dataDir, 'jwt-secret'));
    }
  });

  it('refuses a backup whose manifest was edited consistently (a clerk raised to OWNER, checksums recomputed), writing nothing', async () => {
    const dir = copyOfBackup('edited');
    raiseClerkToOwner(dir);
    for (const args of [[dir], [dir, '--check']]) {
      const res = await restore(args);
      expect(res.code).toBe(1);
      expect(res.out).toContain(`Restore refused: The backup ${path.basename(dir)} was edited after it was made`);
      expect(res.out).toMatch(/does not match its signature/);
      expect(res.out).toMatch(/--ignore-signature/);
      expect(await databaseExists(res.name)).toBe(false);
    }
  });

  it('restores the edited backup with --ignore-signature, after a warning', async () => {
    const dir = copyOfBackup('edited-anyway');
    raiseClerkToOwner(dir);
    const res = await restore([dir, '--ignore-signature']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/WARNING: The backup .* was edited after it was made/);
    expect(res.out).toMatch(/Restoring it anyway \(--ignore-signature\)/);
    expect(await roleOf(res.url, clerkEmail)).toBe('OWNER');
  });

  it('refuses a backup signed by another installation, saying so, unless that key is given', async () => {
    const res = await restore([backupDir], { JWT_SECRET: randomBytes(32).toString('hex') });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/was signed by another installation .* or edited since/);
    expect(res.out).toMatch(/JWT_SECRET/);
    expect(await databaseExists(res.name)).toBe(false);
    // the owner kept the old installation's secret: BACKUP_SIGNING_KEY takes precedence over this shop's JWT_SECRET
    const kept = await restore([backupDir], { JWT_SECRET: randomBytes(32).toString('hex'), BACKUP_SIGNING_KEY: t.config.jwtSecret });
    expect(kept.code).toBe(0);
  });

  it('refuses an unsigned backup (made by an older version) without the flag, and restores it with the flag', async () => {
    const dir = copyOfBackup('unsigned');
    const { signature: _gone, ...old } = readManifest(dir);
    writeManifest(dir, old);
    const refused = await restore([dir]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`The backup ${path.basename(dir)} is unsigned: it was made by an older version of the shop`);
    expect(refused.out).toMatch(/--ignore-signature/);
    expect(await databaseExists(refused.name)).toBe(false);

    const anyway = await restore([dir, '--ignore-signature']);
    expect(anyway.code).toBe(0);
    expect(anyway.out).toMatch(/WARNING: The backup .* is unsigned/);
    expect(await roleOf(anyway.url, clerkEmail)).toBe('ADMIN');
  });

  it('tells a restore without any key what to provide', async () => {
    const res = await restore([copyOfBackup('no-key')], { DATA_DIR: path.join(work, 'no-such-shop') });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/no key to check it with/);
    expect(res.out).toMatch(/JWT_SECRET/);
  });
});
