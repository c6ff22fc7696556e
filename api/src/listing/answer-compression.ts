import { gzip, gzipSync } from 'node:zlib';

/**
 * zlib's default level. Measured on the benchmark catalog's answers (docs/benchmarks.md, "The HTTP layers of a
 * shoppers' list"): a 14 KB page gzips to 1.70 KB at level 6 and 1.83 KB at level 1, and level 1 saves about
 * 0.04 ms of CPU. A shopper on a phone pays the 8 % more bytes on every page, so the level stays.
 */
const LEVEL = 6;

/**
 * Up to this size an answer is compressed on the event loop. A page of 24 products is about 14 KB and takes about
 * 0.1 ms to compress there, while sending it through libuv's thread pool cost the event loop several times that
 * (stream set-up, callbacks, a fresh zlib state) for the same bytes. A larger answer (up to 1,000 products, over a
 * megabyte) still goes to the pool, so one caller cannot hold every other request for milliseconds.
 */
export const GZIP_ON_THE_SPOT_MAX_BYTES = 64 * 1024;

/** The gzip form of an answer: at once when it is small, else from the thread pool. */
export function gzipAnswer(body: Buffer): Buffer | Promise<Buffer> {
  if (body.length <= GZIP_ON_THE_SPOT_MAX_BYTES) return gzipSync(body, { level: LEVEL });
  return new Promise((resolve, reject) => gzip(body, { level: LEVEL }, (err, out) => (err ? reject(err) : resolve(out))));
}
