import express from 'express';
import request from 'supertest';
import { ListCache, sendCachedBody } from './list-cache';

/**
 * Every header and status sendCachedBody answers with, written out in full: the list's sending may be rewritten for
 * speed, never for what a browser, a proxy or the storefront sees.
 */
describe('sendCachedBody, header for header', () => {
  const cache = new ListCache(60_000);
  const body = JSON.stringify({ data: { products: Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, name: `Cap ${i}` })) } });
  const entry = cache.set('k', body, cache.generation, 0);
  const app = express();
  app.disable('x-powered-by');
  app.all('/:audience', (req, res) => void sendCachedBody(req, res, entry, req.params.audience === 'staff' ? 'staff' : 'shopper'));
  const headers = (res: request.Response) => {
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
    return rest;
  };
  const shopper = { etag: entry.etag, 'cache-control': 'public, max-age=0, must-revalidate', vary: 'Accept-Encoding, Authorization' };

  it('sends the plain body with its length, type, ETag, cache rule and Vary', async () => {
    const res = await request(app).get('/shopper').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(headers(res)).toEqual({
      ...shopper,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(res.text).toBe(body);
  });

  it('sends the brotli form to a caller that takes it as well as or better than gzip, in whatever case', async () => {
    for (const accept of ['br', 'gzip, br', 'gzip, deflate, br', 'BR;q=1, GZIP;q=0.5']) {
      const res = await request(app).get('/shopper').set('Accept-Encoding', accept);
      expect(res.status).toBe(200);
      expect(headers(res)).toMatchObject({ ...shopper, 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' });
      expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(body));
      expect(res.text).toBe(body);
    }
  });

  it('sends the gzip form to a caller that takes gzip and not brotli, or gzip rather than brotli', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'deflate, gzip;q=0.8, identity;q=0.1']) {
      const res = await request(app).get('/shopper').set('Accept-Encoding', accept);
      expect(res.status).toBe(200);
      expect(headers(res)).toMatchObject({ ...shopper, 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' });
      expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(body));
      expect(res.text).toBe(body);
    }
  });

  it('sends the plain body when compression is refused or not offered', async () => {
    for (const accept of ['identity', 'gzip;q=0', 'br;q=0, gzip;q=0', 'deflate', '*;q=0, identity']) {
      const res = await request(app).get('/shopper').set('Accept-Encoding', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.text).toBe(body);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await request(app).head('/shopper').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(headers(res)).toEqual({
      ...shopper,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(res.text).toBeFalsy();
  });

  it('answers 304 without body or length (its type kept) to a caller holding the ETag, also among others', async () => {
    for (const held of [entry.etag, `W/"other", ${entry.etag}`, '*']) {
      const res = await request(app).get('/shopper').set('If-None-Match', held).set('Accept-Encoding', 'gzip');
      expect(res.status).toBe(304);
      expect(headers(res)).toEqual({ ...shopper, 'content-type': 'application/json; charset=utf-8' });
    }
  });

  it('marks a staff answer private and never stored', async () => {
    const res = await request(app).get('/staff').set('Accept-Encoding', 'identity');
    expect(headers(res)).toEqual({
      ...shopper,
      'cache-control': 'private, no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    });
  });
});
