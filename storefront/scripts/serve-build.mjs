#!/usr/bin/env node
/**
 * Serves a storefront build folder exactly as the API does (the API's own handler: cache headers, precompressed files,
 * live pages, 404 page) and forwards /api and /uploads to a running API. For Lighthouse and screenshots of a build.
 *   node storefront/scripts/serve-build.mjs <buildDir> [--port 4400] [--api http://127.0.0.1:3999]
 * Needs the API built (npm run build -w api).
 */
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const express = require(require.resolve('express', { paths: [path.join(root, 'api')] }));
const { createSiteHandler } = require(path.join(root, 'api', 'dist', 'src', 'site', 'site-static.js'));

const args = process.argv.slice(2);
const opt = (name, def) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : def);
const dir = path.resolve(args[0] ?? '');
const port = Number(opt('port', 4400));
const api = new URL(opt('api', 'http://127.0.0.1:3999'));

const app = express();
app.use((req, res, next) => {
  if (!/^\/(api|uploads)\//.test(req.path)) return next();
  const upstream = http.request(
    { host: api.hostname, port: api.port, path: req.originalUrl, method: req.method, headers: { ...req.headers, host: api.host } },
    (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    },
  );
  upstream.on('error', () => res.status(502).end());
  req.pipe(upstream);
});
app.use(createSiteHandler({ currentDir: () => dir }));
app.listen(port, '127.0.0.1', () => console.log(`serving ${dir} on http://127.0.0.1:${port} (API ${api.origin})`));
