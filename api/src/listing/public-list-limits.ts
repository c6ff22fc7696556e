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
 * One client address holds at most 8 of those places (running and waiting): a shopper's page asks for a list or
 * two at a time, and even a few shoppers behind one address (an office, a mobile carrier) stay well within it,
 * while one client flooding searches can no longer fill the queue and have everyone else turned away.
 * PUBLIC_LIST_ACTIVE, PUBLIC_LIST_WAITING, PUBLIC_LIST_WAIT_MS and PUBLIC_LIST_PER_CLIENT set the limits.
 */
export const PUBLIC_LIST_LIMITS = { active: 4, waiting: 64, maxWaitMs: 1500, perClient: 8 };
