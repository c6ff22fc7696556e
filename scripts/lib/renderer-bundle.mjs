// The storefront's renderer bundle, made once before test shops start. A shop that finds the bundle of its source
// renders its first full build with it; a shop that does not runs `astro build` for its pages and builds the bundle
// beside them, so shops started at the same moment on a fresh checkout would each build both.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './shop-process.mjs';

const require = createRequire(import.meta.url);
const STOREFRONT = path.join(ROOT, 'storefront');
/** A module of the API's built storefront-build code (api/src/site/build), as the shops run it. */
export const siteBuildModule = (file) => require(path.join(ROOT, 'api', 'dist', 'src', 'site', 'build', file));

/**
 * Builds the renderer bundle of the storefront's current source unless it is there; answers whether it was built
 * now. Needs the API's build (its build functions are the ones shops use).
 */
export async function ensureRendererBundle({ timeoutMs = 10 * 60_000 } = {}) {
  const { ensureRendererBuild } = siteBuildModule('renderer-build.js');
  const { runAstroBuild } = siteBuildModule('site-builder.js');
  const { storefrontSourceStamp } = siteBuildModule('build-folders.js');
  const req = {
    storefrontRoot: STOREFRONT,
    sourceStamp: storefrontSourceStamp(STOREFRONT),
    outDir: '',
    // the bundle reads no catalog while it is built: no API has to answer at this address
    apiUrl: 'http://127.0.0.1:9/api/v1',
    publicSiteUrl: '',
    timeoutMs,
  };
  let built = false;
  await ensureRendererBuild(req, (outDir, env) => {
    built = true;
    return runAstroBuild(req, outDir, env, new AbortController().signal);
  });
  return built;
}
