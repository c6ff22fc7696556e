// Starts API processes (`node api/dist/src/main.js`, what the container runs) on one shared PostgreSQL and one shared
// data folder, as several instances behind a load balancer would run: for the multi-instance test and benchmark.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { copyTemplateWithDatabaseAt } from './shop-data-template.mjs';
import { exited, freePort, ROOT, RUNNING_BANNER } from './shop-process.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const { startEmbeddedPostgres } = createRequire(import.meta.url)(path.join(ROOT, 'api', 'dist', 'src', 'database', 'embedded-postgres.js'));

/**
 * One embedded PostgreSQL and a data folder for every instance; stop() ends the instances first, then the server.
 * Given a data folder `template` (shop-data-template.mjs), the database (with its password file) and the data folder
 * start as a copy of the first start it holds, for tests not about a first start (`env` then names its owner);
 * without one, or when the copy fails, both start empty.
 */
export async function startCluster({ env = {}, template = null } = {}) {
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-instances-'));
  chmodSync(tmpRoot, 0o755);
  const dataDir = path.join(tmpRoot, 'data');
  const pgDataDir = path.join(tmpRoot, 'postgres');
  if (template) copyTemplateWithDatabaseAt(template, dataDir, pgDataDir);
  const pg = await startEmbeddedPostgres({ dataDir: pgDataDir, notice: () => undefined });
  const databaseUrl = pg.url.replace(/\/postgres$/, '/shop');
  const instances = [];
  const shared = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'instances-test-secret-0123456789abcdef0123456789',
    ADMIN_EMAIL: 'owner@instances.test',
    ADMIN_PASSWORD: 'instances-owner-pass-1',
    LOG_REQUESTS: 'false',
    UPLOAD_SWEEP: 'off',
    ...env,
  };

  async function startInstance(name, extraEnv = {}) {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'src', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_SITE_URL: `http://localhost:${port}`, ...shared, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    let listening = false;
    const keep = (chunk) => {
      output.push(chunk.toString());
      if (chunk.toString().includes(RUNNING_BANNER)) listening = true;
      if (output.length > 2000) output.shift();
      if (process.env.INSTANCES_LOG) process.stdout.write(`[${name}] ${chunk}`);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const url = `http://127.0.0.1:${port}`;
    const instance = { name, url, port, child, output, email: shared.ADMIN_EMAIL, password: shared.ADMIN_PASSWORD, log: () => output.join('') };
    instance.stop = async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited(child, 15000);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    instances.push(instance);
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}):\n${instance.log().slice(-4000)}`);
      try {
        // the banner first: until our process listens, another one may hold the port freePort() chose and answer
        if (listening && (await fetch(`${url}/api/v1/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error(`${name} did not answer /health in 120 s:\n${instance.log().slice(-4000)}`);
      await sleep(100);
    }
    return instance;
  }

  async function stop() {
    await Promise.all(instances.map((i) => i.stop()));
    await pg.stop().catch(() => undefined);
    rmSync(tmpRoot, { recursive: true, force: true });
  }

  return { dataDir, pgDataDir, databaseUrl, startInstance, stop };
}
