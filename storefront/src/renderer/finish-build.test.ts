import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_CSP_FILE } from '@shop/common';
import cspHashes from '../integrations/csp-hashes.mjs';
import precompress from '../integrations/precompress.mjs';
import { finishRenderedBuild } from './finish-build';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A build folder whose pages carry `scripts` inline scripts each (enough makes the CSP list large enough to compress). */
function pagesWith(scripts: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'finish-build-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'ar'));
  const page = (lang: string) => Array.from({ length: scripts }, (_, i) => `<script>${lang}(${i})</script>`).join('');
  writeFileSync(path.join(dir, 'index.html'), page('en'));
  writeFileSync(path.join(dir, 'ar', 'index.html'), page('ar'));
  return dir;
}

/** What a static build's own integrations leave: the CSP list, then .gz/.br beside every text file large enough. */
async function asStaticBuildDoes(dir: string): Promise<void> {
  const logger = { info: () => undefined };
  const url = new URL(`file://${dir}/`);
  await cspHashes().hooks['astro:build:done']({ dir: url, logger });
  await precompress().hooks['astro:build:done']({ dir: url, logger });
}

const cspFiles = (dir: string) => readdirSync(dir).filter((f) => f.startsWith(SITE_CSP_FILE));

describe('the end of a rendered full build', () => {
  it.each([
    ['a short list (no .gz/.br)', 2],
    ['a list of 1 KB or more, with its .gz and .br', 40],
  ])('writes the CSP list as a static build does: %s', async (_what, scripts) => {
    const rendered = pagesWith(scripts);
    const built = pagesWith(scripts);
    await finishRenderedBuild(rendered);
    await asStaticBuildDoes(built);
    expect(cspFiles(rendered)).toEqual(cspFiles(built));
    for (const f of cspFiles(built)) expect(readFileSync(path.join(rendered, f)).equals(readFileSync(path.join(built, f)))).toBe(true);
    expect(cspFiles(built).length).toBe(scripts > 10 ? 3 : 1);
  });
});
