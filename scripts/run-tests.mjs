#!/usr/bin/env node
// Builds what changed (as `npm start` does) and runs every test suite of the repo side by side, each once the builds
// it needs are done, at most TEST_CONCURRENCY at once (2 unless told; the fault and browser
// suites run two files or two shops at a time of their own): each workspace's
// `test` script and each root `test:<name>` script that is a suite of its own (not one that runs others). Suites that
// took longest last time start first. Output is collected per suite and printed whole when it ends (a failing suite's
// in full, a passing one's last lines unless TEST_OUTPUT=full), then a table of times; the run fails if any suite did.
//   node scripts/run-tests.mjs                 every suite
//   node scripts/run-tests.mjs api faults      only these (workspace folders or root `test:` names)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtLine, buildChanged, DEFAULT_ORDER as BUILD_ORDER } from './build-if-changed.mjs';
import { readWorkspaces } from './lib/build-stamps.mjs';
import { prepareTestShops } from './lib/prepare-shops.mjs';
import { ROOT } from './lib/shop-process.mjs';
import { makeScratchFolder } from './lib/test-scratch.mjs';

const TIMES_FILE = path.join(ROOT, 'node_modules', '.cache', 'shop-tests', 'times.json');
const SEED_TIMES_FILE = path.join(ROOT, 'scripts', 'test-times.json');
/** A root script that starts other suites (or this runner) is not a suite. */
const AGGREGATE = /\bnpm (run )?test\b|run-tests\.mjs/;
const TAIL_LINES = 15;
/**
 * Suites that start shops. They start once what shops share (the renderer bundle and the data folder template,
 * scripts/lib/prepare-shops.mjs) is made, once, while the first other suite runs.
 */
const SHOP_SUITES = new Set(['faults', 'browser', 'start']);
/**
 * The builds a suite waits for; every one unless named. The api suite compiles the app from its sources and needs only
 * common's output, so it starts while the back office is still being bundled (about 9 s of one core the bundler left
 * idle on a clean clone).
 */
const BUILD_NEEDS = { api: ['common'] };

/** The workspaces whose builds suite `name` waits for. */
export const buildsNeeded = (name) => BUILD_NEEDS[name] ?? BUILD_ORDER;

export function listSuites(root = ROOT) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const suites = readWorkspaces(root)
    .filter((w) => w.scripts.test)
    .map((w) => ({ name: w.dir, cwd: path.join(root, w.dir), script: 'test' }));
  for (const [script, command] of Object.entries(pkg.scripts ?? {})) {
    if (script.startsWith('test:') && !AGGREGATE.test(command)) suites.push({ name: script.slice(5), cwd: root, script });
  }
  return suites;
}

/**
 * What a free lane runs next from `queue` (longest first): the first suite it can start now, except that the first
 * lane to meet a shop suite before the shops' bundle and template are made takes that suite and waits for them (`wait`),
 * so the longest suite is not pushed to the end; a lane after it starts what needs no shop. Null when nothing is left.
 */
export function nextSuite(queue, { shopsReady, waiting }) {
  const i = queue.findIndex((s) => shopsReady || !SHOP_SUITES.has(s.name));
  if (i === 0 || (i > 0 && waiting)) return { suite: queue[i], wait: false };
  if (!queue.length) return null;
  return { suite: queue[0], wait: true };
}

/** Times of the last run here, over the committed ones (a fresh clone has no run of its own yet). */
function readTimes() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return {};
    }
  };
  return { ...read(SEED_TIMES_FILE), ...read(TIMES_FILE) };
}

function saveTimes(results) {
  const times = { ...readTimes() };
  for (const r of results) if (r.code === 0) times[r.name] = r.ms;
  mkdirSync(path.dirname(TIMES_FILE), { recursive: true });
  writeFileSync(TIMES_FILE, JSON.stringify(times, null, 2));
}

const GNU_TIME = '/usr/bin/time';

/** The user and system CPU seconds GNU time wrote, in ms; null when not measured. */
function readCpu(file) {
  if (!file) return null;
  try {
    const last = readFileSync(file, 'utf8').trim().split('\n').pop();
    rmSync(file, { force: true });
    const [user, system] = last.split(' ').map(Number);
    return Number.isFinite(user + system) ? Math.round((user + system) * 1000) : null;
  } catch {
    return null;
  }
}

function runSuite(suite, onStart) {
  return new Promise((resolve) => {
    const started = Date.now();
    onStart(suite);
    // GNU time, where the machine has it, counts the CPU the suite's processes used (what two lanes compete for)
    const cpuFile = existsSync(GNU_TIME) ? path.join(os.tmpdir(), `suite-cpu-${process.pid}-${suite.name}.txt`) : null;
    const command = cpuFile
      ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, 'npm', 'run', suite.script, '--silent']]
      : ['npm', ['run', suite.script, '--silent']];
    const child = spawn(command[0], command[1], {
      cwd: suite.cwd,
      // colour codes would only clutter the collected output; CI=1 keeps watch modes and prompts off
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')), NO_COLOR: '1', CI: process.env.CI ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) =>
      resolve({ ...suite, code: code ?? 1, signal, ms: Date.now() - started, cpuMs: readCpu(cpuFile), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/**
 * The lines of a suite's output that name what failed (jest's `FAIL file` and `● test`, vitest's `FAIL file > test`
 * and `× test`, node --test's `✖ test`), so they can be repeated at the very end, where a log's tail is read.
 */
export function failureLines(output, max = 40) {
  const named = /^\s*(FAIL\s|●\s(?!Console)|×\s|✖\s|✗\s|not ok\s)/;
  const seen = new Set();
  for (const line of output.split('\n')) {
    const l = line.replace(/\s+$/, '');
    if (named.test(l) && !seen.has(l.trim())) seen.add(l.trim());
  }
  const lines = [...seen];
  return lines.length > max ? [...lines.slice(0, max), `... and ${lines.length - max} more`] : lines;
}

function report(r) {
  const lines = r.output.replace(/\s+$/, '').split('\n');
  const full = r.code !== 0 || process.env.TEST_OUTPUT === 'full';
  const shown = full ? lines : lines.slice(-TAIL_LINES);
  const head = `\n==== ${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code}${r.signal ? `, ${r.signal}` : ''})`} in ${(r.ms / 1000).toFixed(1)} s`;
  console.log(`${head}${full ? '' : ` (last ${TAIL_LINES} lines; TEST_OUTPUT=full for all)`} ====`);
  console.log(shown.map((l) => `[${r.name}] ${l}`).join('\n'));
}

async function main() {
  const only = process.argv.slice(2);
  const all = listSuites();
  const unknown = only.filter((n) => !all.some((s) => s.name === n));
  if (unknown.length) {
    console.error(`No such suite: ${unknown.join(', ')} (suites: ${all.map((s) => s.name).join(', ')})`);
    process.exit(2);
  }
  const times = readTimes();
  // longest first (a suite never timed counts as long), so the last suite to start is a short one
  const queue = all.filter((s) => !only.length || only.includes(s.name)).sort((a, b) => (times[b.name] ?? 600_000) - (times[a.name] ?? 600_000));
  const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY) || Math.min(2, os.availableParallelism()));
  console.log(`Running ${queue.length} suites, ${concurrency} at a time: ${queue.map((s) => s.name).join(', ')}`);
  // every suite's temporary files (os.tmpdir() reads TMPDIR) in one folder, in memory where there is room, removed
  // at the end; set before the shops' template is made, as that starts a shop too
  const scratch = makeScratchFolder();
  if (scratch) {
    process.env.TMPDIR = scratch.dir;
    process.on('exit', scratch.remove);
    // stopped (Ctrl-C, a CI timeout): the suites get the signal too; the folder must not stay in memory
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
    console.log(`Temporary files in ${scratch.dir}`);
  }
  const started = Date.now();
  const results = [];
  const needsShops = queue.some((s) => SHOP_SUITES.has(s.name));
  let shopsReady = !needsShops;
  const since = () => `+${((Date.now() - started) / 1000).toFixed(0)} s`;
  // what changed is built first, as `npm start` does; each suite waits only for the builds it needs
  const built = new Map(
    BUILD_ORDER.map((ws) => {
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      return [ws, { promise, resolve }];
    }),
  );
  const building = buildChanged(BUILD_ORDER, (r) => {
    console.log(`${builtLine(r)}, at ${since()}`);
    built.get(r.ws).resolve(!r.error);
  });
  const builtOk = (names) => Promise.all(names.map((ws) => built.get(ws).promise)).then((oks) => oks.every(Boolean));
  const prepared = needsShops
    ? builtOk(BUILD_ORDER).then(
        (ok) =>
          ok &&
          prepareTestShops((what, made, err) =>
            console.log(
              err ? `-> ${what} not made (${err.message}); shops make their own` : `-> ${what} ${made ? 'made' : 'up to date'} at ${since()}`,
            ),
          ),
      )
    : Promise.resolve();
  void prepared.then(() => (shopsReady = true));
  let waiting = false;
  const next = async () => {
    const pick = nextSuite(queue, { shopsReady, waiting });
    if (!pick) return undefined;
    queue.splice(queue.indexOf(pick.suite), 1);
    if (pick.wait) {
      waiting = true;
      await prepared;
    }
    return pick.suite;
  };
  const lane = async () => {
    for (let s = await next(); s; s = await next()) {
      const r = (await builtOk(buildsNeeded(s.name)))
        ? await runSuite(s, (x) => console.log(`-> ${x.name} started at ${since()}`))
        : { ...s, code: 1, ms: 0, cpuMs: null, output: 'not run: a build it needs failed (above)' };
      report(r);
      results.push(r);
    }
  };
  await Promise.all([building, ...Array.from({ length: concurrency }, lane)]);
  saveTimes(results);
  const failed = results.filter((r) => r.code !== 0);
  const secs = (ms) => (ms == null ? '-' : `${(ms / 1000).toFixed(1)} s`);
  console.log(`\nSuite            Time       CPU     Result`);
  for (const r of results.sort((a, b) => b.ms - a.ms))
    console.log(`${r.name.padEnd(16)} ${secs(r.ms).padStart(8)} ${secs(r.cpuMs).padStart(9)}  ${r.code === 0 ? 'passed' : 'FAILED'}`);
  console.log(
    `All suites: ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${concurrency} at a time; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (failed.length) {
    for (const r of failed)
      console.log(
        `\nWhat failed in ${r.name}:\n${
          failureLines(r.output)
            .map((l) => `  ${l}`)
            .join('\n') || '  (no test named; see its output above)'
        }`,
      );
    console.log(`FAILED: ${failed.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
