// How much of shoppers' list work an instance keeps in memory and how much it computes at once.

/** How long a public list answer may be served from memory; changes clear it at once. CATALOG_CACHE_TTL_MS=0 turns it off. */
export function cacheTtl(): number {
  const raw = Number(process.env.CATALOG_CACHE_TTL_MS ?? 30_000);
  return Number.isFinite(raw) && raw >= 0 ? raw : 30_000;
}

/**
 * Shoppers' lists that miss the cache, computed at once per instance. A search at 100,000 products costs tens of
 * milliseconds of database CPU; on a small machine a burst beyond this is answered "busy, retry in a second" within
 * the wait below rather than queued for many seconds. Cached answers and staff lists never wait here.
 * PUBLIC_LIST_ACTIVE, PUBLIC_LIST_WAITING and PUBLIC_LIST_WAIT_MS set the limits.
 */
export const PUBLIC_LIST_LIMITS = { active: 4, waiting: 64, maxWaitMs: 1500 };
