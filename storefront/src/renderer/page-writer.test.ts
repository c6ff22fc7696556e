// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishRenderedBuild } from './finish-build';
import { writeNewPage, writePage } from './page-writer';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'page-writer-'));
  dirs.push(dir);
  return dir;
};

/** Every file under `dir` with its bytes, by relative path. */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out.set(path.relative(dir, full), readFileSync(full));
    }
  return out;
}

const pages: [string, Buffer][] = [
  ['/', Buffer.from(`<!doctype html><html><body>${'<p>cap</p>'.repeat(400)}<script>home()</script></body></html>`)],
  ['/ar/products/p1', Buffer.from('<!doctype html><html lang="ar"><body><script>p1()</script></body></html>')],
  ['/feeds/products-1.xml', Buffer.from(`<?xml version="1.0"?><rss>${'<item>x</item>'.repeat(300)}</rss>`)],
];

describe('a full build written into a new folder', () => {
  it('leaves the same files, byte for byte, as the incremental writer followed by the end of a build', async () => {
    const incremental = folder();
    const fresh = folder();
    for (const [p, body] of pages) {
      expect(await writePage(incremental, p, body)).toBe(true);
      writeNewPage(fresh, p, body);
    }
    await finishRenderedBuild(incremental);
    await finishRenderedBuild(fresh);
    const a = files(incremental);
    const b = files(fresh);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect([...b.keys()]).toContain('index.html.br');
    for (const [name, bytes] of a) expect(b.get(name)?.equals(bytes), name).toBe(true);
  });
});
