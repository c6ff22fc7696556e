import { STORAGE_KEYS } from '@shop/common';
import { tokenStore } from '../api/tokenStore';

/** The Web Lock every tab of the back office takes to rotate the shared tokens. */
export const REFRESH_LOCK = 'shop-admin-token-refresh';

/** How long a tab that waited for the lock gives the other tab's new tokens to reach its copy of localStorage. */
export const ROTATION_ARRIVAL_MS = 1_000;

/**
 * Runs `fn` while holding the refresh lock, so tabs of one browser rotate the tokens one at a time. `fn` is told
 * whether another tab held the lock first (then that tab has probably rotated the tokens). The answer comes as soon
 * as `fn` ends, but the lock is kept ROTATION_ARRIVAL_MS longer: localStorage reaches other tabs (other renderer
 * processes) a moment after it is written, and a tab that reads it meanwhile still sees the old tokens; it then waits
 * for the lock and for the new tokens instead of sending the old ones. Without the Web Locks API (old browsers,
 * tests) `fn` runs at once.
 */
export function withRefreshLock<T>(fn: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn(false);
  return new Promise<T>((resolve, reject) => {
    const run = async (waited: boolean) => {
      try {
        resolve(await fn(waited));
      } catch (err) {
        reject(err);
      }
      await new Promise((r) => setTimeout(r, ROTATION_ARRIVAL_MS));
    };
    void (async () => {
      const ran = (await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await run(false);
        return true;
      })) as boolean;
      if (!ran) await locks.request(REFRESH_LOCK, () => run(true));
    })().catch(reject);
  });
}

/**
 * After waiting for the lock: the tab that held it stored new tokens just before letting go, but localStorage reaches
 * other tabs (other renderer processes) a moment later. Resolves once the stored refresh token is no longer `seen`,
 * or after `ms` when the other tab did not rotate (its refresh failed): sending `seen` again after a rotation would
 * read as a leaked token and end the session.
 */
export function rotationArrived(seen: string | null, ms = ROTATION_ARRIVAL_MS): Promise<void> {
  if (tokenStore.refreshToken() !== seen || typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.auth && tokenStore.refreshToken() !== seen) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
  });
}
