import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, freePort, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { withDatabase } from '../src/database/data-source';

const API_MAIN = path.resolve(__dirname, '../src/main.js');
const DOCS = path.resolve(__dirname, '../../../docs/benchmarks.md');
const OWNER_EMAIL = 'bench-owner@example.com';

/** `--name <number>` from the command line, or the default. */
export function numberArg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
}

/** The built API running as its own process on a fresh database, for the benchmarks that load it over HTTP. */
export interface BenchApi {
  base: string;
  url: string;
  dbName: string;
  /** A connection of the benchmark's own to that database (seeding, checks). */
  db: Client;
  child: ChildProcess;
  /** Signs in as the owner the API created on start. */
  signIn(): Promise<string>;
  /** Stops the API and drops the database (kept with `keep`, when it lives on BENCH_DATABASE_URL). */
  stop(keep?: boolean): Promise<void>;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not become healthy within 2 minutes');
}

/**
 * PostgreSQL: BENCH_DATABASE_URL (a server; a fresh database is created on it) or an embedded one in a temporary
 * folder. The API runs in production mode from dist/src/main.js, with `env` added to its environment; the answer
 * comes once its migrations have run.
 */
export async function startBenchApi(name: string, env: Record<string, string> = {}): Promise<BenchApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-data-'));
  let embedded: EmbeddedDatabase | null = null;
  let tmp: string | null = null;
  let serverUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!serverUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`));
    fs.chmodSync(tmp, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), persistent: false });
    serverUrl = embedded.url;
  }
  const dbName = `bench_${name}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = withDatabase(serverUrl, dbName);
  const base = `http://127.0.0.1:${await freePort()}`;
  const password = randomBytes(12).toString('hex');
  const child = spawn(process.execPath, [API_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: OWNER_EMAIL,
      ADMIN_PASSWORD: password,
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      STOREFRONT_REBUILD: 'off',
      UPLOAD_SWEEP: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new Client({ connectionString: url });
  const stop = async (keep = false) => {
    await db.end().catch(() => undefined);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (keep && !embedded) console.log(`kept the database ${url}`);
    else await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
    await db.connect();
  } catch (err) {
    await stop();
    throw err;
  }
  const signIn = async () => {
    // the owner account is created right after the API starts listening
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: OWNER_EMAIL, password }),
      });
      if (res.ok) return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('could not sign in as the benchmark owner');
  };
  return { base, url, dbName, db, child, signIn, stop };
}

/** Replaces the `## <heading>` section of docs/benchmarks.md (or appends it), leaving the other sections alone. */
export function writeDocsSection(heading: string, section: string): void {
  const current = fs.existsSync(DOCS) ? fs.readFileSync(DOCS, 'utf8') : '# Benchmarks\n';
  const start = current.search(new RegExp(`^## ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm'));
  let next: string;
  if (start < 0) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const rest = current.slice(start + 1);
    const end = rest.search(/^## /m);
    next = current.slice(0, start) + section + (end < 0 ? '' : `\n${rest.slice(end)}`);
  }
  fs.writeFileSync(DOCS, next.trimEnd() + '\n');
  console.log(`wrote the "${heading}" section of ${DOCS}`);
}
