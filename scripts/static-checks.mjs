#!/usr/bin/env node
// The checks that read the code without running it: lint, the import floors (and the floor checker's own tests), a
// type check of every workspace and astro check of the storefront. They run side by side, at most
// STATIC_CONCURRENCY at once (2 unless told: the test runner already runs another suite beside this one), longest
// first; each one's output is printed whole when it fails, and the run fails if any did.
//   node scripts/static-checks.mjs              every check
//   node scripts/static-checks.mjs lint floors  only these
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * Longest first (measured on this machine), so the short ones fill in beside the long ones. The storefront has no tsc
 * of its own here: astro check runs the same TypeScript over the same tsconfig (every .ts and .tsx file, tests, e2e and
 * configs) and the .astro files besides, so a second pass would find nothing new (`npm run typecheck -w storefront`
 * runs tsc alone).
 */
export const CHECKS = [
  { name: 'astro check', cwd: 'storefront', cmd: bin('astro'), args: ['check'] },
  { name: 'tsc admin', cwd: 'admin', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'tsc api', cwd: 'api', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'tsc common', cwd: 'common', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.check.json'] },
  { name: 'lint', cwd: '.', cmd: bin('biome'), args: ['lint', '--colors=off', '.'] },
  { name: 'format', cwd: '.', cmd: bin('biome'), args: ['format', '--colors=off', '.'] },
  { name: 'floors', cwd: '.', cmd: process.execPath, args: ['scripts/check-floors.mjs'] },
  { name: 'floor checker tests', cwd: '.', cmd: process.execPath, args: ['--test', 'scripts/floors/'] },
];

function run(check) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(check.cmd, check.args, {
      cwd: path.join(ROOT, check.cwd),
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: process.env.CI ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (err) => chunks.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => resolve({ ...check, code: code ?? 1, ms: Date.now() - started, output: Buffer.concat(chunks).toString() }));
  });
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((n) => !CHECKS.some((c) => c.name === n || c.name.startsWith(`${n} `)));
  if (unknown.length) {
    console.error(`No such check: ${unknown.join(', ')} (checks: ${CHECKS.map((c) => c.name).join(', ')})`);
    process.exit(2);
  }
  const queue = CHECKS.filter((c) => !only.length || only.some((n) => c.name === n || c.name.startsWith(`${n} `)));
  const concurrency = Math.max(1, Number(process.env.STATIC_CONCURRENCY) || Math.min(2, os.availableParallelism()));
  const started = Date.now();
  const results = [];
  const lane = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const r = await run(c);
      results.push(r);
      console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${(r.ms / 1000).toFixed(1)} s)`);
      if (r.code !== 0)
        console.log(
          r.output
            .replace(/\s+$/, '')
            .split('\n')
            .map((l) => `  ${l}`)
            .join('\n'),
        );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const failed = results.filter((r) => r.code !== 0);
  console.log(
    `Static checks: ${results.length - failed.length} of ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${concurrency} at a time; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (failed.length) {
    console.log(`FAILED: ${failed.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
