// @vitest-environment node
// Against a real local HTTP server: what the shop's calls do when the server fails, refuses or drops the connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RETRIES, fetchWithRetries } from './retry';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, hit: number) => void;
let server: http.Server;
let base = '';
const routes = new Map<string, { handler: Handler; hits: number[] }>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) return void res.writeHead(599).end();
    route.hits.push(Date.now());
    route.handler(req, res, route.hits.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A path on the test server answered by `handler`; `hits` holds the time of each request it got. */
function route(path: string, handler: Handler): { url: string; hits: number[] } {
  const entry = { handler, hits: [] as number[] };
  routes.set(path, entry);
  return { url: base + path, hits: entry.hits };
}
const json = (res: http.ServerResponse, status: number, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ statusCode: status }));

describe('the retry policy of the shop calls', () => {
  it('asks as often as the spec says: two retries for products and categories', () => {
    expect(API_RETRIES).toBe(2);
  });

  it('asks again after a dropped connection and gives the answer that follows', async () => {
    const r = route('/dropped', (req, res, hit) => (hit === 1 ? req.socket.destroy() : json(res, 200)));
    const res = await fetchWithRetries(r.url, {}, { baseMs: 20 });
    expect(res.status).toBe(200);
    expect(r.hits).toHaveLength(2);
  });

  it('retries a failing server twice with growing pauses, then gives its last answer', async () => {
    const r = route('/down', (_req, res) => json(res, 500));
    const res = await fetchWithRetries(r.url, {}, { baseMs: 60 });
    expect(res.status).toBe(500);
    expect(r.hits).toHaveLength(3);
    const [first, second] = [r.hits[1] - r.hits[0], r.hits[2] - r.hits[1]];
    expect(first).toBeGreaterThanOrEqual(55);
    expect(second).toBeGreaterThanOrEqual(115);
  });

  it('retries a 503 without Retry-After and a 502 like any server failure', async () => {
    const r = route('/gateway', (_req, res, hit) => json(res, hit === 1 ? 503 : hit === 2 ? 502 : 200));
    expect((await fetchWithRetries(r.url, {}, { baseMs: 10 })).status).toBe(200);
    expect(r.hits).toHaveLength(3);
  });

  it('throws the network error once the retries are used up', async () => {
    const r = route('/always-dropped', (req) => req.socket.destroy());
    await expect(fetchWithRetries(r.url, {}, { baseMs: 10 })).rejects.toThrow();
    expect(r.hits).toHaveLength(3);
  });

  it('never asks again after a refusal (4xx)', async () => {
    for (const status of [400, 401, 403, 404, 429]) {
      const r = route(`/refused-${status}`, (_req, res) => json(res, status));
      expect((await fetchWithRetries(r.url, {}, { baseMs: 10 })).status).toBe(status);
      expect(r.hits).toHaveLength(1);
    }
  });

  it('stops waiting at once when the caller gives up (an abort between tries)', async () => {
    const r = route('/slow-fail', (_req, res) => json(res, 500));
    const ctrl = new AbortController();
    const call = fetchWithRetries(r.url, { signal: ctrl.signal }, { baseMs: 5_000 });
    while (r.hits.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    ctrl.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(r.hits).toHaveLength(1);
  });
});
