// @vitest-environment node
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIRST_FLIGHT_BODY_BYTES, compressed, compressedSync } from './precompress.mjs';

/** A page-like text: markup repeated with varying words, so brotli's quick and best levels differ as on real pages. */
function pageOf(words: number): Buffer {
  const word = () => randomBytes(3).toString('hex');
  const cards = Array.from(
    { length: words },
    (_, i) => `<article class="card"><a href="/products/${word()}${i}">${word()} ${word()}</a><span>SAR ${i}.00</span></article>`,
  );
  return Buffer.from(`<!doctype html><html><body>${cards.join('\n')}</body></html>`);
}

const quick = (data: Buffer) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });

describe('compressed pages', () => {
  it('keeps the quick brotli form of a page that fits the first round trip of a new connection', async () => {
    const page = pageOf(150);
    expect(quick(page).length).toBeLessThan(FIRST_FLIGHT_BODY_BYTES);
    const packed = (await compressed(page))!;
    expect(packed.br.equals(quick(page))).toBe(true);
    expect(zlib.brotliDecompressSync(packed.br).equals(page)).toBe(true);
  });

  it('compresses a page harder when its quick form would need a second round trip', async () => {
    // one page, measured and used (a fresh random page of the same length may come in under the bound)
    let words = 150;
    let page = pageOf(words);
    while (quick(page).length <= FIRST_FLIGHT_BODY_BYTES) page = pageOf((words += 10));
    const packed = (await compressed(page))!;
    expect(packed.br.length).toBeLessThan(quick(page).length);
    expect(zlib.brotliDecompressSync(packed.br).equals(page)).toBe(true);
  });

  it('keeps the quick form of a file far past the first round trip (a feed part, a sitemap): the best level cannot bring it in', async () => {
    const file = pageOf(20_000);
    expect(quick(file).length).toBeGreaterThan(2 * FIRST_FLIGHT_BODY_BYTES);
    const packed = (await compressed(file))!;
    expect(packed.br.equals(quick(file))).toBe(true);
  });

  it('leaves texts under 1 KB alone', async () => {
    expect(await compressed(Buffer.from('<p>small</p>'))).toBeNull();
  });

  it('makes the same bytes on the calling thread as on the thread pool, at each level', async () => {
    let words = 150;
    let over = pageOf(words);
    while (quick(over).length <= FIRST_FLIGHT_BODY_BYTES) over = pageOf((words += 10));
    const cases: [Buffer, boolean][] = [
      [pageOf(150), false],
      [pageOf(150), true],
      [over, false],
      [pageOf(3_000), false],
      [Buffer.from('<p>small</p>'), false],
    ];
    for (const [text, hashed] of cases) {
      const [pool, here] = [await compressed(text, hashed), compressedSync(text, hashed)];
      expect(here === null ? null : [here.gz.toString('hex'), here.br.toString('hex')]).toEqual(
        pool === null ? null : [pool.gz.toString('hex'), pool.br.toString('hex')],
      );
    }
  }, 60_000); // brotli's best level, twice, on a busy machine
});
