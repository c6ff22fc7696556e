import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

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
  private readonly entries = new Map<string, { value: CachedBody; expires: number }>();
  /** Bumped by clear(): an answer computed before a change must not be stored after it. */
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedBody | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  get generation(): number {
    return this.gen;
  }

  set(key: string, json: string, generation: number, now = Date.now()): CachedBody {
    const body = Buffer.from(json);
    const value = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    if (!this.enabled || generation !== this.gen) return value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
