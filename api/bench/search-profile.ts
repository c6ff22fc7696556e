/**
 * Where the API's CPU goes while it answers distinct shoppers' searches: seeds the benchmark catalog, starts the API
 * as its own production process under `node --cpu-prof`, sends the search benchmark's requests at a fixed rate, and
 * prints the functions that took the most CPU (own time and with what they call) within the measured seconds only
 * (not the start-up's catalog load).
 *
 *   npm run build -w common && npm run build -w api && npm run bench:search-profile -w api
 *
 * Options (env): BENCH_PRODUCTS (100000), PROFILE_RATE (100), PROFILE_SECONDS (20), PROFILE_KIND (search | listing |
 * cached: 200 distinct searches asked over and over after a first pass, so every measured answer is the public list
 * cache's, already compressed: the HTTP layers alone, without the read model, serialising or gzip),
 * CATALOG_INDEX (on), PROFILE_TOP (30), PROFILE_DIR (a temporary folder; the .cpuprofile is kept there for DevTools),
 * PROFILE_PG_DIR (a folder kept between runs: the seeded database is made there once and reused by later runs, so a
 * before/after comparison does not pay the seeding twice and both runs read the very same catalog),
 * PROFILE_CACHE_TTL_MS (30000: the public list cache's lifetime; 0 turns it off),
 * PROFILE_CPU_PROF=off (no profiler: only the whole process's CPU per request, without the sampling's own cost).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { withDatabase } from '../src/database/data-source';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { openLoop } from './open-loop';
import { cpuMs, prepare, startApi, stopApi } from './run';
import { listingRequest, rng, searchRequest } from './shopper-requests';

const RATE = Number(process.env.PROFILE_RATE ?? 100);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 20);
const KIND = process.env.PROFILE_KIND === 'listing' ? 'listing' : process.env.PROFILE_KIND === 'cached' ? 'cached' : 'search';
const TOP = Number(process.env.PROFILE_TOP ?? 30);
const PROFILED = process.env.PROFILE_CPU_PROF !== 'off';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const log = (m: string) => process.stderr.write(`[bench:search-profile] ${m}\n`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** `name (file:line)` with the file shortened to what tells the layer apart (a package or the shop's own folder). */
function label(f: ProfileNode['callFrame']): string {
  const url = f.url.replace(/^file:\/\//, '');
  const nm = url.lastIndexOf('node_modules/');
  const where = nm >= 0 ? url.slice(nm + 'node_modules/'.length) : url.replace(/^.*\/dist\//, '');
  return `${f.functionName || '(anonymous)'} ${where ? `(${where}:${f.lineNumber + 1})` : ''}`.trim();
}

/** The layer of the request path a function belongs to, by where it is defined. */
export function layerOf(f: ProfileNode['callFrame']): string {
  const u = f.url.replace(/^file:\/\//, '');
  if (f.functionName === '(garbage collector)') return 'garbage collector';
  if (u.includes('/catalog-index/')) return 'read model (src/catalog-index)';
  if (u.includes('/src/listing/')) return 'listing service, list cache, sending (src/listing)';
  if (u.includes('zlib')) return 'gzip (node:zlib)';
  if (/class-validator|class-transformer|core\/validation/.test(u)) return 'validation pipes (class-validator, class-transformer)';
  if (u.includes('rxjs')) return 'rxjs (Nest interceptors)';
  if (u.includes('@nestjs')) return 'Nest router, guard, pipes, interceptors (@nestjs)';
  if (u.includes('/src/core/')) return 'shop core (guard, actor, interceptors, headers)';
  if (
    /node_modules\/(express|router|path-to-regexp|accepts|negotiator|send|finalhandler|helmet|body-parser|type-is|fresh|forwarded|proxy-addr)\//.test(
      u,
    )
  )
    return 'Express and its helpers';
  if (u === '' || u.startsWith('node:')) return 'Node (HTTP parsing and writing, streams, buffers, timers)';
  return 'other';
}

/** Own and inclusive CPU ms per function over the samples taken between `fromUs` and `toUs` (profile clock). */
export function summarise(profile: CpuProfile, fromUs: number, toUs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const own = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const layers = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i])!;
    const self = label(node.callFrame);
    if (node.callFrame.functionName === '(idle)') {
      idle += dt;
      continue;
    }
    total += dt;
    own.set(self, (own.get(self) ?? 0) + dt);
    const layer = layerOf(node.callFrame);
    layers.set(layer, (layers.get(layer) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const name = label(byId.get(id)!.callFrame);
      if (seen.has(name)) continue; // recursion counts once
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { total, idle, own: top(own), inclusive: top(inclusive), layers: top(layers) };
}

/** Mean size of the compressed answers to 200 requests of the same kind (what a shopper's phone receives). */
async function compressedBytes(base: string, next: (i: number) => string): Promise<number> {
  let total = 0;
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${base}${next(i)}`, { headers: { ...BROWSER } });
    // fetch decodes the body, so the wire size is read from the header (every list answer has one)
    total += Number(res.headers.get('content-length') ?? 0);
    await res.arrayBuffer();
  }
  return total / 200;
}

async function main(): Promise<void> {
  const kept = process.env.PROFILE_PG_DIR;
  const base = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-profile-pg-'));
  fs.mkdirSync(base, { recursive: true });
  fs.chmodSync(base, 0o755);
  const profileDir = process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cpuprof-'));
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(base, 'data'), persistent: !!kept });
  try {
    // the server's port changes on every start, so the database's name is what is kept
    const seeded = path.join(base, 'seeded-database-name');
    const url = kept && fs.existsSync(seeded) ? withDatabase(embedded.url, fs.readFileSync(seeded, 'utf8').trim()) : await prepare(embedded.url);
    if (kept) fs.writeFileSync(seeded, new URL(url).pathname.slice(1));
    process.env.CATALOG_INDEX ??= 'on';
    const spawned = performance.now();
    const api = await startApi(url, process.env.PROFILE_CACHE_TTL_MS ?? '30000', PROFILED ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
    let window: [number, number];
    let served = 0;
    let processCpu: number | null = null;
    let sentBytes = 0;
    try {
      const r = rng(7);
      const cycle = KIND === 'cached' ? Array.from({ length: 200 }, () => searchRequest(r)) : [];
      let n = 0;
      const next = () => (KIND === 'search' ? searchRequest(r) : KIND === 'listing' ? listingRequest(r) : cycle[n++ % cycle.length]);
      // the cached kind's first pass fills the cache (200 at 40/s), well within the entries' 30 s
      await openLoop({ base: api.base, rate: KIND === 'cached' ? 40 : 20, seconds: KIND === 'cached' ? 5 : 3, next, headers: BROWSER });
      const from = performance.now() - spawned;
      const cpuBefore = cpuMs(api.child.pid);
      const load = await openLoop({ base: api.base, rate: RATE, seconds: SECONDS, next, headers: BROWSER });
      const cpuAfter = cpuMs(api.child.pid);
      window = [from, performance.now() - spawned];
      if (cpuBefore !== null && cpuAfter !== null) processCpu = cpuAfter - cpuBefore;
      sentBytes = await compressedBytes(api.base, next);
      served = load.ok;
      log(
        `${KIND} @${RATE}/s: p50 ${load.p50.toFixed(1)} p95 ${load.p95.toFixed(1)} p99 ${load.p99.toFixed(1)} served ${load.ok} failed ${load.failed}`,
      );
    } finally {
      await stopApi(api);
    }
    const processLine = `whole process (all threads, /proc, 10 ms ticks): ${processCpu === null ? 'n/a' : `${(processCpu / served).toFixed(3)} ms per request`}`;
    const bytesLine = `bytes sent per answer (gzip, mean of 200 of the same requests): ${sentBytes.toFixed(0)}`;
    if (!PROFILED)
      return void process.stdout.write(`${KIND} at ${RATE}/s for ${SECONDS} s, ${served} answered, no profiler\n${processLine}\n${bytesLine}\n`);
    const file = fs
      .readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
    const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
    // the profile's clock starts with the process (a few ms after spawn): the measured seconds, a little narrowed
    const s = summarise(profile, profile.startTime + (window[0] + 500) * 1000, profile.startTime + (window[1] - 500) * 1000);
    const per = (ms: number) => (ms / served).toFixed(3);
    const out = [
      `CPU profile of the API (${process.env.CATALOG_INDEX === 'off' ? 'PostgreSQL path' : 'read model'}), ${KIND} at ${RATE}/s for ${SECONDS} s, ${served} answered; profile ${file}`,
      `busy ${s.total.toFixed(0)} ms (${per(s.total)} ms per request), idle ${s.idle.toFixed(0)} ms`,
      // the profile sees the main thread only; gzip runs in libuv's pool, which /proc counts with everything else
      processLine,
      bytesLine,
      '',
      '| layer (own CPU) | ms per request | share |',
      '|---|---|---|',
      ...s.layers.map(([n, ms]) => `| ${n} | ${per(ms)} | ${((100 * ms) / s.total).toFixed(1)}% |`),
      '',
      '| own ms per request | share | function |',
      '|---|---|---|',
      ...s.own.map(([n, ms]) => `| ${per(ms)} | ${((100 * ms) / s.total).toFixed(1)}% | ${n} |`),
      '',
      '| inclusive ms per request | share | function |',
      '|---|---|---|',
      ...s.inclusive.map(([n, ms]) => `| ${per(ms)} | ${((100 * ms) / s.total).toFixed(1)}% | ${n} |`),
    ];
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await embedded.stop().catch(() => undefined);
    if (!kept) fs.rmSync(base, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`profile failed: ${err?.stack ?? err}\n`);
    process.exit(1);
  });
}
