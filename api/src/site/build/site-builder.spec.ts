import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { makeAstroBuild } from './site-builder';
import { renderersRoot, rendererEntry } from './renderer-build';
import type { BuildRequest, BuildResult } from './site-builder';

/** The two `astro build` runs of a storefront build (its pages, the renderer's bundle), with stand-in runs that log. */
describe('astro build of the storefront', () => {
  let root: string;
  let req: BuildRequest;
  const events: string[] = [];

  /** A run that takes `ms`, logs its start and end, and writes what the real one would. */
  const run =
    (ms: number, fail?: string) =>
    async (_req: BuildRequest, outDir: string, env: Record<string, string>): Promise<BuildResult> => {
      const what = env.SHOP_RENDERER_BUILD ? 'renderer' : 'pages';
      events.push(`${what} start`);
      await new Promise((r) => setTimeout(r, what === 'renderer' ? ms * 2 : ms));
      events.push(`${what} end`);
      if (fail && what === 'pages') throw new Error(fail);
      fs.mkdirSync(path.join(outDir, 'server'), { recursive: true });
      fs.writeFileSync(what === 'renderer' ? rendererEntry(outDir) : path.join(outDir, 'index.html'), 'x');
      return { pages: 1, catalog: { products: 0, categories: 0 }, outputTail: '' };
    };

  beforeEach(() => {
    events.length = 0;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-builder-'));
    req = {
      storefrontRoot: root,
      outDir: path.join(root, 'out'),
      apiUrl: 'http://127.0.0.1:1/api/v1',
      publicSiteUrl: 'https://shop.example',
      timeoutMs: 60_000,
      sourceStamp: 'abc',
    };
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds the renderer bundle beside the pages, not after them (it reads no catalog), and answers both', async () => {
    const result = await makeAstroBuild(run(50))(req, new AbortController().signal);
    expect(events.slice(0, 2).sort()).toEqual(['pages start', 'renderer start']);
    expect(result.renderer).toBe(rendererEntry(path.join(renderersRoot(root), fs.readdirSync(renderersRoot(root))[0])));
    expect(result.pages).toBe(1);
  });

  it('fails with the pages build, once the renderer run beside it has ended', async () => {
    await expect(makeAstroBuild(run(20, 'astro build exited with 1'))(req, new AbortController().signal)).rejects.toThrow(
      'astro build exited with 1',
    );
    expect(events).toContain('renderer end');
  });

  it('reuses the bundle of the same source: only the pages are built', async () => {
    await makeAstroBuild(run(10))(req, new AbortController().signal);
    events.length = 0;
    await makeAstroBuild(run(10))(req, new AbortController().signal);
    expect(events).toEqual(['pages start', 'pages end']);
  });
});
