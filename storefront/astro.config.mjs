// @ts-check
import { defineConfig } from 'astro/config';
import react from './src/integrations/react-renderer.mjs';
import precompress from './src/integrations/precompress.mjs';
import cspHashes from './src/integrations/csp-hashes.mjs';
import inlineScript from './src/integrations/inline-script.mjs';
import searchIslandDirective from './src/integrations/search-island-directive.mjs';
import touchIslandDirective from './src/integrations/touch-island-directive.mjs';
import shopRenderer from './src/renderer/adapter.mjs';
import staticList from './src/integrations/static-list.mjs';

// SHOP_RENDERER_BUILD=1: the same pages bundled for the API's incremental renderer instead of prerendered.
const rendererBuild = process.env.SHOP_RENDERER_BUILD === '1';

// Pages are prebuilt from the shop API (SHOP_API_URL) at build time; PUBLIC_SITE_URL is the canonical origin.
export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:3000',
  // The API's rebuilds give each build its own cache folder (see api/src/site/site-builder.ts).
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  ...(rendererBuild ? { output: 'server', adapter: shopRenderer() } : {}),
  // The renderer build compresses its client files and lists them once, so a full build of the same source can link
  // them instead of running `astro build` (api/src/site/build/rendered-build.ts).
  integrations: rendererBuild
    ? [react(), inlineScript(), searchIslandDirective(), touchIslandDirective(), precompress(), staticList()]
    : [react(), inlineScript(), searchIslandDirective(), touchIslandDirective(), cspHashes(), precompress()],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    build: { chunkSizeWarningLimit: 400 },
  },
});
