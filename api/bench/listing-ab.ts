/**
 * Shoppers' listings over HTTP, two builds of the API side by side on one seeded catalog: this build's and another
 * (a copy of an earlier dist), each started as its own production process with the read model, then asked the search
 * benchmark's distinct category/listing pages (a quarter filtered by size) at a fixed mean rate, Poisson arrivals,
 * the same requests for both. The runs alternate A, B, A, B..., so a machine busy with other work slows both alike;
 * the figure to compare is the API's CPU per request (latency on a shared machine measures the machine).
 *
 *   cp -r api/dist node_modules/.cache/listing-old-dist      # before the change
 *   npm run build -w api && node api/dist/bench/listing-ab.js node_modules/.cache/listing-old-dist
 *
 * Without an argument this build is measured against itself (the spread between two identical runs). Options (env):
 * BENCH_KIND (listing | search: the search benchmark's first scenario, distinct searches with facets, a quarter by
 * size), BENCH_ENCODING (the Accept-Encoding sent: 'gzip, deflate, br' as browsers; 'gzip', 'identity'...),
 * BENCH_API_NODE_ARGS (flags for the API processes, split on spaces, e.g. --max-semi-space-size=16; BENCH_RUN is set
 * in their environment to the round and build, for a --require'd observer naming its output),
 * BENCH_PRODUCTS (100000), BENCH_LISTING_RATE (200), BENCH_SEARCH_RATE (100), BENCH_SECONDS (20), BENCH_ROUNDS (2), BENCH_SIZE_SHARE (0.25),
 * BENCH_COUNTED (0.1), BENCH_SEED (1), BENCH_DATABASE_URL (a server to seed a fresh database on; else an embedded one),
 * BENCH_START_SECONDS (60: how long an API may take to answer its health check), BENCH_PG_DIR (a folder kept between
 * runs: the catalog is seeded there once and read by later runs).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { withDatabase } from '../src/database/data-source';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { openLoop } from './open-loop';
import { countSomeStock, cpuMs, prepare, startApi, stopApi } from './run';
import { listingRequest, rng, searchRequest, sized } from './shopper-requests';

const KIND = process.env.BENCH_KIND === 'search' ? 'search' : 'listing';
const RATE = KIND === 'search' ? Number(process.env.BENCH_SEARCH_RATE ?? 100) : Number(process.env.BENCH_LISTING_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SIZE_SHARE = Number(process.env.BENCH_SIZE_SHARE ?? 0.25);
const COUNTED = Number(process.env.BENCH_COUNTED ?? 0.1);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const BROWSER = { 'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip, deflate, br' };
const NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
const log = (m: string) => process.stderr.write(`[bench:listing-ab] ${m}\n`);

/** The search benchmark's listing scenario or its first search scenario (api/bench/search.ts), from a seed. */
const requests = (seed: number) => {
  if (KIND === 'search') {
    const r = rng(seed);
    return sized(seed, () => searchRequest(r), SIZE_SHARE);
  }
  const r = rng(seed + 1000);
  return sized(seed + 1000, () => listingRequest(r), SIZE_SHARE);
};

interface Run {
  build: string;
  cpuPerRequest: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  served: number;
  failed: number;
  load: number;
}

async function main(): Promise<void> {
  const other = process.argv[2] ? path.resolve(process.argv[2]) : path.join(__dirname, '..');
  const builds: [string, string][] = [
    ['this build', path.join(__dirname, '..', 'src', 'main.js')],
    [process.argv[2] ? `other (${process.argv[2]})` : 'this build again', path.join(other, 'src', 'main.js')],
  ];
  for (const [, main] of builds) if (!fs.existsSync(main)) throw new Error(`no API at ${main}`);
  const given = process.env.BENCH_DATABASE_URL;
  const kept = process.env.BENCH_PG_DIR;
  const base = given ? null : (kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-')));
  if (base) {
    fs.mkdirSync(base, { recursive: true });
    fs.chmodSync(base, 0o755);
  }
  const embedded = base ? await startEmbeddedPostgres({ dataDir: path.join(base, 'data'), persistent: !!kept }) : null;
  const runs: Run[] = [];
  try {
    // a kept folder's database is seeded once and read by every later run
    const seeded = base && kept ? path.join(base, 'seeded-database-name') : null;
    let url: string;
    if (seeded && fs.existsSync(seeded)) url = withDatabase(embedded!.url, fs.readFileSync(seeded, 'utf8').trim());
    else {
      url = await prepare(given ?? embedded!.url);
      await countSomeStock(url, COUNTED);
      if (seeded) fs.writeFileSync(seeded, new URL(url).pathname.slice(1));
    }
    process.env.CATALOG_INDEX = 'on';
    for (let round = 0; round < ROUNDS; round++) {
      // the order flips each round, so neither build always runs first
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const [build, main] of order) {
        process.env.BENCH_RUN = `${round + 1}-${build === builds[0][0] ? 'this' : 'other'}`;
        const api = await startApi(url, '30000', NODE_ARGS, main);
        try {
          await openLoop({ base: api.base, rate: 20, seconds: 3, next: requests(SEED + 7), headers: BROWSER });
          const load = os.loadavg()[0];
          const before = cpuMs(api.child.pid);
          const r = await openLoop({
            base: api.base,
            rate: RATE,
            seconds: SECONDS,
            next: requests(SEED),
            headers: BROWSER,
            poissonSeed: SEED + RATE,
          });
          const after = cpuMs(api.child.pid);
          // per request that reached the API: one the client gave up on after 10 s was still answered there, so on
          // a machine too busy for the client to keep up, CPU per answer received would count the same work twice
          const reached = r.sent - (r.reasons['dropped (too many in flight)'] ?? 0);
          const run = {
            build,
            cpuPerRequest: ((after ?? 0) - (before ?? 0)) / Math.max(1, reached),
            p50: r.p50,
            p95: r.p95,
            p99: r.p99,
            max: r.max,
            served: r.ok,
            failed: r.failed,
            load,
          };
          log(
            `${build}: API CPU ${run.cpuPerRequest.toFixed(3)} ms/req, p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} max ${r.max.toFixed(1)} ms (client lag p95 ${r.sendLagP95.toFixed(2)}), ${r.ok} served, ${r.failed} failed, load ${load.toFixed(1)}`,
          );
          runs.push(run);
        } finally {
          await stopApi(api);
        }
      }
    }
  } finally {
    await embedded?.stop().catch(() => undefined);
    if (base && !kept) fs.rmSync(base, { recursive: true, force: true });
  }
  const mean = (build: string, pick: (r: Run) => number) => {
    const of = runs.filter((r) => r.build === build);
    return of.reduce((s, r) => s + pick(r), 0) / of.length;
  };
  process.stdout.write(
    [
      `${KIND === 'search' ? 'Searches' : 'Listings'} at ${RATE}/s for ${SECONDS} s, ${ROUNDS} rounds, Accept-Encoding: ${BROWSER['accept-encoding']}, ${new Date().toISOString()}`,
      '',
      '| build | API CPU ms/req | p50 ms | p95 ms | p99 ms | max ms | served | failed | load (1 min) |',
      '|---|---|---|---|---|---|---|---|---|',
      ...runs.map(
        (r) =>
          `| ${r.build} | ${r.cpuPerRequest.toFixed(3)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.served} | ${r.failed} | ${r.load.toFixed(1)} |`,
      ),
      '',
      ...builds.map(
        ([b]) => `- ${b}: mean API CPU ${mean(b, (r) => r.cpuPerRequest).toFixed(3)} ms/req, mean p95 ${mean(b, (r) => r.p95).toFixed(1)} ms`,
      ),
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  process.stderr.write(`benchmark failed: ${err?.stack ?? err}\n`);
  process.exit(1);
});
