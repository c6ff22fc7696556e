import * as fs from 'node:fs';
import { readyBundle, RenderedBuildError, runRenderedBuild } from './rendered-build';
import { astroBuild, type SiteBuilder } from './site-builder';

/**
 * A full build of the storefront: rendered with the renderer bundle when this source and public address already
 * have one (rendered-build.ts), else `astro build` with the bundle built beside it (site-builder.ts), which is also
 * the only path with STOREFRONT_FULL_BUILD=astro. A rendered build that fails for any reason but an unreadable
 * catalog (which `astro build` could not read either) is made again by `astro build` in the same attempt, so a
 * broken bundle costs one slower build, never a storefront that cannot be built.
 */
export const makeStorefrontBuild =
  (astro: SiteBuilder, rendered: typeof runRenderedBuild = runRenderedBuild): SiteBuilder =>
  async (req, signal) => {
    const bundle = req.fullBuild === 'astro' ? null : readyBundle(req);
    if (!bundle) return astro(req, signal);
    try {
      return await rendered(req, bundle, signal);
    } catch (err) {
      if (signal.aborted || (err instanceof RenderedBuildError && err.catalogUnread)) throw err;
      fs.rmSync(req.outDir, { recursive: true, force: true });
      const result = await astro(req, signal);
      result.outputTail = `the rendered build failed (${(err as Error).message}), so astro built the pages\n${result.outputTail}`;
      return result;
    }
  };

export const storefrontBuild: SiteBuilder = makeStorefrontBuild(astroBuild);
