#!/usr/bin/env node
// Sums the gzipped size of the JavaScript the login page loads from the production build: the entry script
// of admin/dist/index.html and every module it preloads or imports statically (not the lazy chunks).
// Usage: npm run build -w admin && node admin/scripts/login-bundle-size.mjs
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const LIMIT_KB = 250;
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('admin/dist is missing: run "npm run build -w admin" first.');
  process.exit(1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const toFile = (href) => path.join(dist, href.replace(/^\/admin\//, ''));
const start = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
  (m) => toFile(m[1]),
);

// Follow static imports (import … from "./x.js" and bare import "./x.js"), never import("./x.js").
const seen = new Set();
const queue = [...start];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    queue.push(path.join(path.dirname(file), m[1]));
  }
}

let total = 0;
for (const file of seen) {
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${path.relative(dist, file)}`);
}
const kb = total / 1024;
console.log(`${kb.toFixed(1).padStart(8)} KB  total gzipped JavaScript for /admin/login (limit ${LIMIT_KB} KB)`);
if (kb > LIMIT_KB) process.exitCode = 1;
