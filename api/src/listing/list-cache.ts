import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ExpiringCache } from '../core/load/expiring-cache';
import { type AnswerEncoding, chooseEncoding, compressAnswer } from './answer-compression';

export interface CachedBody {
  body: Buffer;
  etag: string;
  /** The brotli and gzip forms, each made on first demand (see compressAnswer for where) and kept with the entry. */
  br?: Buffer | Promise<Buffer>;
  gzip?: Buffer | Promise<Buffer>;
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

function compressed(entry: CachedBody, encoding: AnswerEncoding): Buffer | Promise<Buffer> {
  entry[encoding] ??= compressAnswer(entry.body, encoding);
  return entry[encoding];
}

/** What Express's res.type('application/json') sets, written out once. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Accept-Encoding values seen and the encoding each asks for: browsers send a handful, each parsed once. */
const encodingByHeader = new Map<string | undefined, AnswerEncoding | null>();
const REMEMBERED_HEADERS = 64;
const REMEMBERED_HEADER_LENGTH = 256;

function encodingFor(req: Request): AnswerEncoding | null {
  const header = req.headers['accept-encoding'];
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = chooseEncoding(header);
    if (encodingByHeader.size >= REMEMBERED_HEADERS) encodingByHeader.clear();
    if ((header?.length ?? 0) <= REMEMBERED_HEADER_LENGTH) encodingByHeader.set(header, encoding);
  }
  return encoding;
}

/**
 * Sends a serialised answer as-is: 304 when the caller holds it already, brotli or gzip as the caller
 * takes them (a 1000-product search is over a megabyte of JSON, and a cached answer is compressed once per encoding). Staff answers depend on
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
  const encoding = body.length >= COMPRESS_MIN_BYTES ? encodingFor(req) : null;
  if (encoding) {
    res.setHeader('Content-Encoding', encoding);
    const zipped = compressed(entry, encoding);
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

  /** The body (JSON, as text or UTF-8) with its ETag, kept when caching is on and nothing changed since `generation`. */
  set(key: string, json: string | Buffer, generation: number, now = Date.now()): CachedBody {
    const body = typeof json === 'string' ? Buffer.from(json) : json;
    const value = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    this.store.set(key, value, generation, now);
    return value;
  }

  clear(): void {
    this.store.clear();
  }
}
