#!/usr/bin/env node
// `npm run restore -- <backup> [--check] [--data-dir <folder>]`: the work is in api/src/backups/restore-cli.ts.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'api', 'dist', 'src', 'backups', 'restore-cli.js');
if (!existsSync(entry)) {
  console.error('The API is not built yet: run "npm run build" first.');
  process.exit(1);
}
const { restoreCli } = createRequire(import.meta.url)(entry);
process.exit(await restoreCli(process.argv.slice(2)));
