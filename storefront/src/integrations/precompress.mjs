// After `astro build`: write .gz and .br beside every text file so the API can serve them compressed without
// compressing on each request, and drop the server-only modules Astro leaves in a static build's root.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = new Set(['.html', '.js', '.css', '.xml', '.txt', '.svg', '.json', '.webmanifest']);
const MIN_BYTES = 1024;
/**
 * What a page's compressed body may weigh to arrive in the first round trip of a new connection: a server's first
 * flight is 10 TCP segments of 1460 bytes (14,600 bytes), and the response's headers (about 1.6 KB with the page's
 * script policy) travel in it too. A body over this costs a phone on a slow network one more round trip.
 */
export const FIRST_FLIGHT_BODY_BYTES = 10 * 1460 - 2048;

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** How far past the first flight a quick form may be for the best level to be worth trying (it saves about 10%). */
const BEST_LEVEL_REACH = 1.25;

const brotliOptions = (data, quality) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
});
const brotliAt = (data, quality) => brotli(data, brotliOptions(data, quality));

/** Whether a text's quick brotli form (quality 6) is worth trying again at the best level. */
// A quick form far past the bound cannot come under it at the best level either (about 10% smaller): a 3 MB feed part
// or sitemap retried at level 11 costs seconds of CPU per sale for nothing.
const retryAtBest = (br, hashed) => !hashed && br.length > FIRST_FLIGHT_BODY_BYTES && br.length <= FIRST_FLIGHT_BODY_BYTES * BEST_LEVEL_REACH;

/** The gzip and brotli forms of a text file, or null when it is too small to be worth it (the incremental renderer uses this too). */
export async function compressed(data, hashed = false) {
  if (data.length < MIN_BYTES) return null;
  // Hashed assets are compressed once and cached for a year: take the best; pages change on every build: be quick,
  // unless the quick form misses the first round trip (the best level is about 10 times slower, and 10% smaller).
  let [gz, br] = await Promise.all([gzip(data, { level: 9 }), brotliAt(data, hashed ? 11 : 6)]);
  if (retryAtBest(br, hashed)) br = await brotliAt(data, 11);
  return { gz, br };
}

/**
 * The same bytes as compressed(), made on the calling thread: a full build renders on every core already, and the
 * asynchronous forms' stream machinery cost its main thread more than the compression work itself.
 */
export function compressedSync(data, hashed = false) {
  if (data.length < MIN_BYTES) return null;
  const gz = zlib.gzipSync(data, { level: 9 });
  let br = zlib.brotliCompressSync(data, brotliOptions(data, hashed ? 11 : 6));
  if (retryAtBest(br, hashed)) br = zlib.brotliCompressSync(data, brotliOptions(data, 11));
  return { gz, br };
}

export async function precompressDir(dir, { concurrency = 16 } = {}) {
  const files = [];
  for await (const f of walk(dir)) if (TEXT.has(path.extname(f))) files.push(f);
  let index = 0;
  let bytes = 0;
  const worker = async () => {
    while (index < files.length) {
      const file = files[index++];
      const data = await fs.readFile(file);
      const packed = await compressed(data, file.includes(`${path.sep}_astro${path.sep}`));
      if (!packed) continue;
      await Promise.all([fs.writeFile(`${file}.gz`, packed.gz), fs.writeFile(`${file}.br`, packed.br)]);
      bytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { files: files.length, bytes };
}

export default function precompress() {
  return {
    name: 'shop:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        for (const stray of ['content-assets.mjs', 'content-modules.mjs']) await fs.rm(path.join(out, stray), { force: true });
        const started = Date.now();
        const { files } = await precompressDir(out);
        logger.info(`compressed ${files} files (gzip + brotli) in ${Date.now() - started} ms`);
      },
    },
  };
}
