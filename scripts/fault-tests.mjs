#!/usr/bin/env node
// The fault tests (scripts/faults/*.test.mjs), two files at a time: most of their time is spent waiting on shops that
// start, build, crash and come back, not on the cores. The longest files start first so the run does not end on one
// of them alone; every other file follows in name order, so a new file runs without being listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { prepareTestShops } from './lib/prepare-shops.mjs';
import { ROOT } from './lib/shop-process.mjs';

const DIR = path.join(ROOT, 'scripts', 'faults');
const LONGEST_FIRST = ['two-instances', 'incremental-render', 'feed-render', 'two-instances-incremental', 'storefront-outage', 'rendered-build'].map(
  (n) => `${n}.test.mjs`,
);

const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.test.mjs'))
  .sort((a, b) => {
    const rank = (f) => (LONGEST_FIRST.includes(f) ? LONGEST_FIRST.indexOf(f) : LONGEST_FIRST.length);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
const only = process.argv.slice(2);
const chosen = only.length ? files.filter((f) => only.some((o) => f.startsWith(o))) : files;
await prepareTestShops();
const r = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${process.env.FAULT_CONCURRENCY ?? 2}`, ...chosen.map((f) => path.join(DIR, f))],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
