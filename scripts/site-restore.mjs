#!/usr/bin/env node
// Lists the storefront builds the shop keeps, or points current.json back at one of them (stop the shop first; it
// serves the restored build from its next start).   node scripts/site-restore.mjs [BUILD_ID]
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const history = path.join(root, 'api', 'dist', 'src', 'site', 'site-history.js');
if (!existsSync(history)) {
  console.error('The API is not built yet: run "npm run build" first.');
  process.exit(1);
}
const { listGoodBuilds, readCurrent, restoreBuild } = createRequire(import.meta.url)(history);
const siteDir = path.join(path.resolve(process.env.DATA_DIR || path.join(root, '.data')), 'site');
const id = process.argv[2];

if (!id) {
  const current = readCurrent(siteDir)?.id;
  const builds = listGoodBuilds(siteDir);
  if (!builds.length) console.log(`No kept builds in ${siteDir}.`);
  for (const b of builds) {
    console.log(
      `${b.id === current ? '*' : ' '} ${b.id}  built ${b.builtAt}  ${b.pages} pages  ${b.products ?? '?'} products  ${b.categories ?? '?'} categories`,
    );
  }
  if (builds.length) console.log('\n* is served. Restore one with: node scripts/site-restore.mjs BUILD_ID (shop stopped), then start the shop.');
} else {
  try {
    const build = restoreBuild(siteDir, id);
    console.log(`current.json now names ${build.id} (built ${build.builtAt}, ${build.pages} pages); start the shop to serve it.`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
