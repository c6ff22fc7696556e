// Build stamps: a workspace's build is skipped when a hash over everything it is built from (its files, the files of
// the workspaces it depends on, the root config and the lock file, the Node version) equals the one saved after its
// last successful build and every file that build wrote is still there with the same size.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders that are outputs or caches, never inputs. */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);
/** Root files every workspace's build depends on. */
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** Where a workspace's build writes (the convention of every workspace here). */
const OUT_DIR = 'dist';

const stampDir = (root) => path.join(root, 'node_modules', '.cache', 'shop-build');
export const stampFile = (root, ws) => path.join(stampDir(root), `${ws.replace(/[^\w-]/g, '_')}.json`);

function files(dir, base = dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    // dot folders are tool caches (.astro, .vite, .turbo); dot files (.env.example) may be inputs
    if (e.isDirectory() ? SKIP_DIRS.has(e.name) || e.name.startsWith('.') : !e.isFile()) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, base, out);
    else out.push(path.relative(base, p));
  }
  return out;
}

/** The workspaces of the monorepo (root package.json), with their package names and @shop/* dependencies. */
export function readWorkspaces(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const all = (pkg.workspaces ?? []).map((dir) => {
    const p = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const deps = Object.keys({ ...p.dependencies, ...p.devDependencies });
    return { dir, name: p.name, deps, scripts: p.scripts ?? {} };
  });
  const byName = new Map(all.map((w) => [w.name, w.dir]));
  return all.map((w) => ({ ...w, deps: w.deps.filter((d) => byName.has(d)).map((d) => byName.get(d)) }));
}

/** Hash of one workspace's own files, content and path, in a stable order. */
function hashTree(root, dir) {
  const hash = createHash('sha256');
  for (const rel of files(path.join(root, dir)).sort()) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Everything `ws` is built from: its files, those of the workspaces it depends on (transitively), the root inputs. */
export function inputHash(root, ws, workspaces = readWorkspaces(root), extra = []) {
  const byDir = new Map(workspaces.map((w) => [w.dir, w]));
  const seen = new Set();
  const visit = (dir) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    for (const d of byDir.get(dir)?.deps ?? []) visit(d);
  };
  visit(ws);
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const dir of [...seen].sort()) hash.update(`${dir} ${hashTree(root, dir)}\n`);
  for (const f of [...ROOT_INPUTS, ...extra]) {
    const p = path.join(root, f);
    hash.update(`${f} ${existsSync(p) ? createHash('sha256').update(readFileSync(p)).digest('hex') : '-'}\n`);
  }
  return hash.digest('hex');
}

/** Every file the build wrote, with its size: a deleted or truncated output means build again. */
function outputs(root, ws) {
  const out = {};
  const dir = path.join(root, ws, OUT_DIR);
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out[path.relative(dir, p)] = statSync(p).size;
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Why `ws` must be built, or null when its stamp matches `hash` and its outputs are all there. */
export function staleReason(root, ws, hash) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(root, ws), 'utf8'));
  } catch {
    return 'never built here';
  }
  if (stamp.hash !== hash) return 'its sources changed';
  const files = Object.entries(stamp.outputs ?? {});
  if (files.length === 0) return 'no outputs recorded';
  for (const [rel, size] of files) {
    const p = path.join(root, ws, OUT_DIR, rel);
    if (!existsSync(p)) return `${OUT_DIR}/${rel} is missing`;
    if (statSync(p).size !== size) return `${OUT_DIR}/${rel} changed`;
  }
  return null;
}

export function writeStamp(root, ws, hash) {
  mkdirSync(stampDir(root), { recursive: true });
  writeFileSync(stampFile(root, ws), JSON.stringify({ hash, builtAt: new Date().toISOString(), outputs: outputs(root, ws) }));
}

export function clearStamp(root, ws) {
  rmSync(stampFile(root, ws), { force: true });
}

const NPM_BUILD = ['npm', ['run', 'build', '--silent']];

function run(root, ws, [cmd, args], log) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: path.join(root, ws), stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const text = Buffer.concat(chunks).toString();
      if (code === 0) return resolve(text);
      log(text);
      reject(new Error(`the build of ${ws} failed (exit code ${code})`));
    });
  });
}

/**
 * Builds the workspaces in `order` whose stamps are stale, each after the workspaces it depends on (`needs`: ws →
 * the workspaces whose *build output* it compiles against), at most `concurrency` at once. Answers per workspace
 * { ws, built, reason, ms }. A failed build clears its stamp, so the next run builds it again. `command` is what
 * builds a workspace, run in its folder (its `npm run build` unless told). `onDone(result)` hears of each workspace as
 * soon as it is built, found up to date or failed, so a caller can start what needs only that one.
 */
export async function buildIfChanged({ root, order, needs = {}, concurrency = 2, log = console.log, command = NPM_BUILD, onDone = () => {} }) {
  const workspaces = readWorkspaces(root);
  const results = new Map();
  const done = new Map();
  const slots = { free: concurrency, waiting: [] };
  const acquire = () => (slots.free > 0 ? (slots.free--, Promise.resolve()) : new Promise((r) => slots.waiting.push(r)));
  const release = () => (slots.waiting.length ? slots.waiting.shift()() : slots.free++);
  const one = async (ws) => {
    const upstream = await Promise.all((needs[ws] ?? []).filter((d) => done.has(d)).map((d) => done.get(d)));
    const hash = inputHash(root, ws, workspaces);
    // a rebuilt dependency changes this one's inputs only when its sources changed, which the hash already covers
    const reason = staleReason(root, ws, hash);
    if (!reason) {
      results.set(ws, { ws, built: false, reason: 'up to date', ms: 0 });
      return;
    }
    if (upstream.some((u) => u === 'failed')) throw new Error(`${ws} not built: a workspace it needs failed`);
    await acquire();
    const started = Date.now();
    try {
      log(`building ${ws} (${reason})`);
      clearStamp(root, ws);
      await run(root, ws, command, log);
      writeStamp(root, ws, hash);
      results.set(ws, { ws, built: true, reason, ms: Date.now() - started });
    } finally {
      release();
    }
  };
  for (const ws of order) {
    done.set(
      ws,
      one(ws)
        .then(
          () => 'ok',
          (err) => (results.set(ws, { ws, built: false, error: err.message }), 'failed'),
        )
        .then((outcome) => (onDone(results.get(ws)), outcome)),
    );
  }
  await Promise.all(done.values());
  return order.map((ws) => results.get(ws));
}
