// @vitest-environment node
// Against a real local HTTP server: a request a page's head sends before its code has loaded is answered once, to the
// first call that asks for that same URL, and every other call asks the server itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEarlyRequest } from './early-request';
import { fetchWithRetries } from './retry';

let server: http.Server;
let base = '';
const hits = new Map<string, number>();
/** Each path answers its hit number; '/fails-once' fails its first hit. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const hit = (hits.get(req.url ?? '') ?? 0) + 1;
    hits.set(req.url ?? '', hit);
    const status = req.url === '/fails-once' && hit === 1 ? 500 : 200;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ hit }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hitOf = async (res: Response) => ((await res.json()) as { hit: number }).hit;

describe('a request sent early by the page', () => {
  it('answers the first call for its URL: the server is asked once', async () => {
    sendEarlyRequest(`${base}/once`);
    expect(await hitOf(await fetchWithRetries(`${base}/once`))).toBe(1);
    expect(hits.get('/once')).toBe(1);
  });

  it('answers only once: the next call for that URL asks the server again', async () => {
    sendEarlyRequest(`${base}/twice`);
    await fetchWithRetries(`${base}/twice`);
    expect(await hitOf(await fetchWithRetries(`${base}/twice`))).toBe(2);
  });

  it('answers no other URL', async () => {
    sendEarlyRequest(`${base}/sent`);
    expect(await hitOf(await fetchWithRetries(`${base}/other`))).toBe(1);
    expect(await hitOf(await fetchWithRetries(`${base}/sent`))).toBe(1);
    expect(hits.get('/sent')).toBe(1);
  });

  it('is the first try only: a server failure is asked again by the retry policy', async () => {
    sendEarlyRequest(`${base}/fails-once`);
    const res = await fetchWithRetries(`${base}/fails-once`, {}, { baseMs: 10 });
    expect(res.status).toBe(200);
    expect(await hitOf(res)).toBe(2);
  });

  it('is not taken by a call that may cancel (it asks for itself, so cancelling works)', async () => {
    sendEarlyRequest(`${base}/cancellable`);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the early request has reached the server
    const res = await fetchWithRetries(`${base}/cancellable`, { signal: new AbortController().signal });
    expect(await hitOf(res)).toBe(2);
  });
});
