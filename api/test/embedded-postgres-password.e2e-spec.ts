import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { passwordFileFor } from '../src/database/embedded-password';
import { type Owner, startOwner, stopOwner } from './helpers/embedded-owner';
import { ownPostgres } from './helpers/own-postgres';

/**
 * The embedded PostgreSQL's superuser has a random password kept in a 0600 file beside the data folder, never the
 * fixed `postgres` any local process could use; a data folder made with that old password still starts and moves on.
 */
jest.setTimeout(180_000);

const withPassword = (url: string, password: string) => {
  const u = new URL(url);
  u.password = password;
  return u.toString();
};

/** Answers the error code of a refused connection ('28P01': wrong password), or 'ok'. */
async function tryConnect(url: string): Promise<string> {
  const c = new Client({ connectionString: url });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  } finally {
    await c.end().catch(() => undefined);
  }
}

const fileLines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('embedded PostgreSQL password', () => {
  let base: string;
  const owners: Owner[] = [];
  const start = async (dataDir: string) => {
    const owner = await startOwner(dataDir);
    owners.push(owner);
    return owner;
  };

  beforeAll(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-password-'));
    fs.chmodSync(base, 0o755);
  });
  afterAll(async () => {
    for (const o of owners.reverse()) await stopOwner(o)().catch(() => undefined);
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('a fresh data folder gets a random password in a 0600 file, and the password postgres is refused', async () => {
    const dataDir = path.join(base, 'fresh');
    const owner = await start(dataDir);
    const file = passwordFileFor(dataDir);
    expect(modeOf(file)).toBe(0o600);
    const lines = fileLines(file);
    expect(lines).toHaveLength(1);
    expect(lines[0].length).toBeGreaterThanOrEqual(32);
    expect(decodeURIComponent(new URL(owner.url).password)).toBe(lines[0]);
    expect(await tryConnect(owner.url)).toBe('ok');
    expect(await tryConnect(withPassword(owner.url, 'postgres'))).toBe('28P01');

    // a restart keeps the same password
    await stopOwner(owner)();
    const again = await start(dataDir);
    expect(new URL(again.url).password).toBe(new URL(owner.url).password);
    expect(await tryConnect(again.url)).toBe('ok');
    await stopOwner(again)();
  });

  it('an old-style data folder (initialised with the password postgres) still starts and moves to a random password', async () => {
    const dataDir = path.join(base, 'old-style');
    const old = await ownPostgres({ dataDir, password: 'postgres' });
    const seed = new Client({ connectionString: old.url });
    await seed.connect();
    await seed.query('CREATE TABLE kept (n int)');
    await seed.query('INSERT INTO kept VALUES (7)');
    await seed.end();
    await old.dispose();
    expect(fs.existsSync(passwordFileFor(dataDir))).toBe(false);

    const owner = await start(dataDir);
    const file = passwordFileFor(dataDir);
    expect(modeOf(file)).toBe(0o600);
    expect(fileLines(file)).toHaveLength(1);
    expect(fileLines(file)[0]).not.toBe('postgres');
    expect(await tryConnect(withPassword(owner.url, 'postgres'))).toBe('28P01');
    const c = new Client({ connectionString: owner.url });
    await c.connect();
    expect((await c.query('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
    await c.end();
    await stopOwner(owner)();
  });

  it('a start that stopped after saving the new password but before setting it finishes the move next time', async () => {
    const dataDir = path.join(base, 'half-moved');
    const old = await ownPostgres({ dataDir, password: 'postgres' });
    await old.dispose();
    // the state such a crash leaves: the file names the new password, and the old one still to be replaced
    const file = passwordFileFor(dataDir);
    fs.writeFileSync(file, 'a-new-password-saved-before-the-crash-0123456789\npostgres\n', { mode: 0o600 });

    const owner = await start(dataDir);
    expect(decodeURIComponent(new URL(owner.url).password)).toBe('a-new-password-saved-before-the-crash-0123456789');
    expect(await tryConnect(owner.url)).toBe('ok');
    expect(await tryConnect(withPassword(owner.url, 'postgres'))).toBe('28P01');
    expect(fileLines(file)).toEqual(['a-new-password-saved-before-the-crash-0123456789']);
    await stopOwner(owner)();
  });
});
