import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ExpiringCache } from '../core/expiring-cache';

const gzipAsync = promisify(gzip);

export interface CachedBody {
  body: Buffer;
  etag: string;
  /** The gzip form, made on first demand (in libuv's thread pool, not on the event loop) and kept with the entry. */
  gzipped?: Promise<Buffer>;
}

/** Below this size compression costs more than it saves. */
export const GZIP_MIN_BYTES = 1024;

export function gzipped(entry: CachedBody): Promise<Buffer> {
  entry.gzipped ??= gzipAsync(entry.body, { level: 6 });
  return entry.gzipped;
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
