import * as os from 'node:os';

export interface ScenarioResult {
  mode: string;
  name: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
  products: number;
  total: number;
  bytes: number;
  /** CPU the API process spent per answered request during the run (PostgreSQL's share not included). */
  apiCpuMsPerRequest: number | null;
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function machineFacts(): string[] {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model ?? 'unknown'} (nproc ${os.availableParallelism?.() ?? cpus.length})`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- Node ${process.version}, ${os.type()} ${os.release()}`,
    `- Load average when the report was written: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (the machine is shared; anything above 2 means other work competed for the 2 cores)`,
  ];
}

export function renderReport(results: ScenarioResult[], opts: { products: number; rate: number; seconds: number; connections: number }): string {
  const rows = results.map(
    (r) =>
      `| ${r.mode} | ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.requests} | ${r.failures} | ${r.apiCpuMsPerRequest === null ? 'n/a' : r.apiCpuMsPerRequest.toFixed(2)} | ${r.products} of ${r.total} | ${r.bytes >= 10240 ? `${(r.bytes / 1024).toFixed(0)} KiB` : `${(r.bytes / 1024).toFixed(1)} KiB`} |`,
  );
  return [
    `Measured ${new Date().toISOString()}: ${opts.products.toLocaleString('en')} products, ${opts.rate} req/s for ${opts.seconds} s per query, ${opts.connections} connections (autocannon).`,
    '',
    ...machineFacts(),
    '',
    '| Public list cache | Query | p50 ms | p95 ms | p99 ms | req/s | requests | failures | API CPU ms/req | products in answer | bytes per answer |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
