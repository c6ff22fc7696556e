#!/usr/bin/env node
// `npm run dev`: the API (recompiled and restarted on change), the back office (Vite) and the storefront (Astro dev),
// each with reload. The API keeps serving on :3000; Vite proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/shop-process.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const procs = [
  ['api:tsc', bin('tsc'), ['-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['api', process.execPath, ['--watch-path=api/dist', 'scripts/start.mjs']],
  ['admin', bin('vite'), ['--config', 'admin/vite.config.ts', 'admin']],
  ['storefront', bin('astro'), ['dev', '--root', 'storefront', '--port', '4321']],
];
const children = procs.map(([name, cmd, args]) => {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, STOREFRONT_REBUILD: process.env.STOREFRONT_REBUILD ?? 'off' } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
});
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
