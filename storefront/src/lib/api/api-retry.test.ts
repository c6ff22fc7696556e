// @vitest-environment node
// The shop's browser calls (search, filtered category views, the checkout's re-read) against a real local server
// that fails the first tries: the shopper gets the answer instead of an error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let server: http.Server;
const hits = new Map<string, number>();
const LIST = { data: { products: [], pagination: { total: 0, totalPages: 0, page: 1, limit: 10 } } };
const PRODUCT = { data: { id: 'cprd000000000000000000001', name: 'Cap', brand: 'B', sellingPrice: 10, currency: 'SAR', images: [] } };

let api: typeof import('./api');
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path.endsWith('/missing')) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    if (n === 1) return void req.socket.destroy(); // the connection drops
    if (n === 2) return void res.writeHead(502).end(); // the proxy has no API behind it yet
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(path.startsWith('/api/v1/products/') ? PRODUCT : LIST));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PUBLIC_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`);
  vi.resetModules();
  api = await import('./api');
});
afterAll(() => {
  vi.unstubAllEnvs();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('shop calls when the API fails at first', () => {
  it('a search and the checkout re-read each get their answer on the third try', async () => {
    const [list, product] = await Promise.all([api.fetchProducts({ search: 'cap' }), api.fetchProduct('cprd000000000000000000001')]);
    expect(list.pagination.total).toBe(0);
    expect(product?.name).toBe('Cap');
    expect(hits.get('/api/v1/products')).toBe(3);
    expect(hits.get('/api/v1/products/cprd000000000000000000001')).toBe(3);
  });

  it('a product the API says is gone is asked for once', async () => {
    await expect(api.fetchProduct('missing')).resolves.toBeNull();
    expect(hits.get('/api/v1/products/missing')).toBe(1);
  });
});
