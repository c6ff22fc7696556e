/**
 * What running the import's apply as a job costs against the one-request apply, for a whole catalog: the apply of the
 * export with every selling price raised by 1, then the same as a job (prices raised by 2): the 202 answer, the time
 * until the job reads done (polled every 500 ms, as the screen does), and how many progress steps the screen saw.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/catalog-import-job.js [--products 10000]
 */
import * as os from 'node:os';
import { numberArg, startBenchApi } from './bench-api';
import { seedBenchCatalog } from './bench-catalog';
import { machineFacts } from './report';
import { csvFile } from '../src/catalog-sheets/sheet-files';
import { parseCsv } from '../src/catalog-sheets/sheet-read';

async function main(): Promise<void> {
  const products = numberArg('products', 10_000);
  const api = await startBenchApi('import-job');
  try {
    await seedBenchCatalog(api.db, products);
    const token = await api.signIn();
    const auth = { authorization: `Bearer ${token}` };
    const exported = Buffer.from(await (await fetch(`${api.base}/api/v1/catalog-sheets/export?format=csv`, { headers: auth })).arrayBuffer());
    const [header, ...rows] = parseCsv(exported.toString('utf8').replace(/^\ufeff/, ''));
    const price = header.indexOf('selling_price');
    const raised = (by: number) => csvFile([header, ...rows.map((r) => r.map((c, i) => (i === price ? (Number(c) + by).toFixed(2) : c)))]);
    const post = async (route: string, body: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([body]), 'bench.csv');
      const res = await fetch(`${api.base}/api/v1/catalog-sheets/import/${route}`, { method: 'POST', headers: auth, body: form });
      const json = (await res.json()) as { data?: { id: string } };
      if (!res.ok) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
      return json.data!;
    };
    const load0 = os.loadavg();
    let t0 = performance.now();
    await post('apply', raised(1));
    const applyMs = performance.now() - t0;
    t0 = performance.now();
    const job = await post('jobs', raised(2));
    const answeredMs = performance.now() - t0;
    const steps = new Set<number>();
    let doneMs = 0;
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const j = (
        (await (await fetch(`${api.base}/api/v1/catalog-sheets/import/jobs/${job.id}`, { headers: auth })).json()) as {
          data: { state: string; rowsDone: number };
        }
      ).data;
      steps.add(j.rowsDone);
      if (j.state !== 'running') {
        if (j.state !== 'done') throw new Error(`the job ended ${j.state}`);
        doneMs = performance.now() - t0;
        break;
      }
    }
    const load1 = os.loadavg();
    console.log(machineFacts().join('\n'));
    console.log(
      `Command: node api/dist/bench/catalog-import-job.js --products ${products}; load average ${load0.map((x) => x.toFixed(1)).join(' ')} → ${load1.map((x) => x.toFixed(1)).join(' ')}\n`,
    );
    console.log('| Step | Rows | Wall time |');
    console.log('|---|---|---|');
    console.log(`| apply in one request | ${rows.length.toLocaleString('en')} | ${(applyMs / 1000).toFixed(1)} s |`);
    console.log(`| job: the 202 answer (file read and checked) | ${rows.length.toLocaleString('en')} | ${(answeredMs / 1000).toFixed(1)} s |`);
    console.log(
      `| job: until it reads done (${steps.size} progress steps seen) | ${rows.length.toLocaleString('en')} | ${(doneMs / 1000).toFixed(1)} s |`,
    );
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
