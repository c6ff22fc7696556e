/**
 * How long the Products screen's spreadsheet export takes for a whole catalog.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/catalog-export.js [--products 10000] [--runs 3]
 *
 * The built API as its own production process on a fresh database holding the benchmark catalog
 * (bench-catalog.ts), then GET /catalog-sheets/export?format=csv and ?format=xlsx as the owner, each `runs` times,
 * timed from the request to the last byte received, with the API process's own CPU time per export.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import { numberArg, startBenchApi } from './bench-api';
import { seedBenchCatalog } from './bench-catalog';
import { machineFacts } from './report';

/** CPU ms the API process has used (user + system), the figure that carries over to a quiet machine. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

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
      const cpu: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const c0 = cpuMs(api.child.pid!);
        const res = await fetch(`${api.base}/api/v1/catalog-sheets/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`export ${format} answered ${res.status}`);
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - t0);
        cpu.push(cpuMs(api.child.pid!) - c0);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const cpuSorted = [...cpu].sort((a, b) => a - b);
      rows.push(
        `| ${format.toUpperCase()} | ${products.toLocaleString('en')} | ${(bytes / 2 ** 20).toFixed(1)} MB | ${sorted.map((t) => (t / 1000).toFixed(2)).join(' / ')} s | ` +
          `${cpuSorted.map((t) => (t / 1000).toFixed(2)).join(' / ')} s |`,
      );
    }
    const load1 = os.loadavg();
    console.log(machineFacts().join('\n'));
    console.log(
      `Command: node api/dist/bench/catalog-export.js --products ${products} --runs ${runs}; load average ${load0.map((x) => x.toFixed(1)).join(' ')} → ${load1.map((x) => x.toFixed(1)).join(' ')}\n`,
    );
    console.log('| Format | Products | File | Wall time per run, fastest to slowest | API CPU per run (PostgreSQL not counted) |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(r);
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
