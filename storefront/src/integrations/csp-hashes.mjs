// Lists the SHA-256 hashes of every inline script the build's pages carry in SITE_CSP_FILE, so the API can serve the
// pages with a script policy that allows exactly those scripts instead of 'unsafe-inline' (api/src/site/site-static.ts).
// The incremental renderer adds the hashes of each page it rewrites (addPageHashes), so the list never lags a page.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_CSP_FILE } from '@shop/common';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types the browser runs (no type, JavaScript or a module); JSON and JSON-LD are data and need no hash. */
const RUNS = /^(?:|module|text\/javascript|application\/javascript)$/i;

/** The CSP sources ('sha256-…') of the inline scripts in one page, in page order, without repeats. */
export function inlineScriptHashes(html) {
  const out = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!RUNS.test(type)) continue;
    const source = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!out.includes(source)) out.push(source);
  }
  return out;
}

async function* htmlFiles(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(p);
    else if (entry.name.endsWith('.html')) yield p;
  }
}

async function writeList(dir, hashes) {
  const file = path.join(dir, SITE_CSP_FILE);
  // Beside the target under a hidden name, then renamed: the site handler never reads half a list.
  const tmp = path.join(dir, `.${SITE_CSP_FILE}.${process.pid}.tmp`);
  await fs.writeFile(tmp, `${JSON.stringify({ scriptSrc: [...hashes].sort() })}\n`);
  await fs.rename(tmp, file);
}

/** Writes the list for a whole build folder. */
export async function writeCspHashes(dir) {
  const hashes = new Set();
  for await (const file of htmlFiles(dir)) for (const h of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(h);
  await writeList(dir, hashes);
  return hashes.size;
}

/** Adds a rewritten page's hashes to the build's list (kept: other pages may still carry the older scripts). */
export async function addPageHashes(dir, body) {
  const fresh = inlineScriptHashes(body.toString('utf8'));
  let known = [];
  try {
    known = JSON.parse(await fs.readFile(path.join(dir, SITE_CSP_FILE), 'utf8')).scriptSrc ?? [];
  } catch {
    /* no list yet: start one */
  }
  if (fresh.every((h) => known.includes(h))) return;
  await writeList(dir, new Set([...known, ...fresh]));
}

export default function cspHashes() {
  return {
    name: 'shop:csp-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeCspHashes(fileURLToPath(dir));
        logger.info(`${count} inline script hashes in ${SITE_CSP_FILE}`);
      },
    },
  };
}
