import * as http from 'node:http';
import { seededRandom } from '../src/core/ids/seeded-random';
import { percentile } from './report';

export interface LoadResult {
  sent: number;
  ok: number;
  /** Non-2xx answers, connection errors, timeouts and requests dropped because too many were already waiting. */
  failed: number;
  /** Requests that left more than 10 ms after their scheduled time (the client itself could not keep up). */
  late: number;
  seconds: number;
  /** Why requests failed: HTTP status or error code, with counts. */
  reasons: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** How long after its due time the client sent each request (p50, p95 ms): the client's own share of the latency. */
  sendLagP50: number;
  sendLagP95: number;
}

/**
 * Node's timers wake in whole milliseconds (and a zero delay waits one), so a request due in a fraction of a
 * millisecond would leave up to a millisecond late and the server be charged for it: timers wait until this close to
 * the next due time, then the loop turns with setImmediate (letting answers in between) until it is due. Half a
 * millisecond sent most punctually (listings at 200/s beside the API on 2 cores, 2026-11-29: the client's own send lag
 * p95 0.62-0.88 ms with 0.5, 0.80-1.00 with 2, whose longer turning took the cores from the server, 1.14-1.19 with 0).
 */
const TIMER_MARGIN_MS = Number(process.env.BENCH_TIMER_MARGIN_MS ?? 0.5);

/**
 * Open-loop load: request i is due at start + i / rate, whatever happened to earlier ones, so a slow server meets
 * a growing queue as it would with real shoppers. Latency counts from the due time (a request the client could only
 * send late still counts its wait), so the figures do not hide a server that falls behind. With `poissonSeed` the
 * due times are Poisson arrivals instead of the fixed schedule (the bursts and lulls of independent shoppers): the
 * same rate × seconds requests at seeded uniform times over the same seconds, sorted, which is a Poisson process at
 * that rate given its count, so a run sends as many requests in as long as the fixed schedule does.
 */
export async function openLoop(opts: {
  base: string;
  rate: number;
  seconds: number;
  next: (i: number) => string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxInFlight?: number;
  poissonSeed?: number;
}): Promise<LoadResult> {
  const url = new URL(opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxInFlight ?? 512 });
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const dueAt = new Float64Array(total);
  const uniform = opts.poissonSeed === undefined ? null : seededRandom(opts.poissonSeed);
  for (let i = 0; i < total; i++) dueAt[i] = uniform ? uniform() * total * interval : i * interval;
  if (uniform) dueAt.sort();
  const times: number[] = [];
  const sendLags: number[] = [];
  let ok = 0;
  let failed = 0;
  let late = 0;
  let inFlight = 0;
  let sent = 0;
  let done = 0;
  const reasons: Record<string, number> = {};
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxInFlight = opts.maxInFlight ?? 512;

  return new Promise<LoadResult>((resolve) => {
    const start = performance.now();
    const finish = () => {
      agent.destroy();
      times.sort((a, b) => a - b);
      sendLags.sort((a, b) => a - b);
      resolve({
        sent,
        ok,
        failed,
        late,
        seconds: (performance.now() - start) / 1000,
        reasons,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        max: times[times.length - 1] ?? 0,
        sendLagP50: percentile(sendLags, 50),
        sendLagP95: percentile(sendLags, 95),
      });
    };
    const settle = (due: number, success: boolean, reason = '') => {
      if (!success) reasons[reason] = (reasons[reason] ?? 0) + 1;
      inFlight--;
      done++;
      times.push(performance.now() - due);
      if (success) ok++;
      else failed++;
      if (done === total) finish();
    };
    const fire = (i: number, due: number) => {
      sent++;
      const lag = performance.now() - due;
      sendLags.push(lag);
      if (lag > 10) late++;
      if (inFlight >= maxInFlight) {
        inFlight++;
        settle(due, false, 'dropped (too many in flight)');
        return;
      }
      inFlight++;
      let settled = false;
      const once = (success: boolean, reason?: string) => {
        if (settled) return;
        settled = true;
        settle(due, success, reason);
      };
      const req = http.get({ host: url.hostname, port: url.port, path: opts.next(i), agent, headers: opts.headers, timeout: timeoutMs }, (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        res.on('end', () => once(status >= 200 && status < 300, `HTTP ${status}`));
        res.on('error', (e: NodeJS.ErrnoException) => once(false, e.code ?? e.message));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e: NodeJS.ErrnoException) => once(false, e.code ?? e.message));
    };
    let i = 0;
    const tick = () => {
      const now = performance.now();
      while (i < total && start + dueAt[i] <= now) {
        fire(i, start + dueAt[i]);
        i++;
      }
      if (i >= total) return;
      const wait = start + dueAt[i] - performance.now();
      if (wait > TIMER_MARGIN_MS) setTimeout(tick, Math.min(5, wait - TIMER_MARGIN_MS));
      else setImmediate(tick);
    };
    tick();
  });
}
