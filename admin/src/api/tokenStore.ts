import { STORAGE_KEYS } from '@shop/common';
import type { AdminUser } from './types';

/** What persists under `auth-storage`: both tokens, the signed-in user and when the tokens were last issued. */
export interface StoredAuth {
  accessToken: string | null;
  refreshToken: string | null;
  user: AdminUser | null;
  issuedAt: number | null;
}

const EMPTY: StoredAuth = { accessToken: null, refreshToken: null, user: null, issuedAt: null };

function read(): StoredAuth {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.auth);
    if (!raw) return { ...EMPTY };
    const parsed = JSON.parse(raw) as Partial<StoredAuth>;
    return { ...EMPTY, ...parsed };
  } catch {
    return { ...EMPTY };
  }
}

export const tokenStore = {
  get: read,
  accessToken: () => read().accessToken,
  refreshToken: () => read().refreshToken,
  user: () => read().user,
  set(patch: Partial<StoredAuth>) {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ ...read(), ...patch }));
  },
  /** Every sign-out path (logout, failed refresh, failed restore, any 401) ends here: both tokens go. */
  clear() {
    localStorage.removeItem(STORAGE_KEYS.auth);
  },
};
