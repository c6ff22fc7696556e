#!/usr/bin/env node
// `npm start` builds through this, and `npm test` through its runner (scripts/run-tests.mjs): a workspace whose sources,
// dependencies' sources, root config, lock file and Node version hash to the stamp of its last good build, with every
// output still in place, is not built again. `npm run build` still builds everything unconditionally.
//   node scripts/build-if-changed.mjs            common, api and admin (admin beside common → api)
//   node scripts/build-if-changed.mjs api        only the named workspaces (and nothing they need)
import { pathToFileURL } from 'node:url';
import { buildIfChanged } from './lib/build-stamps.mjs';
import { ROOT } from './lib/shop-process.mjs';

export const DEFAULT_ORDER = ['common', 'api', 'admin'];
// The api compiles against common's built output; admin bundles common's sources (a Vite alias), so it builds beside.
const NEEDS = { api: ['common'] };

/** One line per workspace: built (how long, why), up to date, or failed. */
export const builtLine = (r) =>
  r.error ? `✗ ${r.ws}: ${r.error}` : r.built ? `✓ ${r.ws} built in ${(r.ms / 1000).toFixed(1)} s (${r.reason})` : `· ${r.ws} up to date, not built`;

/** Builds what changed of `order`; `onDone` hears of each workspace as soon as it is done. */
export function buildChanged(order = DEFAULT_ORDER, onDone = undefined) {
  return buildIfChanged({ root: ROOT, order, needs: NEEDS, concurrency: 2, onDone });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const results = await buildChanged(process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ORDER);
  for (const r of results) console.log(builtLine(r));
  console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (results.some((r) => r.error)) process.exit(1);
}
