import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../src/database/embedded-postgres';

/** A PostgreSQL server a test can stop and start again (same data, same port), apart from the shared one. */
export interface OwnPostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  dispose(): Promise<void>;
}

/** `password` initialises the folder; the default is a fresh random one, as the shop's own start makes. */
export async function ownPostgres(opts: { dataDir?: string; password?: string } = {}): Promise<OwnPostgres> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-own-pg-'));
  fs.chmodSync(base, 0o755); // the postgres user must be able to enter it
  const dataDir = opts.dataDir ?? path.join(base, 'data');
  const password = opts.password ?? randomBytes(24).toString('base64url');
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(process.execPath, [path.join(__dirname, 'postgres-process.mjs'), dataDir, String(port)], {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, POSTGRES_PASSWORD: password },
      });
      let err = '';
      proc.stderr!.on('data', (c) => (err += c));
      proc.stdout!.on('data', (c) => String(c).includes('ready') && resolve());
      proc.on('exit', (code) => reject(new Error(`PostgreSQL process exited (${code}): ${err}`)));
      child = proc;
    });
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.stdin!.write('stop\n');
    });
  };
  await start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async dispose() {
      await stop();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
