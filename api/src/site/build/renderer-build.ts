import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { removeStaleFolders } from './build-folders';

/**
 * The incremental renderer's bundle: the storefront's pages built a second time with `output: 'server'`
 * (SHOP_RENDERER_BUILD=1, see storefront/src/renderer/adapter.mjs), so single pages can be rendered again with the
 * full build's code. It depends on the source and the public URL only, never on the catalog, so it is built once per
 * source and shared by every build of it. It lives inside the storefront's node_modules so its chunks resolve the
 * workspace's packages.
 */
export const renderersRoot = (storefrontRoot: string) => path.join(storefrontRoot, 'node_modules', '.cache', 'shop-renderers');

/** Bundles nobody has used for this long belong to old sources. */
const UNUSED_MS = 24 * 3_600_000;

export const rendererEntry = (dir: string) => path.join(dir, 'server', 'entry.mjs');

/** The worker process that loads a bundle and renders pages on request. */
export const rendererWorker = (storefrontRoot: string) => path.join(storefrontRoot, 'src', 'renderer', 'worker.mjs');

type Run = (outDir: string, env: Record<string, string>) => Promise<unknown>;

/** What the renderer bundle depends on: the storefront source and the public URL (a full build's request carries both). */
export interface RendererSource {
  storefrontRoot: string;
  publicSiteUrl: string;
  sourceStamp?: string;
}

/** The server entry of the renderer bundle for this source, building it first when there is none. */
/** The folder of the bundle for this source and public URL (a source without a stamp gets a folder of its own). */
export function rendererBundleDir(req: RendererSource): string {
  const key = createHash('sha1')
    .update(`${req.sourceStamp ?? randomBytes(8).toString('hex')}\n${req.publicSiteUrl}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(renderersRoot(req.storefrontRoot), key);
}

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
    await run(tmp, { SHOP_RENDERER_BUILD: '1' });
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
