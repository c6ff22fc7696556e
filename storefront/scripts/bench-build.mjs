#!/usr/bin/env node
/**
 * Times a storefront build of N products against the stand-in API (scripts/mock-api.mjs), so the number measures the
 * storefront alone. Prints wall time, pages, pages per second and the build's peak memory.
 *   node storefront/scripts/bench-build.mjs [--products 10000]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const storefront = path.resolve(here, '..');
const args = process.argv.slice(2);
const count = Number(args.includes('--products') ? args[args.indexOf('--products') + 1] : 10000);
const port = 3990 + Math.floor(Math.random() * 9);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));

const api = spawn(process.execPath, [path.join(here, 'mock-api.mjs'), '--port', String(port), '--products', String(count)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => api.stdout.once('data', resolve));

const cli = path.join(storefront, '..', 'node_modules', 'astro', 'astro.js');
const started = Date.now();
const build = spawn(process.execPath, [cli, 'build', '--outDir', outDir], {
  cwd: storefront,
  env: { ...process.env, SHOP_API_URL: `http://127.0.0.1:${port}/api/v1`, ASTRO_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
build.stdout.on('data', (c) => (log += c));
build.stderr.on('data', (c) => (log += c));
let peakKb = 0;
const poll = setInterval(() => {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${build.pid}/status`, 'utf8'));
    if (m) peakKb = Math.max(peakKb, Number(m[1]));
  } catch {
    /* not on Linux, or finished */
  }
}, 200);
const code = await new Promise((resolve) => build.on('close', resolve));
clearInterval(poll);
const seconds = (Date.now() - started) / 1000;
api.kill();
// biome-ignore lint/suspicious/noControlCharactersInRegex: the build log's colour codes start with ESC, which is what this strips
const clean = log.replace(/\x1b\[[0-9;]*m/g, '');
const pages = Number(/(\d+) page\(s\) built/.exec(clean)?.[1] ?? 0);
const render = /generating static routes[\s\S]*?Completed in ([\d.]+)s/.exec(clean)?.[1];
const compress = /compressed (\d+) files \(gzip \+ brotli\) in (\d+) ms/.exec(clean);
fs.rmSync(outDir, { recursive: true, force: true });
if (code !== 0) {
  console.error(clean.split('\n').slice(-30).join('\n'));
  process.exit(1);
}
console.log(`products: ${count}`);
console.log(`pages: ${pages}`);
console.log(`build wall time: ${seconds.toFixed(1)} s (${(pages / seconds).toFixed(0)} pages/s overall)`);
if (render) console.log(`page rendering: ${render} s (${(pages / Number(render)).toFixed(0)} pages/s)`);
if (compress) console.log(`precompression: ${compress[1]} files in ${(Number(compress[2]) / 1000).toFixed(1)} s`);
if (peakKb) console.log(`peak memory of the build process: ${(peakKb / 1024).toFixed(0)} MB`);
