/**
 * Where the read model's start-up load spends its time, step by step, against a benchmark catalog of
 * BENCH_PRODUCTS (100000) products: the service's own load (CatalogIndexService.load through a real DataSource), then
 * heap held after gc.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/catalog-index-load.js
 *
 * BENCH_DATABASE_URL: a database already seeded by this script (it prints the URL); without it an embedded
 * PostgreSQL is started in BENCH_PG_DIR (default a temp folder, kept) and seeded first, so a second run can reuse it.
 */
import * as os from 'node:os';
import * as path from 'node:path';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { DataSource } from 'typeorm';
import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import { dataSourceOptions, withDatabase } from '../src/database/data-source';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { prepare } from './run';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/** The JavaScript heap and the memory of typed arrays and buffers (the columns and the products' texts live there). */
const heapMb = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 1024 ** 2;
};

async function main(): Promise<void> {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dir = process.env.BENCH_PG_DIR ?? path.join(os.tmpdir(), `shop-bench-load-${process.pid}`);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: true });
    const reuse = process.env.BENCH_DB_NAME;
    url = reuse ? withDatabase(pg.url, reuse) : await prepare(pg.url);
    console.log(`catalog in ${url.replace(/.*\//, '')} (server folder ${dir}: BENCH_PG_DIR=${dir} BENCH_DB_NAME=<that name> reuses it)`);
  }
  const ds = new DataSource({ ...dataSourceOptions(url), migrationsRun: false, logging: ['error'] });
  await ds.initialize();
  const bus = { connected: true };
  const events = { subscribeTo: () => () => undefined };
  for (let run = 1; run <= Number(process.env.BENCH_LOAD_RUNS ?? 2); run++) {
    const before = heapMb();
    const service = new CatalogIndexService(ds, events as never, bus as never);
    const t0 = performance.now();
    await service.onApplicationBootstrap();
    const ms = performance.now() - t0;
    const held = heapMb() - before;
    console.log(
      `run ${run}: ${service.lastLoad?.products} products loaded in ${(ms / 1000).toFixed(2)} s; steps ${JSON.stringify(service.lastLoadSteps)}; heap and buffers held ${held.toFixed(0)} MB (after gc); load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    service.onModuleDestroy();
  }
  await ds.destroy();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
