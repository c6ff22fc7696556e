/**
 * How long the Products screen's spreadsheet export takes for a whole catalog.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/catalog-export.js [--products 10000] [--runs 3]
 *
 * The built API as its own production process on a fresh database holding the benchmark catalog
 * (bench-catalog.ts), then GET /catalog-sheets/export?format=csv and ?format=xlsx as the owner, each `runs` times,
 * timed from the request to the last byte received.
 */
import * as os from 'node:os';
import { numberArg, startBenchApi } from './bench-api';
import { seedBenchCatalog } from './bench-catalog';
import { machineFacts } from './report';

async function main(): Promise<void> {
  const products = numberArg('products', 10_000);
  const runs = numberArg('runs', 3);
  const api = await startBenchApi('export');
  try {
    await seedBenchCatalog(api.db, products);
    const token = await api.signIn();
    const load0 = os.loadavg();
    const rows: string[] = [];
    for (const format of ['csv', 'xlsx']) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const res = await fetch(`${api.base}/api/v1/catalog-sheets/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`export ${format} answered ${res.status}`);
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - t0);
      }
      const sorted = [...times].sort((a, b) => a - b);
      rows.push(`| ${format.toUpperCase()} | ${products.toLocaleString('en')} | ${(bytes / 2 ** 20).toFixed(1)} MB | ${sorted.map((t) => (t / 1000).toFixed(2)).join(' / ')} s |`);
    }
    const load1 = os.loadavg();
    console.log(machineFacts().join('\n'));
    console.log(`Command: node api/dist/bench/catalog-export.js --products ${products} --runs ${runs}; load average ${load0.map((x) => x.toFixed(1)).join(' ')} → ${load1.map((x) => x.toFixed(1)).join(' ')}\n`);
    console.log('| Format | Products | File | Runs, fastest to slowest |');
    console.log('|---|---|---|---|');
    for (const r of rows) console.log(r);
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
