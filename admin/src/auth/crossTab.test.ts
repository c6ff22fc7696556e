import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { createAuthProvider, type ShopAuthProvider } from './authProvider';
import { tokenStore } from '../api/tokenStore';
import { apiRequest } from '../api/http';
import { fakeFetch } from '../test/fakeFetch';
import * as rec from '../test/recorded';

// Tabs share the stored tokens: what another tab stored meanwhile decides whether a 401 ends the session.

const P = '/api/v1';
const refused = { status: 401, body: { statusCode: 401, message: 'Invalid or expired refresh token', error: 'Unauthorized' } };
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null');
const otherTabRotates = () => tokenStore.set({ accessToken: 'access-other', refreshToken: 'refresh-other', issuedAt: Date.now() });

let provider: ShopAuthProvider | undefined;
afterEach(() => provider?.dispose());

describe('a 401 after another tab rotated the tokens', () => {
  it('a refused refresh keeps the tokens another tab stored meanwhile, and the session goes on', async () => {
    tokenStore.set({ accessToken: 'access-1', refreshToken: 'refresh-1', user: rec.ownerUser as never, issuedAt: Date.now() });
    fakeFetch({
      [`POST ${P}/auth/refresh`]: () => {
        otherTabRotates();
        return refused;
      },
    });
    provider = createAuthProvider();
    const ended: string[] = [];
    provider.onSessionEnd((r) => ended.push(r));
    await expect(provider.refresh()).resolves.toBeUndefined();
    expect(stored()).toMatchObject({ accessToken: 'access-other', refreshToken: 'refresh-other' });
    expect(ended).toEqual([]);
  });

  it('a refused refresh with nobody else rotating still ends the session', async () => {
    tokenStore.set({ accessToken: 'access-1', refreshToken: 'refresh-1', user: rec.ownerUser as never, issuedAt: Date.now() });
    fakeFetch({ [`POST ${P}/auth/refresh`]: refused });
    provider = createAuthProvider();
    const ended: string[] = [];
    provider.onSessionEnd((r) => ended.push(r));
    await expect(provider.refresh()).rejects.toMatchObject({ status: 401 });
    expect(stored()).toBeNull();
    expect(ended).toEqual(['expired']);
  });

  it('a call refused with a token another tab replaced is sent again with the stored one', async () => {
    tokenStore.set({ accessToken: 'access-1', refreshToken: 'refresh-1', issuedAt: Date.now() });
    const f = fakeFetch({
      [`GET ${P}/auth/me`]: (call) => {
        if (call.headers.Authorization === 'Bearer access-other') return { body: { data: rec.ownerUser } };
        otherTabRotates();
        return refused;
      },
    });
    await expect(apiRequest('/auth/me')).resolves.toMatchObject({ id: rec.ownerUser.id });
    expect(f.calls.map((c) => c.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-other']);
    expect(stored()).toMatchObject({ accessToken: 'access-other' });
  });
});
