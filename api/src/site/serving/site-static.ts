import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { SITE_CSP_FILE } from '@shop/common';

/** Paths that belong to the API, the back office or the image store, never to the storefront. */
const NOT_OURS = /^\/(api|admin|uploads)(\/|$)/;
const PRODUCT_PATH = /^(?:\/ar)?\/products\/[^/]+\/?$/;
const CATEGORY_PATH = /^(?:\/ar)?\/category\/[^/]+(\/page\/\d+)?\/?$/;
/** A shopper's order page: never prebuilt, always the live shell (its island reads the order from the API). */
const ORDER_PATH = /^(?:\/ar)?\/orders\/[^/]+\/?$/;
/** The storefront's Arabic pages live under /ar/, with their own live and 404 pages. */
const ARABIC_PATH = /^\/ar(\/|$)/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Hashed build assets never change; HTML is revalidated on every visit so a rebuild shows at once. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  const ext = path.extname(urlPath);
  if (!ext || ext === '.html') return 'no-cache';
  if (ext === '.xml' || ext === '.txt') return 'public, max-age=300';
  return 'public, max-age=86400';
}

/** The page the shop shows until its first storefront build is ready; it refreshes itself. */
export const OPENING_PAGE = `<!doctype html>
<html lang="en" data-shop-opening>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<meta name="robots" content="noindex">
<title>The shop is opening…</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f4ee;color:#1b1714;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;text-align:center;padding:24px}
  .mark{width:56px;height:56px;border-radius:16px;background:#b23d14;margin:0 auto 20px;animation:p 1.2s ease-in-out infinite}
  @keyframes p{50%{transform:scale(.85);opacity:.7}}
  h1{font-size:1.5rem;margin:0 0 8px;letter-spacing:-.02em}
  p{margin:0;color:#6b6259}
</style>
</head>
<body>
<main>
<div class="mark" aria-hidden="true"></div>
<h1>The shop is opening…</h1>
<p>We are setting out the shelves. This page refreshes by itself in a moment.</p>
</main>
</body>
</html>
`;

export interface SiteHandlerOptions {
  /** The folder of the build being served, or null before the first build. */
  currentDir: () => string | null;
}

function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // Hidden files are never served; checked on the URL only, since the data folder itself is `.data` by default.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const full = path.join(root, path.normalize(decoded));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to in a build: the file itself, or the page's index.html. */
export function resolveBuildFile(root: string, urlPath: string): string | null {
  const full = safeJoin(root, urlPath);
  if (!full) return null;
  if (path.extname(full) && isFile(full)) return full;
  const index = path.join(full, 'index.html');
  return isFile(index) ? index : null;
}

/** Pages the incremental renderer may replace while they are served. */
const REWRITTEN = new Set(['.html', '.xml', '.txt']);

/**
 * Sends a page read whole from one open file. Streaming by path would read the size of one version and the bytes of
 * the next when the incremental renderer replaces the page in between (a rename), and cut the answer short.
 */
function sendWhole(req: Request, res: Response, next: NextFunction, file: string, status: number): void {
  let body: Buffer;
  let stat: fs.Stats;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      stat = fs.fstatSync(fd);
      body = fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    return next(err);
  }
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  res.setHeader('ETag', `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`);
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

const cspCache = new Map<string, { mtimeMs: number; sources: string }>();

/**
 * The script sources a build's pages need: its inline scripts' hashes from SITE_CSP_FILE (re-read when the incremental
 * renderer changes it). A build made before the file existed gets 'unsafe-inline' for its pages, so it keeps working
 * until the next build replaces it.
 */
function pageScriptSources(root: string): string {
  const file = path.join(root, SITE_CSP_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return "'self' 'unsafe-inline'";
  }
  const cached = cspCache.get(root);
  if (cached && cached.mtimeMs === mtimeMs) return cached.sources;
  let hashes: string[] = [];
  try {
    const list = (JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptSrc?: unknown }).scriptSrc;
    hashes = Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string' && /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(h)) : [];
  } catch {
    /* a half-written or broken list allows no inline script: safe, and the next build writes it whole */
  }
  const sources = ["'self'", ...hashes].join(' ');
  cspCache.set(root, { mtimeMs, sources });
  return sources;
}

/** The policy already set (the API's), with the page's script sources in place of its script-src. */
function allowPageScripts(res: Response, root: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;)\s*script-src [^;]*/, `$1script-src ${pageScriptSources(root)}`));
}

function send(req: Request, res: Response, next: NextFunction, file: string, urlPath: string, status = 200, root?: string): void {
  const ext = path.extname(file);
  const type = TYPES[ext] ?? 'application/octet-stream';
  let served = file;
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept) && isFile(`${file}.br`)) {
    served = `${file}.br`;
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accept) && isFile(`${file}.gz`)) {
    served = `${file}.gz`;
    res.setHeader('Content-Encoding', 'gzip');
  }
  if (served !== file || isFile(`${file}.gz`)) res.setHeader('Vary', 'Accept-Encoding');
  res.status(status);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(urlPath) : 'no-cache');
  if (ext === '.html') res.setHeader('X-Content-Type-Options', 'nosniff');
  if (ext === '.html' && root) allowPageScripts(res, root);
  if (REWRITTEN.has(ext) && !urlPath.startsWith('/_astro/')) return sendWhole(req, res, next, served, status);
  res.sendFile(served, { cacheControl: false, lastModified: true, etag: true, dotfiles: 'allow' }, (err) => {
    if (err && !res.headersSent) next(err);
  });
}

/**
 * Serves the current storefront build: static files with cache headers, a live page for products and categories
 * built after the last build (their island reads the id from the URL), the opening page before the first build,
 * and for any other unknown path the build's 404.html (a tiny page that replaces the history entry with '/').
 */
export function createSiteHandler(options: SiteHandlerOptions) {
  return function siteHandler(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = req.path;
    if (NOT_OURS.test(urlPath)) return next();
    const root = options.currentDir();
    if (!root) {
      if (path.extname(urlPath) && path.extname(urlPath) !== '.html') {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.status(503).setHeader('Retry-After', '3');
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(OPENING_PAGE);
      return;
    }
    const file = resolveBuildFile(root, urlPath);
    if (file) return send(req, res, next, file, urlPath, 200, root);
    const lang = ARABIC_PATH.test(urlPath) ? 'ar' : '';
    if (PRODUCT_PATH.test(urlPath) || CATEGORY_PATH.test(urlPath) || ORDER_PATH.test(urlPath)) {
      const kind = PRODUCT_PATH.test(urlPath) ? 'product' : ORDER_PATH.test(urlPath) ? 'order' : 'category';
      const live = path.join(root, lang, 'live', kind, 'index.html');
      if (isFile(live)) {
        res.setHeader('X-Robots-Tag', 'noindex');
        return send(req, res, next, live, '/live.html', 200, root);
      }
    }
    const arabicNotFound = path.join(root, 'ar', '404', 'index.html');
    const notFound = lang && isFile(arabicNotFound) ? arabicNotFound : path.join(root, '404.html');
    if (isFile(notFound)) return send(req, res, next, notFound, '/404.html', 404, root);
    res.status(404).type('text/plain').send('Not found');
  };
}
