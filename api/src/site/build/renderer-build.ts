import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { removeStaleFolders } from './build-folders';

/**
 * The incremental renderer's bundle: the storefront's pages built a second time with `output: 'server'`
 * (SHOP_RENDERER_BUILD=1, see storefront/src/renderer/adapter.mjs), so single pages can be rendered again with the
 * full build's code. It depends on the source only, never on the catalog or the public address (the pages read
 * PUBLIC_SITE_URL when rendered, from the renderer's environment), so it is built once per source and shared by
 * every build of it, whatever address a shop serves. It lives inside the storefront's node_modules so its chunks
 * resolve the workspace's packages.
 */
export const renderersRoot = (storefrontRoot: string) => path.join(storefrontRoot, 'node_modules', '.cache', 'shop-renderers');

/** Bundles nobody has used for this long belong to old sources. */
const UNUSED_MS = 24 * 3_600_000;

export const rendererEntry = (dir: string) => path.join(dir, 'server', 'entry.mjs');

/** The worker process that loads a bundle and renders pages on request. */
export const rendererWorker = (storefrontRoot: string) => path.join(storefrontRoot, 'src', 'renderer', 'worker.mjs');

type Run = (outDir: string, env: Record<string, string>) => Promise<unknown>;

/** What the renderer bundle depends on: the storefront source (a full build's request carries it). */
export interface RendererSource {
  storefrontRoot: string;
  sourceStamp?: string;
}

/**
 * The public address the bundle is built with, the same for every shop: Astro keeps its `site` setting in the
 * bundle, and one value there keeps the bundle a function of the source alone. No page reads it (Astro.site); a
 * page's address comes from PUBLIC_SITE_URL when it is rendered, which the comparisons of rendered builds with
 * `astro build` at the shop's own address prove.
 */
export const RENDERER_BUILD_SITE = 'http://renderer-bundle.invalid';

/** The folder of the bundle for this source (a source without a stamp gets a folder of its own). */
export function rendererBundleDir(req: RendererSource): string {
  const key = createHash('sha1')
    .update(`${req.sourceStamp ?? randomBytes(8).toString('hex')}\nrenderer`)
    .digest('hex')
    .slice(0, 16);
  return path.join(renderersRoot(req.storefrontRoot), key);
}

/** The server entry of the renderer bundle for this source, building it first when there is none. */
export async function ensureRendererBuild(req: RendererSource, run: Run): Promise<string> {
  const root = renderersRoot(req.storefrontRoot);
  const dir = rendererBundleDir(req);
  removeStaleFolders(root, UNUSED_MS, dir);
  if (fs.existsSync(rendererEntry(dir))) {
    const now = new Date();
    fs.utimesSync(dir, now, now);
    return rendererEntry(dir);
  }
  // built beside, then renamed into place: two shops on one checkout may build the same source at once
  const tmp = `${dir}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await run(tmp, { SHOP_RENDERER_BUILD: '1', PUBLIC_SITE_URL: RENDERER_BUILD_SITE });
    if (!fs.existsSync(rendererEntry(tmp))) throw new Error('the renderer build finished without a server entry');
    try {
      fs.renameSync(tmp, dir);
    } catch (err) {
      if (!fs.existsSync(rendererEntry(dir))) throw err;
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rendererEntry(dir);
}
