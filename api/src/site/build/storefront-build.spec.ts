import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { RENDERER_STATIC_FILES } from '@shop/common';
import { loadSiteConfig, SiteConfigError } from '../config/site.config';
import { linkStaticFiles, readyBundle, RenderedBuildError, type ReadyBundle } from './rendered-build';
import { ensureRendererBuild, RENDERER_BUILD_SITE, rendererBundleDir, rendererEntry } from './renderer-build';
import type { BuildRequest, BuildResult, SiteBuilder } from './site-builder';
import { makeStorefrontBuild } from './storefront-build';

/** Which path a full build takes, with stand-in builds that log (the real ones are proven by scripts/faults/rendered-build.test.mjs). */
describe('a full build of the storefront: rendered with the bundle of its source, or astro build', () => {
  let root: string;
  let req: BuildRequest;
  const ran: string[] = [];
  const signal = new AbortController().signal;

  const astro: SiteBuilder = async () => {
    ran.push('astro');
    return { pages: 2, catalog: null, outputTail: 'astro', method: 'astro' };
  };
  const rendered =
    (fail?: Error) =>
    async (_req: BuildRequest, bundle: ReadyBundle): Promise<BuildResult> => {
      ran.push(`rendered ${bundle.files.join(',')}`);
      if (fail) throw fail;
      return { pages: 2, catalog: null, outputTail: 'rendered', method: 'rendered' };
    };

  /** The renderer bundle of req's source, as a renderer build leaves it (`listed`: with its static files listed). */
  function makeBundle(listed: boolean) {
    const dir = rendererBundleDir(req);
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(rendererEntry(dir), 'x');
    fs.mkdirSync(path.join(dir, 'client', '_astro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client', '_astro', 'a.js'), 'a');
    fs.writeFileSync(path.join(dir, 'client', 'logo.svg'), 'logo');
    if (listed) fs.writeFileSync(path.join(dir, RENDERER_STATIC_FILES), JSON.stringify({ files: ['_astro/a.js', 'logo.svg'] }));
  }

  beforeEach(() => {
    ran.length = 0;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-build-'));
    req = {
      storefrontRoot: root,
      outDir: path.join(root, 'out'),
      apiUrl: 'http://127.0.0.1:1/api/v1',
      publicSiteUrl: 'https://shop.example',
      timeoutMs: 60_000,
      sourceStamp: 'abc',
      fullBuild: 'rendered',
    };
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('runs astro build when the source has no renderer bundle yet (its first build)', async () => {
    expect((await makeStorefrontBuild(astro, rendered())(req, signal)).method).toBe('astro');
    expect(ran).toEqual(['astro']);
  });

  it('runs astro build when the bundle does not list its static files (built before it did)', async () => {
    makeBundle(false);
    await makeStorefrontBuild(astro, rendered())(req, signal);
    expect(ran).toEqual(['astro']);
  });

  it('renders with the bundle of the same source, without astro build', async () => {
    makeBundle(true);
    expect((await makeStorefrontBuild(astro, rendered())(req, signal)).method).toBe('rendered');
    expect(ran).toEqual(['rendered _astro/a.js,logo.svg']);
  });

  it("renders a shop at another public address with the same source's bundle: the pages take the address when rendered", async () => {
    makeBundle(true);
    req = { ...req, publicSiteUrl: 'http://localhost:4321' };
    expect((await makeStorefrontBuild(astro, rendered())(req, signal)).method).toBe('rendered');
    expect(ran).toEqual(['rendered _astro/a.js,logo.svg']);
  });

  it('builds the bundle with one public address of its own, whatever address the shop that asks serves', async () => {
    const env: Record<string, string>[] = [];
    await ensureRendererBuild(req, async (outDir, e) => {
      env.push(e);
      fs.mkdirSync(path.join(outDir, 'server'), { recursive: true });
      fs.writeFileSync(rendererEntry(outDir), 'x');
    });
    expect(env).toEqual([{ SHOP_RENDERER_BUILD: '1', PUBLIC_SITE_URL: RENDERER_BUILD_SITE }]);
    expect(RENDERER_BUILD_SITE).not.toBe(req.publicSiteUrl);
  });

  it('runs astro build with STOREFRONT_FULL_BUILD=astro, though the bundle is there', async () => {
    makeBundle(true);
    await makeStorefrontBuild(astro, rendered())({ ...req, fullBuild: 'astro' }, signal);
    expect(ran).toEqual(['astro']);
  });

  it('runs astro build in the same attempt when the rendered build fails, and says why in the output', async () => {
    makeBundle(true);
    const result = await makeStorefrontBuild(astro, rendered(new RenderedBuildError('the renderer worker exited (1)', '', false)))(req, signal);
    expect(ran).toEqual(['rendered _astro/a.js,logo.svg', 'astro']);
    expect(result.outputTail).toMatch(/^the rendered build failed \(the renderer worker exited \(1\)\), so astro built the pages/);
  });

  it('fails without astro build when the catalog could not be read (astro could not read it either): the retry comes later', async () => {
    makeBundle(true);
    const unread = new RenderedBuildError('CatalogUnreachableError: Storefront build failed', '', true);
    await expect(makeStorefrontBuild(astro, rendered(unread))(req, signal)).rejects.toThrow('CatalogUnreachableError');
    expect(ran).toEqual(['rendered _astro/a.js,logo.svg']);
  });

  it('refuses a static list that points outside the bundle', () => {
    makeBundle(true);
    fs.writeFileSync(path.join(rendererBundleDir(req), RENDERER_STATIC_FILES), JSON.stringify({ files: ['../../secret'] }));
    expect(readyBundle(req)).toBeNull();
  });

  it('links the static files into the build folder: the same bytes, no copy', () => {
    makeBundle(true);
    const bundle = readyBundle(req)!;
    linkStaticFiles(bundle, req.outDir);
    const linked = fs.statSync(path.join(req.outDir, '_astro', 'a.js'));
    expect(linked.ino).toBe(fs.statSync(path.join(bundle.dir, 'client', '_astro', 'a.js')).ino);
    expect(fs.readFileSync(path.join(req.outDir, 'logo.svg'), 'utf8')).toBe('logo');
  });

  it('reads STOREFRONT_FULL_BUILD: rendered by default, astro on request, anything else refused', () => {
    const app = { dataDir: root, publicSiteUrl: 'x' };
    expect(loadSiteConfig(app, {}).fullBuild).toBe('rendered');
    expect(loadSiteConfig(app, { STOREFRONT_FULL_BUILD: 'astro' }).fullBuild).toBe('astro');
    expect(() => loadSiteConfig(app, { STOREFRONT_FULL_BUILD: 'fast' })).toThrow(SiteConfigError);
  });
});
