import { beforeEach } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { ownerUser } from './recorded';

/** Before each test, a stored session of `user` (the recorded owner unless told), so the admin's calls carry a token. */
export function signedInEachTest(user: unknown = ownerUser) {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ accessToken: 'tok', refreshToken: 'r', user, issuedAt: Date.now() }));
  });
}
