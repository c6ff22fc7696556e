import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_CSP_FILE } from '@shop/common';
import { addPageHashes, inlineScriptHashes, writeCspHashes } from './csp-hashes.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('inline script hashes for the Content-Security-Policy', () => {
  it('hashes every script the browser runs inline, exactly as written, and nothing else', () => {
    const html = `<head><script>var a = 1;\n</script><script type="module">import('x')</script>
      <script type="application/ld+json">{"@type":"Product"}</script><script type="application/json" id="shop-texts">{}</script>
      <script type="module" src="/_astro/a.js"></script><script is:inline>ignored</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;\n'), sha("import('x')"), sha('ignored')]);
  });

  it("lists the hashes of a whole build once, and a rewritten page's new script is added to the list", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    mkdirSync(path.join(dir, 'ar'));
    writeFileSync(path.join(dir, 'index.html'), '<script>one()</script><script>two()</script>');
    writeFileSync(path.join(dir, 'ar', 'index.html'), '<script>one()</script>');
    await writeCspHashes(dir);
    const read = () => JSON.parse(readFileSync(path.join(dir!, SITE_CSP_FILE), 'utf8')).scriptSrc;
    expect(read()).toEqual([sha('one()'), sha('two()')].sort());
    await addPageHashes(dir, Buffer.from('<script>three()</script><script>one()</script>'));
    expect(read()).toEqual([sha('one()'), sha('three()'), sha('two()')].sort());
  });
});
