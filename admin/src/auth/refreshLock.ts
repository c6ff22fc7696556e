/** The Web Lock every tab of the back office takes to rotate the shared tokens. */
export const REFRESH_LOCK = 'shop-admin-token-refresh';

/**
 * Runs `fn` while holding the refresh lock, so tabs of one browser rotate the tokens one at a time: a second tab
 * waits, then finds the tokens the first one stored. Without the Web Locks API (old browsers, tests) it runs at once.
 */
export function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request(REFRESH_LOCK, fn) as Promise<T>;
}
