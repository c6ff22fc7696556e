import express from 'express';
import request from 'supertest';
import { ListCache, sendCachedBody } from './list-cache';

/** sendCachedBody over real HTTP: what a browser or a shared cache is told about a list answer. */
describe('sendCachedBody', () => {
  const cache = new ListCache(60_000);
  const small = cache.set('small', '{"data":[]}', cache.generation, 0);
  const large = cache.set('large', JSON.stringify({ data: 'x'.repeat(5000) }), cache.generation, 0);
  const app = express();
  app.get('/:size/:audience', (req, res) => {
    void sendCachedBody(req, res, req.params.size === 'large' ? large : small, req.params.audience === 'staff' ? 'staff' : 'shopper');
  });

  it("lets shared caches keep a shopper's answer but not a staff member's", async () => {
    const shopper = await request(app).get('/small/shopper');
    expect(shopper.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const staff = await request(app).get('/small/staff');
    expect(staff.headers['cache-control']).toBe('private, no-store');
    for (const res of [shopper, staff]) {
      expect(res.status).toBe(200);
      expect(res.headers.vary).toBe('Accept-Encoding, Authorization');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ data: [] });
    }
  });

  it('answers 304 with no body to a caller that holds the answer already', async () => {
    const res = await request(app).get('/small/shopper').set('If-None-Match', small.etag);
    expect(res.status).toBe(304);
    expect(res.text).toBeFalsy();
  });

  it('compresses only answers worth it, for callers that take gzip', async () => {
    const zipped = await request(app).get('/large/shopper').set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.data).toHaveLength(5000);
    const plain = await request(app).get('/large/shopper').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const tiny = await request(app).get('/small/shopper').set('Accept-Encoding', 'gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('compresses with brotli for callers that take it, and keeps small answers plain for them too', async () => {
    const br = await request(app).get('/large/shopper').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.data).toHaveLength(5000);
    const tiny = await request(app).get('/small/shopper').set('Accept-Encoding', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toEqual({ data: [] });
  });
});
