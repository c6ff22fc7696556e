import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type AnswerEncoding, COMPRESS_ON_THE_SPOT_MAX_BYTES, chooseEncoding, compressAnswer } from './answer-compression';

/** A shoppers' list page as it is sent: a few dozen products of JSON, some of it repeated between products. */
function listBody(bytes: number): Buffer {
  const product = (i: number) => `{"id":"p${i}","name":"Vintage cap ${i}","brand":"New Era","price":"${(i % 97) + 50}.00","sizes":["S","M","L"]}`;
  const parts: string[] = [];
  for (let i = 0, n = 0; n < bytes; i++) n += (parts[parts.length] = product(i)).length + 1;
  return Buffer.from(`{"data":{"products":[${parts.join(',')}]}}`);
}

const unpack: Record<AnswerEncoding, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describe.each(['br', 'gzip'] as const)('compressAnswer (%s)', (encoding) => {
  it('compresses a page-sized answer on the spot, without a trip through the thread pool', () => {
    const body = listBody(14_000);
    const zipped = compressAnswer(body, encoding);
    expect(Buffer.isBuffer(zipped)).toBe(true);
    expect(unpack[encoding](zipped as Buffer).equals(body)).toBe(true);
    expect((zipped as Buffer).length).toBeLessThan(body.length / 4);
  });

  it('hands an answer above the on-the-spot limit to the thread pool, so a 1000-product page does not hold the event loop', async () => {
    const body = listBody(COMPRESS_ON_THE_SPOT_MAX_BYTES + 1);
    const pending = compressAnswer(body, encoding);
    expect(pending).toBeInstanceOf(Promise);
    expect(unpack[encoding](await pending).equals(body)).toBe(true);
  });

  it('makes the same bytes on both sides of the limit (one setting for every answer)', async () => {
    const body = listBody(COMPRESS_ON_THE_SPOT_MAX_BYTES - 100);
    const { brotliCompress, gzip } = await import('node:zlib');
    const { BROTLI_QUALITY } = await import('./answer-compression');
    const { constants } = await import('node:zlib');
    const pooled = await new Promise<Buffer>((resolve, reject) =>
      encoding === 'gzip'
        ? gzip(body, { level: 6 }, (err, out) => (err ? reject(err) : resolve(out)))
        : brotliCompress(
            body,
            {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [constants.BROTLI_PARAM_LGWIN]: 16,
              },
            },
            (err, out) => (err ? reject(err) : resolve(out)),
          ),
    );
    expect((compressAnswer(body, encoding) as Buffer).equals(pooled)).toBe(true);
  });
});

describe('brotli against gzip on a page', () => {
  it('makes a smaller answer than gzip', () => {
    const body = listBody(14_000);
    expect((compressAnswer(body, 'br') as Buffer).length).toBeLessThan((compressAnswer(body, 'gzip') as Buffer).length);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR;q=1, GZIP;q=0.5', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate, gzip;q=0.8, identity;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    [' br ; q=0.9 , gzip;q=0.8', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each([undefined, '', 'identity', 'gzip;q=0', 'br;q=0, gzip;q=0', 'deflate', 'zstd', '*;q=0, identity', 'br;q=0.5, identity', 'br;q=abc'])(
    '%j → plain',
    (header) => {
      expect(chooseEncoding(header)).toBeNull();
    },
  );
});
