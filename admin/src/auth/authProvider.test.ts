import { describe, expect, it, vi, afterEach } from 'vitest';
import { STORAGE_KEYS, AUTH_MESSAGES } from '@shop/common';
import { TOKEN_REFRESH_INTERVAL_MS, SESSION_RESTORE_DELAY_MS } from './timing';
import { createAuthProvider, loginErrorMessage, type ShopAuthProvider } from './authProvider';
import { tokenStore } from '../api/tokenStore';
import { fakeFetch } from '../test/fakeFetch';
import * as rec from '../test/recorded';

const P = '/api/v1';
let provider: ShopAuthProvider | undefined;
afterEach(() => provider?.dispose());

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null');

describe('login / logout', () => {
  it('login stores both tokens and the user under auth-storage', async () => {
    const f = fakeFetch({ [`POST ${P}/auth/login`]: { body: rec.loginAnswer } });
    provider = createAuthProvider();
    await provider.login({ email: 'owner@example.com', password: 'pw' });
    expect(f.last().body).toEqual({ email: 'owner@example.com', password: 'pw' });
    expect(f.last().headers.Authorization).toBeUndefined();
    expect(stored()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', user: { email: 'owner@example.com' } });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(await provider.getIdentity!()).toMatchObject({ id: rec.ownerUser.id, fullName: 'Nadia Owner', role: 'OWNER' });
    expect(await provider.getPermissions!({})).toEqual(rec.ownerUser.permissions);
  });

  it('login failure: the response message is what the login box shows', async () => {
    fakeFetch({ [`POST ${P}/auth/login`]: { status: 401, body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' } } });
    provider = createAuthProvider();
    const err = await provider.login({ email: 'a@b.c', password: 'x' }).catch((e) => e);
    expect(loginErrorMessage(err)).toBe('Invalid email or password');
    expect(loginErrorMessage({ body: { error: 'Too Many Requests' } })).toBe('Too Many Requests');
    expect(loginErrorMessage(undefined)).toBe(AUTH_MESSAGES.loginFailed);
    expect(stored()).toBeNull();
  });

  it('logout clears both tokens and sends the refresh token; a failed call is only logged', async () => {
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: rec.ownerUser as never, issuedAt: Date.now() });
    const f = fakeFetch({ [`POST ${P}/auth/logout`]: { status: 500, body: { statusCode: 500, message: 'boom' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    provider = createAuthProvider({ restoreDelayMs: 0 });
    const reasons: string[] = [];
    provider.onSessionEnd((r) => reasons.push(r));
    await provider.logout({});
    expect(reasons).toEqual(['signed-out']);
    expect(f.last().body).toEqual({ refreshToken: 'r' });
    expect(f.last().headers.Authorization).toBe('Bearer a');
    expect(stored()).toBeNull();
    expect(warn).toHaveBeenCalled();
    await expect(provider.checkAuth({})).rejects.toThrow();
  });
});

describe('session restore', () => {
  it('waits 100 ms, then fetches /auth/me with the stored token and restores the user', async () => {
    vi.useFakeTimers();
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: null, issuedAt: Date.now() });
    const f = fakeFetch({ [`GET ${P}/auth/me`]: { body: { data: rec.adminUser } } });
    provider = createAuthProvider();
    const check = provider.checkAuth({});
    await vi.advanceTimersByTimeAsync(SESSION_RESTORE_DELAY_MS - 1);
    expect(f.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await check;
    expect(f.calls[0].url).toBe(`${P}/auth/me`);
    expect(f.calls[0].headers.Authorization).toBe('Bearer a');
    expect(stored().user.role).toBe('ADMIN');
    // Restored once per page load.
    await provider.getPermissions!({});
    expect(f.calls).toHaveLength(1);
  });

  it('renews tokens older than the refresh interval before asking /auth/me', async () => {
    tokenStore.set({ accessToken: 'old', refreshToken: 'r-old', user: null, issuedAt: Date.now() - TOKEN_REFRESH_INTERVAL_MS - 1 });
    const f = fakeFetch({ [`POST ${P}/auth/refresh`]: { body: rec.refreshAnswer }, [`GET ${P}/auth/me`]: { body: { data: rec.ownerUser } } });
    provider = createAuthProvider({ restoreDelayMs: 0 });
    await provider.checkAuth({});
    expect(f.calls.map((c) => c.url)).toEqual([`${P}/auth/refresh`, `${P}/auth/me`]);
    expect(f.calls[0].body).toEqual({ refreshToken: 'r-old' });
    expect(f.calls[1].headers.Authorization).toBe('Bearer access-2');
  });

  it('a failed restore removes the tokens and logs out', async () => {
    tokenStore.set({ accessToken: 'stale', refreshToken: 'r', user: rec.ownerUser as never, issuedAt: Date.now() });
    fakeFetch({ [`GET ${P}/auth/me`]: { status: 401, body: rec.unauthorized } });
    provider = createAuthProvider({ restoreDelayMs: 0 });
    await expect(provider.checkAuth({})).rejects.toThrow();
    expect(stored()).toBeNull();
  });

  it('no stored token: not authenticated, no call made', async () => {
    const f = fakeFetch({});
    provider = createAuthProvider({ restoreDelayMs: 0 });
    await expect(provider.checkAuth({})).rejects.toThrow();
    expect(f.calls).toHaveLength(0);
  });
});

describe('refresh timer', () => {
  it('refreshes every 14 hours while signed in and rotates both tokens', async () => {
    vi.useFakeTimers();
    let n = 1;
    const f = fakeFetch({
      [`POST ${P}/auth/login`]: { body: rec.loginAnswer },
      [`POST ${P}/auth/refresh`]: () => {
        n += 1;
        return { body: { data: { accessToken: `access-${n}`, refreshToken: `refresh-${n}` } } };
      },
    });
    provider = createAuthProvider();
    await provider.login({ email: 'owner@example.com', password: 'pw' });
    // 14 hours, inside the API's 15-hour access-token lifetime.
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(14 * 60 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1000);
    expect(f.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.last().body).toEqual({ refreshToken: 'refresh-1' });
    expect(stored()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(f.last().body).toEqual({ refreshToken: 'refresh-2' });
    expect(stored()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3' });
  });

  it('a failed refresh clears the session and reports it; the timer stops', async () => {
    vi.useFakeTimers();
    const onSessionEnd = vi.fn();
    const f = fakeFetch({
      [`POST ${P}/auth/login`]: { body: rec.loginAnswer },
      [`POST ${P}/auth/refresh`]: { status: 401, body: rec.unauthorized },
    });
    provider = createAuthProvider({ onSessionEnd });
    await provider.login({ email: 'owner@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(stored()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS * 2);
    expect(f.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('refreshIfDue refreshes only tokens older than the interval', async () => {
    const f = fakeFetch({ [`POST ${P}/auth/refresh`]: { body: rec.refreshAnswer } });
    provider = createAuthProvider();
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: rec.ownerUser as never, issuedAt: Date.now() - 1000 });
    await provider.refreshIfDue();
    expect(f.calls).toHaveLength(0);
    tokenStore.set({ issuedAt: Date.now() - TOKEN_REFRESH_INTERVAL_MS - 1 });
    await provider.refreshIfDue();
    expect(f.calls).toHaveLength(1);
    expect(stored().accessToken).toBe('access-2');
  });
});

describe('401 handling', () => {
  it('checkError: a 401 clears both tokens and rejects (react-admin then goes to the login page); 403 keeps the session', async () => {
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: rec.ownerUser as never, issuedAt: Date.now() });
    provider = createAuthProvider({ restoreDelayMs: 0 });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(stored()).not.toBeNull();
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ status: 401 });
    expect(stored()).toBeNull();
    await expect(provider.checkAuth({})).rejects.toThrow();
  });
});

describe('canAccess through the provider', () => {
  it('uses the stored user permissions; a missing map throws the Authentication Error text', async () => {
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: rec.adminUser as never, issuedAt: Date.now() });
    fakeFetch({ [`GET ${P}/auth/me`]: { body: { data: rec.adminUser } } });
    provider = createAuthProvider({ restoreDelayMs: 0 });
    expect(await provider.canAccess!({ resource: 'products', action: 'edit' })).toBe(true);
    expect(await provider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    provider.setUser({ ...rec.adminUser, permissions: null } as never);
    await expect(provider.canAccess!({ resource: 'products', action: 'list' })).rejects.toThrow(
      'Authentication Error - User permissions not loaded. Please refresh the page.',
    );
  });
});

describe('API temporarily unavailable (503, no answer)', () => {
  const unavailable = {
    status: 503,
    body: { statusCode: 503, message: 'The service is temporarily unavailable. Please try again later.', error: 'Service Unavailable' },
  };

  it('checkError: a 503 keeps the session and ends nothing', async () => {
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: rec.ownerUser as never, issuedAt: Date.now() });
    provider = createAuthProvider({ restoreDelayMs: 0 });
    const reasons: string[] = [];
    provider.onSessionEnd((r) => reasons.push(r));
    await expect(provider.checkError({ status: 503 })).resolves.toBeUndefined();
    expect(stored()).toMatchObject({ accessToken: 'a', refreshToken: 'r' });
    expect(reasons).toEqual([]);
  });

  it('a restore that meets a 503 keeps the tokens, reports the outage, and succeeds when asked again', async () => {
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: rec.ownerUser as never, issuedAt: Date.now() });
    let down = true;
    fakeFetch({ [`GET ${P}/auth/me`]: () => (down ? unavailable : { body: { data: rec.ownerUser } }) });
    provider = createAuthProvider({ restoreDelayMs: 0 });
    const reasons: string[] = [];
    provider.onSessionEnd((r) => reasons.push(r));
    await expect(provider.restore()).rejects.toMatchObject({ status: 503 });
    expect(stored()).toMatchObject({ accessToken: 'a', refreshToken: 'r' });
    expect(reasons).toEqual([]);
    // react-admin signs out when checkAuth rejects: with tokens kept it must not.
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    down = false;
    await expect(provider.restore()).resolves.toMatchObject({ id: rec.ownerUser.id });
  });

  it('a restore with no answer at all (network down) keeps the tokens too', async () => {
    tokenStore.set({ accessToken: 'a', refreshToken: 'r', user: rec.ownerUser as never, issuedAt: Date.now() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    provider = createAuthProvider({ restoreDelayMs: 0 });
    await expect(provider.restore()).rejects.toThrow('Failed to fetch');
    expect(stored()).toMatchObject({ accessToken: 'a' });
  });

  it('a background refresh that meets a 503 keeps the session and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const onSessionEnd = vi.fn();
    let down = true;
    fakeFetch({
      [`POST ${P}/auth/login`]: { body: rec.loginAnswer },
      [`POST ${P}/auth/refresh`]: () => (down ? unavailable : { body: rec.refreshAnswer }),
    });
    provider = createAuthProvider({ onSessionEnd });
    await provider.login({ email: 'owner@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(stored()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(onSessionEnd).not.toHaveBeenCalled();
    down = false;
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(stored()).toMatchObject({ accessToken: 'access-2' });
  });
});
