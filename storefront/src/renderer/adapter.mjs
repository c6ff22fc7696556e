// A second build of the same pages for the incremental renderer: `output: 'server'` with this adapter bundles every
// page with a renderer (entry.ts) instead of prerendering them, so one page can be rendered again with the full
// build's own code. The API runs it (api/src/site/site-builder.ts) and drives it (api/src/site/incremental-renderer.ts).
import { fileURLToPath } from 'node:url';

export default function shopRenderer() {
  return {
    name: 'shop:renderer',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'shop:renderer',
          serverEntrypoint: fileURLToPath(new URL('./entry.ts', import.meta.url)),
          exports: ['renderer'],
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable', sharpImageService: 'stable' },
          adapterFeatures: {},
        });
      },
    },
  };
}
