/**
 * How long the Products screen's spreadsheet import takes for a whole catalog: the dry run of an unchanged export, then
 * the dry run and the apply of the same file with every product's selling price raised (10,000 changed rows).
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/catalog-import.js [--products 10000]
 *
 * The built API as its own production process on a fresh database holding the benchmark catalog (bench-catalog.ts);
 * each call timed from the request to the last byte of the answer.
 */
import * as os from 'node:os';
import { numberArg, startBenchApi } from './bench-api';
import { seedBenchCatalog } from './bench-catalog';
import { machineFacts } from './report';
import { csvFile } from '../src/catalog-sheets/sheet-files';
import { parseCsv } from '../src/catalog-sheets/sheet-read';

async function main(): Promise<void> {
  const products = numberArg('products', 10_000);
  const api = await startBenchApi('import');
  try {
    await seedBenchCatalog(api.db, products);
    const token = await api.signIn();
    const auth = { authorization: `Bearer ${token}` };
    const exported = Buffer.from(await (await fetch(`${api.base}/api/v1/catalog-sheets/export?format=csv`, { headers: auth })).arrayBuffer());
    const [header, ...rows] = parseCsv(exported.toString('utf8').replace(/^\ufeff/, ''));
    const price = header.indexOf('selling_price');
    const edited = csvFile([header, ...rows.map((r) => r.map((c, i) => (i === price ? (Number(c) + 1).toFixed(2) : c)))]);
    const send = async (step: string, body: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([body]), 'bench.csv');
      const t0 = performance.now();
      const res = await fetch(`${api.base}/api/v1/catalog-sheets/import/${step}`, { method: 'POST', headers: auth, body: form });
      const json = (await res.json()) as { data?: { totals: Record<string, number> } };
      if (!res.ok) throw new Error(`${step} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
      return { ms: performance.now() - t0, totals: json.data!.totals };
    };
    const load0 = os.loadavg();
    const lines = [
      ['dry run, unchanged export', await send('dry-run', exported)],
      ['dry run, every price changed', await send('dry-run', edited)],
      ['apply, every price changed', await send('apply', edited)],
    ] as const;
    const load1 = os.loadavg();
    console.log(machineFacts().join('\n'));
    console.log(
      `Command: node api/dist/bench/catalog-import.js --products ${products}; load average ${load0.map((x) => x.toFixed(1)).join(' ')} → ${load1.map((x) => x.toFixed(1)).join(' ')}\n`,
    );
    console.log('| Step | Rows | Changed | Wall time |');
    console.log('|---|---|---|---|');
    for (const [step, r] of lines)
      console.log(`| ${step} | ${r.totals.rows.toLocaleString('en')} | ${r.totals.changed.toLocaleString('en')} | ${(r.ms / 1000).toFixed(1)} s |`);
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
