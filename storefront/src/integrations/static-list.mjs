// In the incremental renderer's build (SHOP_RENDERER_BUILD=1), after precompress has written the .gz and .br beside
// its client files: lists them in RENDERER_STATIC_FILES beside the bundle. They are exactly the files a static build
// holds besides its pages (the `_astro/` assets, the public folder's files), so a later full build of the same source
// links them into its folder and renders only the pages (api/src/site/build/rendered-build.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RENDERER_STATIC_FILES } from '@shop/common';

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

export default function staticList() {
  let outDir = null;
  return {
    name: 'shop:static-list',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      // `dir` is the client folder of a server build
      'astro:build:done': async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        const files = [];
        for await (const file of walk(client)) files.push(path.relative(client, file).split(path.sep).join('/'));
        files.sort();
        await fs.writeFile(path.join(outDir, RENDERER_STATIC_FILES), `${JSON.stringify({ files })}\n`);
        logger.info(`${files.length} static files listed in ${RENDERER_STATIC_FILES}`);
      },
    },
  };
}
