#!/usr/bin/env node
// `npm start` and `npm test` build through this: a workspace whose sources, dependencies' sources, root config, lock
// file and Node version hash to the stamp of its last good build, with every output still in place, is not built
// again. `npm run build` still builds everything unconditionally.
//   node scripts/build-if-changed.mjs            common, api and admin (admin beside common → api)
//   node scripts/build-if-changed.mjs api        only the named workspaces (and nothing they need)
import { buildIfChanged } from './lib/build-stamps.mjs';
import { ROOT } from './lib/shop-process.mjs';

const DEFAULT_ORDER = ['common', 'api', 'admin'];
// The api compiles against common's built output; admin bundles common's sources (a Vite alias), so it builds beside.
const NEEDS = { api: ['common'] };

const order = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ORDER;
const started = Date.now();
const results = await buildIfChanged({ root: ROOT, order, needs: NEEDS, concurrency: 2 });
const failed = results.filter((r) => r.error);
for (const r of results) {
  console.log(
    r.error
      ? `✗ ${r.ws}: ${r.error}`
      : r.built
        ? `✓ ${r.ws} built in ${(r.ms / 1000).toFixed(1)} s (${r.reason})`
        : `· ${r.ws} up to date, not built`,
  );
}
console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.length) process.exit(1);
