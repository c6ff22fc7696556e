import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ExpiringCache } from '../core/load/expiring-cache';
import { gzipAnswer } from './answer-gzip';

export interface CachedBody {
  body: Buffer;
  etag: string;
  /** The gzip form, made on first demand (see gzipAnswer for where) and kept with the entry. */
  gzipped?: Buffer | Promise<Buffer>;
}

/** Below this size compression costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

function gzipped(entry: CachedBody): Buffer | Promise<Buffer> {
  entry.gzipped ??= gzipAnswer(entry.body);
  return entry.gzipped;
}

/** What Express's res.type('application/json') sets, written out once. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Accept-Encoding values seen and whether they take gzip: browsers send a handful, each parsed once. */
const takesGzipByHeader = new Map<string | undefined, boolean>();
const REMEMBERED_HEADERS = 64;
const REMEMBERED_HEADER_LENGTH = 256;

function takesGzip(req: Request): boolean {
  const header = req.headers['accept-encoding'];
  let takes = takesGzipByHeader.get(header);
  if (takes === undefined) {
    takes = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (takesGzipByHeader.size >= REMEMBERED_HEADERS) takesGzipByHeader.clear();
    if ((header?.length ?? 0) <= REMEMBERED_HEADER_LENGTH) takesGzipByHeader.set(header, takes);
  }
  return takes;
}

/**
 * Sends a serialised answer as-is: 304 when the caller holds it already, gzip when the caller takes it (a
 * 1000-product search is over a megabyte of JSON, and a cached answer is compressed once). Staff answers depend on
 * the caller (cost prices), so they are never stored; only shoppers' may be kept by caches. The body is bytes whose
 * ETag and type are set here, so of res.send's work only the length is left; it is written directly
 * (send-cached-body.headers.spec.ts holds every header).
 */
export async function sendCachedBody(req: Request, res: Response, entry: CachedBody, audience: 'shopper' | 'staff'): Promise<void> {
  res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', audience === 'staff' ? 'private, no-store' : 'public, max-age=0, must-revalidate');
  res.setHeader('Vary', 'Accept-Encoding, Authorization');
  res.setHeader('Content-Type', JSON_TYPE);
  if (req.fresh) return void res.status(304).end();
  let body = entry.body;
  if (body.length >= GZIP_MIN_BYTES && takesGzip(req)) {
    res.setHeader('Content-Encoding', 'gzip');
    const zipped = gzipped(entry);
    body = Buffer.isBuffer(zipped) ? zipped : await zipped;
  }
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Serialised answers of public product lists, keyed by the normalised filter. The storefront asks the same few
 * lists over and over (featured strip, category pages, search), and a 1000-product search answer costs far more
 * to build and stringify than to copy. Cleared on every product or category change; entries also expire.
 */
export class ListCache {
  private readonly store: ExpiringCache<CachedBody>;

  constructor(ttlMs: number, maxEntries = 500) {
    this.store = new ExpiringCache(ttlMs, maxEntries);
  }

  get enabled(): boolean {
    return this.store.enabled;
  }

  /** Bumped by clear(): an answer computed before a change must not be stored after it. */
  get generation(): number {
    return this.store.generation;
  }

  get size(): number {
    return this.store.size;
  }

  get(key: string, now = Date.now()): CachedBody | undefined {
    return this.store.get(key, now);
  }

  /** The body with its ETag, kept when caching is on and nothing changed since `generation`. */
  set(key: string, json: string, generation: number, now = Date.now()): CachedBody {
    const body = Buffer.from(json);
    const value = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    this.store.set(key, value, generation, now);
    return value;
  }

  clear(): void {
    this.store.clear();
  }
}
