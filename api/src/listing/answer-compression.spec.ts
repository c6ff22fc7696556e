import { gunzipSync } from 'node:zlib';
import { GZIP_ON_THE_SPOT_MAX_BYTES, gzipAnswer } from './answer-gzip';

/** A shoppers' list page as it is sent: a few dozen products of JSON, some of it repeated between products. */
function listBody(bytes: number): Buffer {
  const product = (i: number) => `{"id":"p${i}","name":"Vintage cap ${i}","brand":"New Era","price":"${(i % 97) + 50}.00","sizes":["S","M","L"]}`;
  const parts: string[] = [];
  for (let i = 0, n = 0; n < bytes; i++) n += (parts[parts.length] = product(i)).length + 1;
  return Buffer.from(`{"data":{"products":[${parts.join(',')}]}}`);
}

describe('gzipAnswer', () => {
  it('compresses a page-sized answer on the spot, without a trip through the thread pool', () => {
    const body = listBody(14_000);
    const zipped = gzipAnswer(body);
    expect(Buffer.isBuffer(zipped)).toBe(true);
    expect(gunzipSync(zipped as Buffer).equals(body)).toBe(true);
    expect((zipped as Buffer).length).toBeLessThan(body.length / 4);
  });

  it('hands an answer above the on-the-spot limit to the thread pool, so a 1000-product page does not hold the event loop', async () => {
    const body = listBody(GZIP_ON_THE_SPOT_MAX_BYTES + 1);
    const pending = gzipAnswer(body);
    expect(pending).toBeInstanceOf(Promise);
    expect(gunzipSync(await pending).equals(body)).toBe(true);
  });

  it('makes the same bytes on both sides of the limit (one compression level for every answer)', async () => {
    const body = listBody(GZIP_ON_THE_SPOT_MAX_BYTES - 100);
    const { gzip } = await import('node:zlib');
    const pooled = await new Promise<Buffer>((resolve, reject) => gzip(body, { level: 6 }, (err, out) => (err ? reject(err) : resolve(out))));
    expect((gzipAnswer(body) as Buffer).equals(pooled)).toBe(true);
  });
});
