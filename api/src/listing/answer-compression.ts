import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** The compressed forms a list answer is sent in; anything else is sent plain. */
export type AnswerEncoding = 'br' | 'gzip';

/**
 * zlib's default level. Measured on the benchmark catalog's answers (docs/benchmarks.md, "The HTTP layers of a
 * shoppers' list"): a 14 KB page gzips to 1.70 KB at level 6 and 1.83 KB at level 1, and level 1 saves about
 * 0.04 ms of CPU. A shopper on a phone pays the 8 % more bytes on every page, so the level stays.
 */
const GZIP_LEVEL = 6;

/**
 * Brotli's quality for answers made per request (docs/benchmarks.md, "Brotli for list answers"): on 300 search
 * answers (13 KB plain) quality 4 costs what gzip level 6 costs (0.14 ms an answer) and sends 6 % fewer bytes; quality
 * 5 sends 13 % fewer for twice the CPU, and quality 11, right for files compressed once at build time, takes 23 ms.
 * Search p95 with gzip was already at its 5 ms target, so brotli may not cost more than gzip.
 */
export const BROTLI_QUALITY = 4;

/**
 * Up to this size an answer is compressed on the event loop. A page of 24 products is about 14 KB and takes about
 * 0.1 ms to compress there, while sending it through libuv's thread pool cost the event loop several times that
 * (stream set-up, callbacks, a fresh zlib state) for the same bytes. A larger answer (up to 1,000 products, over a
 * megabyte) still goes to the pool, so one caller cannot hold every other request for milliseconds.
 */
export const COMPRESS_ON_THE_SPOT_MAX_BYTES = 64 * 1024;

/**
 * Text mode, the answer's size as a hint, and a window no larger than the answer: brotli's default 4 MB window makes
 * it allocate and clear far more state than a 14 KB page needs, which is most of its cost on small inputs.
 */
function brotliOptions(body: Buffer): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_MAX_WINDOW_BITS,
        Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))),
      ),
    },
  };
}

const done = (resolve: (out: Buffer) => void, reject: (err: Error) => void) => (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));

/** The answer in the given encoding: at once when it is small, else from the thread pool. */
export function compressAnswer(body: Buffer, encoding: AnswerEncoding): Buffer | Promise<Buffer> {
  if (encoding === 'br') {
    if (body.length <= COMPRESS_ON_THE_SPOT_MAX_BYTES) return brotliCompressSync(body, brotliOptions(body));
    return new Promise((resolve, reject) => brotliCompress(body, brotliOptions(body), done(resolve, reject)));
  }
  if (body.length <= COMPRESS_ON_THE_SPOT_MAX_BYTES) return gzipSync(body, { level: GZIP_LEVEL });
  return new Promise((resolve, reject) => gzip(body, { level: GZIP_LEVEL }, done(resolve, reject)));
}

/** A coding's q-value from its parameters: 1 when none is given, 0 (not acceptable) when it cannot be read. */
const quality = (params: string[]): number => {
  for (const p of params) {
    const m = /^\s*q\s*=(.*)$/i.exec(p);
    if (m) return /^\s*[0-9.]+\s*$/.test(m[1]) && Number.isFinite(Number(m[1])) ? Math.min(1, Number(m[1])) : 0;
  }
  return 1;
};

/**
 * Which compressed form an Accept-Encoding header asks for (RFC 9110 §12.5.3): the coding with the highest q-value
 * among br and gzip, brotli on a tie (browsers send "gzip, deflate, br" and brotli's answers are smaller), unless
 * the caller rates identity higher. `*` stands for every coding the header does not name; no header means plain, as
 * before. null: send the plain body.
 */
export function chooseEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';');
    const name = coding.trim().toLowerCase();
    if (name && !q.has(name)) q.set(name, quality(params));
  }
  const any = q.get('*');
  const br = q.get('br') ?? any ?? 0;
  const gz = q.get('gzip') ?? q.get('x-gzip') ?? any ?? 0;
  // unnamed, identity ranks with the lowest q-value the header gives (as Express's negotiator reads it)
  const identity = q.get('identity') ?? Math.min(1, ...q.values());
  const best = Math.max(br, gz);
  if (best <= 0 || best < identity) return null;
  return br >= gz ? 'br' : 'gzip';
}
