import type { AuthProvider } from 'react-admin';
import { AUTH_MESSAGES } from '@shop/common';
import { SESSION_RESTORE_DELAY_MS, TOKEN_REFRESH_INTERVAL_MS } from './timing';
import { ApiError, apiRequest } from '../api/http';
import type { AdminUser, LoginResult, TokenPair } from '../api/types';
import { canAccessWith, type AccessParams } from './access';
import { tokenStore } from '../api/tokenStore';
import { rotationArrived, withRefreshLock } from './refreshLock';

export interface ShopAuthProvider extends AuthProvider {
  /** Rotates both tokens; on failure the session ends. */
  refresh(): Promise<void>;
  /** Refreshes when the last tokens are older than the interval (a laptop that slept through the timer). */
  refreshIfDue(): Promise<void>;
  /** Replaces the stored user after a profile update. */
  setUser(user: AdminUser): void;
  /** Resolves once the stored session has been checked against /auth/me; rejects, keeping it, when the API cannot answer. */
  restore(): Promise<AdminUser | null>;
  /** Stops the refresh timer (tests, unmount). */
  dispose(): void;
  /** Called whenever the session ends: 'signed-out' on purpose, 'expired' after a 401 or a refused refresh or restore. */
  onSessionEnd(listener: (reason: SessionEndReason) => void): () => void;
}

export type SessionEndReason = 'signed-out' | 'expired';

export interface AuthProviderOptions {
  refreshIntervalMs?: number;
  restoreDelayMs?: number;
  /** Called when the session ends outside react-admin's own flow (a failed refresh). */
  onSessionEnd?: () => void;
}

/**
 * The API could not answer for now (no response, or a 5xx such as 503 while its database is down). That says
 * nothing about the session, so it is kept: only a refusal (401 and other 4xx) ends it.
 */
export function isTemporaryFailure(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === undefined || status >= 500;
}

/** The login error text: the response message, else the error text, else 'Login failed'. */
export function loginErrorMessage(error: unknown): string {
  const e = error as ApiError | undefined;
  const body = e?.body;
  const m = Array.isArray(body?.message) ? body?.message[0] : body?.message;
  return m || body?.error || e?.message || AUTH_MESSAGES.loginFailed;
}

export function createAuthProvider(options: AuthProviderOptions = {}): ShopAuthProvider {
  const refreshIntervalMs = options.refreshIntervalMs ?? TOKEN_REFRESH_INTERVAL_MS;
  const restoreDelayMs = options.restoreDelayMs ?? SESSION_RESTORE_DELAY_MS;
  let timer: ReturnType<typeof setInterval> | null = null;
  let restoring: Promise<AdminUser | null> | null = null;
  let refreshing: Promise<void> | null = null;
  const endListeners = new Set<(reason: SessionEndReason) => void>();

  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const startTimer = () => {
    stopTimer();
    timer = setInterval(() => {
      void provider.refresh().catch(() => undefined);
    }, refreshIntervalMs);
  };
  const endSession = (reason: SessionEndReason) => {
    stopTimer();
    tokenStore.clear();
    restoring = Promise.resolve(null);
    endListeners.forEach((l) => l(reason));
  };

  /** react-admin signs out when its auth checks reject; during an outage the stored session stands instead. */
  const restoreOrKeep = () =>
    provider.restore().catch((err) => {
      if (!isTemporaryFailure(err)) throw err;
      return tokenStore.user();
    });

  const provider: ShopAuthProvider = {
    async login(params: { email?: string; username?: string; password: string }) {
      const email = params.email ?? params.username ?? '';
      const answer = await apiRequest<LoginResult>('/auth/login', {
        method: 'POST',
        body: { email, password: params.password },
        auth: false,
      });
      tokenStore.set({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user, issuedAt: Date.now() });
      restoring = Promise.resolve(answer.user);
      startTimer();
      return answer.user;
    },

    async logout() {
      const { accessToken, refreshToken } = tokenStore.get();
      endSession('signed-out');
      if (refreshToken) {
        try {
          await apiRequest('/auth/logout', { method: 'POST', body: { refreshToken }, accessToken });
        } catch (err) {
          // The local session is already gone; a failed logout call is only logged, never shown: signing out always succeeds.
          console.warn('Logout request failed', err);
        }
      }
    },

    restore() {
      if (!restoring) {
        restoring = (async () => {
          await new Promise((r) => setTimeout(r, restoreDelayMs));
          if (!tokenStore.accessToken()) return null;
          try {
            // Tokens older than the refresh interval (tab closed overnight) are renewed before they are used.
            await provider.refreshIfDue();
            const user = await apiRequest<AdminUser>('/auth/me');
            if (!user) throw new Error('No user');
            tokenStore.set({ user });
            startTimer();
            return user;
          } catch (err) {
            if (isTemporaryFailure(err)) {
              // Keep the tokens and let the next call try again; the caller shows the outage.
              restoring = null;
              throw err;
            }
            endSession('expired');
            return null;
          }
        })();
      }
      return restoring;
    },

    async checkAuth() {
      await restoreOrKeep();
      if (!tokenStore.accessToken()) throw new Error(AUTH_MESSAGES.unauthorized);
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        endSession('expired');
        throw error;
      }
      // 403 and everything else: stay signed in, the failure toast explains it.
    },

    async getIdentity() {
      await restoreOrKeep();
      const user = tokenStore.user();
      if (!user) throw new Error(AUTH_MESSAGES.unauthorized);
      return {
        id: user.id,
        fullName: user.name,
        email: user.email,
        role: user.role,
        lastLoginAt: user.lastLoginAt,
        // the back office's language this staff member chose; null until they choose (the browser's decides)
        language: user.language ?? null,
      };
    },

    async getPermissions() {
      await restoreOrKeep();
      return tokenStore.user()?.permissions ?? null;
    },

    async canAccess(params: AccessParams) {
      await restoreOrKeep();
      return canAccessWith(tokenStore.user()?.permissions, params);
    },

    refresh() {
      if (refreshing) return refreshing;
      // The tokens this tab saw when it decided to refresh; another tab may rotate them while this one waits its turn.
      const seen = tokenStore.refreshToken();
      refreshing = withRefreshLock(async (waited) => {
        if (waited) await rotationArrived(seen);
        const refreshToken = tokenStore.refreshToken();
        if (!refreshToken) throw new ApiError(AUTH_MESSAGES.invalidRefreshToken, 401);
        // Another tab rotated them already: sending the old token again would read as a leaked copy and end the session.
        if (refreshToken !== seen) return;
        try {
          const answer = await apiRequest<TokenPair>('/auth/refresh', {
            method: 'POST',
            body: { refreshToken },
            auth: false,
          });
          tokenStore.set({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, issuedAt: Date.now() });
        } catch (err) {
          // An outage is not a refusal: the timer (or the next page load) tries again with the same tokens.
          if (isTemporaryFailure(err)) throw err;
          // Refused, but another tab (one without the lock) stored newer tokens meanwhile: those are the session.
          const now = tokenStore.refreshToken();
          if (now && now !== refreshToken) return;
          endSession('expired');
          options.onSessionEnd?.();
          throw err;
        }
      }).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    async refreshIfDue() {
      const { accessToken, issuedAt } = tokenStore.get();
      if (!accessToken || !issuedAt) return;
      if (Date.now() - issuedAt >= refreshIntervalMs) await provider.refresh();
    },

    setUser(user: AdminUser) {
      tokenStore.set({ user });
    },

    dispose: stopTimer,

    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
  };
  return provider;
}
