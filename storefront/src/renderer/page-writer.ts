/**
 * Writes re-rendered pages into the served build: only when the bytes changed, with their .gz and .br made as the
 * full build makes them, each file replaced by a rename so a shopper never reads half a page.
 */
import { mkdirSync, promises as fs, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressedSync } from '../integrations/precompress.mjs';
import { addPageHashes } from '../integrations/csp-hashes.mjs';
import { pageFile } from '../lib/paths/page-paths';

/**
 * The file's bytes, or null when there is none. Read on the calling thread: the renderer's process has nothing else to
 * do meanwhile, and most pages it renders are unchanged, so this read is most of its file work; a FileHandle opened,
 * read and closed on promises cost more CPU than the read itself.
 */
function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** A hidden name beside the target: the site handler never serves dot-files, so it is never seen half-written. */
const tempFor = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);

function replaceFile(file: string, data: Buffer): void {
  const tmp = tempFor(file);
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Writes a page of a full build into a folder no shopper is served from yet: no page to compare with, no rename, and
 * no CSP list to keep up to date page by page (finishRenderedBuild lists every page's scripts at the end). Reading
 * the list back for each page and the three renames were a fifth of a full build's CPU. Compressed and written on the
 * calling thread: each of a build's renderers has a core of its own (worker.mjs), and the promise and stream
 * machinery of asynchronous writes and compression cost more of it than the work (a profile at 10,000 products).
 */
export function writeNewPage(outDir: string, pagePath: string, body: Buffer): void {
  const file = path.join(outDir, pageFile(pagePath));
  mkdirSync(path.dirname(file), { recursive: true });
  const packed = compressedSync(body, false) as { gz: Buffer; br: Buffer } | null;
  writeFileSync(file, body);
  if (packed) {
    writeFileSync(`${file}.gz`, packed.gz);
    writeFileSync(`${file}.br`, packed.br);
  }
}

/**
 * Answers whether the page's file changed. Compressed and written on the calling thread, as writeNewPage does: the
 * renderer's process waits for this page before it renders the next, so the asynchronous forms' promise, stream and
 * thread-pool machinery was CPU spent on nothing (the very same bytes).
 */
export async function writePage(outDir: string, pagePath: string, body: Buffer): Promise<boolean> {
  const file = path.join(outDir, pageFile(pagePath));
  const current = readOrNull(file);
  if (current && current.equals(body)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const packed = compressedSync(body, false) as { gz: Buffer; br: Buffer } | null;
  if (packed) {
    replaceFile(`${file}.gz`, packed.gz);
    replaceFile(`${file}.br`, packed.br);
  } else {
    rmSync(`${file}.gz`, { force: true });
    rmSync(`${file}.br`, { force: true });
  }
  // Listed before the page is in place, so the served policy already allows its scripts.
  if (file.endsWith('.html')) await addPageHashes(outDir, body);
  replaceFile(file, body);
  return true;
}

/** Answers whether there was a page to remove. */
export async function removePage(outDir: string, pagePath: string): Promise<boolean> {
  const file = path.join(outDir, pageFile(pagePath));
  const existed = readOrNull(file) !== null;
  await fs.rm(file, { force: true });
  await fs.rm(`${file}.gz`, { force: true });
  await fs.rm(`${file}.br`, { force: true });
  if (path.basename(file) === 'index.html') await fs.rmdir(path.dirname(file)).catch(() => undefined);
  return existed;
}
