#!/usr/bin/env node
// Runs the built shop: the API serves the storefront, the back office and the images on one origin.
// Everything else (embedded PostgreSQL, migrations, owner account, demo catalog, storefront build) happens inside.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'api', 'dist', 'src', 'main.js');
if (!existsSync(entry)) {
  console.error('The API is not built yet: run "npm start" (it builds first) or "npm run build".');
  process.exit(1);
}
createRequire(import.meta.url)(entry);
