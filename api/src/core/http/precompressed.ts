import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The encodings a build writes beside a file, best first, with the suffix of each copy. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isFile = (p: string) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Serves the compressed copy a build wrote beside a file of `dir` (`name.js.br`, `name.js.gz`) when the browser takes
 * that encoding; anything else (no copy, no such encoding, a sub-path) goes on to the plain file's handler. The back
 * office's build compresses its own files once (admin/vite.config.ts), so no answer is compressed per request: on a
 * phone's slow line the stall downloads a third of the bytes.
 */
export function precompressedFiles(dir: string, cacheControl: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // only a file directly in `dir`: a name with no folder in it cannot point outside
    const name = req.path.slice(1);
    if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.')) return next();
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = ENCODINGS.find((e) => new RegExp(`\\b${e.name}\\b`).test(accept) && isFile(path.join(dir, name + e.suffix)));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + encoding.suffix), { cacheControl: false, dotfiles: 'allow' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}
