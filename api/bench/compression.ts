/**
 * What compressing a list answer costs: search p95 over HTTP with brotli, with gzip and without compression, and the
 * CPU and bytes of each brotli quality on the same answers.
 *
 *   npm run build -w common && npm run build -w api && cd api && node dist/bench/compression.js
 *
 * Seeds the benchmark catalog like `npm run bench:search` (BENCH_DATABASE_URL or an embedded PostgreSQL), then
 * 1. in process: fetches the plain answers of 300 distinct searches from the API and compresses each on one thread
 *    with gzip level 6 and brotli qualities 1-7 and 11 (as answer-compression.ts calls them), CPU per answer and bytes;
 * 2. over HTTP: distinct searches with facets (the search benchmark's first scenario, without its size share) at
 *    BENCH_SEARCH_RATE (100) a second, Poisson arrivals, BENCH_SECONDS (30) s per run, against a fresh production API
 *    on the read model with the public list cache on, once per Accept-Encoding (br, gzip, identity), BENCH_ROUNDS (2)
 *    rounds in alternating order so each meets the same moments of a busy machine.
 * Options (env): BENCH_PRODUCTS (100000), BENCH_SEED (1).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { BROTLI_QUALITY } from '../src/listing/answer-compression';
import { type LoadResult, openLoop } from './open-loop';
import { machineFacts } from './report';
import { cpuMs, prepare, startApi, stopApi } from './run';
import { rng, searchRequest } from './shopper-requests';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_SEARCH_RATE ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

const log = (m: string) => process.stderr.write(`[bench:compression] ${m}\n`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** brotli as answer-compression.ts calls it, at a given quality. */
function brotli(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(body.length + 1)))),
    },
  });
}

async function perQuality(base: string): Promise<string[]> {
  const next = rng(SEED + 300);
  const bodies: Buffer[] = [];
  for (let i = 0; i < 300; i++) {
    const res = await fetch(`${base}${searchRequest(next)}`, { headers: { 'accept-encoding': 'identity' } });
    bodies.push(Buffer.from(await res.arrayBuffer()));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const rows = [
    `Answers: 300 distinct searches with facets, ${(mean(bodies.map((b) => b.length)) / 1024).toFixed(1)} KB plain on average.`,
    '',
    '| Compression | CPU per answer p50 ms | p95 ms | mean bytes | of plain |',
    '|---|---|---|---|---|',
  ];
  const ways: [string, (b: Buffer) => Buffer][] = [
    ['gzip level 6', (b) => gzipSync(b, { level: 6 })],
    ...[1, 2, 3, 4, 5, 6, 7, 11].map((q): [string, (b: Buffer) => Buffer] => [
      `brotli quality ${q}${q === BROTLI_QUALITY ? ' (chosen)' : ''}`,
      (b) => brotli(b, q),
    ]),
  ];
  for (const [, f] of ways) for (const b of bodies.slice(0, 50)) f(b); // warm
  for (const [name, f] of ways) {
    const times: number[] = [];
    const sizes: number[] = [];
    for (const b of bodies) {
      const s = process.cpuUsage();
      const out = f(b);
      const d = process.cpuUsage(s);
      times.push((d.user + d.system) / 1000);
      sizes.push(out.length);
    }
    const plain = mean(bodies.map((b) => b.length));
    rows.push(
      `| ${name} | ${pct(times, 50).toFixed(3)} | ${pct(times, 95).toFixed(3)} | ${mean(sizes).toFixed(0)} | ${((100 * mean(sizes)) / plain).toFixed(1)} % |`,
    );
  }
  return rows;
}

async function main(): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL;
  let base: string | null = null;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!given) {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
    fs.chmodSync(base, 0o755);
    log(`starting an embedded PostgreSQL in ${base}`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(base, 'data'), persistent: false });
  }
  const rows: string[] = [];
  let qualities: string[] = [];
  const results = new Map<string, LoadResult[]>();
  try {
    const url = await prepare(given ?? embedded!.url);
    process.env.CATALOG_INDEX = 'on';
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [...ENCODINGS] : [...ENCODINGS].reverse();
      for (const encoding of order) {
        let api: Awaited<ReturnType<typeof startApi>>;
        try {
          api = await startApi(url, '30000');
        } catch (err) {
          // on a swamped machine the read model may load too slowly for startApi's 60 s: say so and go on
          log(`${encoding} round ${round + 1}: ${(err as Error).message}`);
          rows.push(`| ${round + 1} | ${encoding} | the API did not start: ${(err as Error).message} |`);
          continue;
        }
        try {
          if (!qualities.length) {
            log('measuring each compression on 300 answers in process');
            qualities = await perQuality(api.base);
            for (const line of qualities) log(line);
          }
          const headers = { 'accept-encoding': encoding };
          await openLoop({
            base: api.base,
            rate: Math.min(20, RATE),
            seconds: 3,
            next: (() => {
              const r = rng(SEED + 7);
              return () => searchRequest(r);
            })(),
            headers,
          });
          const load = os.loadavg()[0].toFixed(2);
          const cpu0 = cpuMs(api.child.pid) ?? 0;
          const r = rng(SEED + round);
          const res = await openLoop({
            base: api.base,
            rate: RATE,
            seconds: SECONDS,
            next: () => searchRequest(r),
            headers,
            poissonSeed: SEED + RATE + round,
          });
          const cpu = ((cpuMs(api.child.pid) ?? 0) - cpu0) / Math.max(1, res.ok);
          log(
            `${encoding} round ${round + 1}: p50 ${res.p50.toFixed(1)} p95 ${res.p95.toFixed(1)} p99 ${res.p99.toFixed(1)} failed ${res.failed} load ${load}`,
          );
          rows.push(
            `| ${round + 1} | ${encoding} | ${res.p50.toFixed(1)} | ${res.p95.toFixed(1)} | ${res.p99.toFixed(1)} | ${cpu.toFixed(2)} | ${(res.ok / res.seconds).toFixed(1)} | ${res.failed} | ${load} |`,
          );
          results.set(encoding, [...(results.get(encoding) ?? []), res]);
        } finally {
          await stopApi(api);
        }
      }
    }
  } finally {
    await embedded?.stop().catch(() => undefined);
    if (base) fs.rmSync(base, { recursive: true, force: true });
  }
  process.stdout.write(
    [
      `Measured ${new Date().toISOString()}: ${Number(process.env.BENCH_PRODUCTS ?? 100_000).toLocaleString('en')} products, distinct searches with facets at ${RATE}/s, Poisson arrivals, ${SECONDS} s per run, read model, list cache on, seed ${SEED}; brotli quality ${BROTLI_QUALITY} over HTTP.`,
      '',
      ...machineFacts(),
      '',
      ...qualities,
      '',
      '| Round | Accept-Encoding | p50 ms | p95 ms | p99 ms | API CPU ms/req | served req/s | failed | load (1 min) before |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  process.stderr.write(`benchmark failed: ${err?.stack ?? err}\n`);
  process.exit(1);
});
