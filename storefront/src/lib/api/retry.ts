/**
 * How the shop's browser calls ask again (storefront.md §9: public categories, products and product by id retry 2).
 * A call is asked again when the server failed, not the request: no answer (a dropped connection, the 10 s timeout)
 * or a 5xx. A 4xx is the server's final word (401, 404, 429 …) and is never repeated. Between tries the wait doubles
 * (1 s, then 2 s), so a shop coming back up is not met by every open page at once.
 * A busy answer (503 with a short Retry-After: the API rationing its list work) waits what it asks, and only once:
 * asking a shop that sheds load again and again adds to the queue that made it busy. A long Retry-After is answered at
 * once, so the shopper sees the "Try again" state instead of a page that hangs.
 */
import { API_TIMEOUT_MS } from '@shop/common';
import { BUSY_PAUSE_MAX_MS, busyPauseMs } from './busy-answer';

export const API_RETRIES = 2;
export const RETRY_BASE_MS = 1000;

export interface RetryOptions {
  retries?: number;
  /** The first pause; each later one doubles it. */
  baseMs?: number;
}

function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * fetch(url, init), each try limited to the API timeout, asked again by the policy above. Resolves with the last
 * answer (which may be an error answer) or rejects with the last network error; an abort by the caller ends it at once.
 */
export async function fetchWithRetries(url: string, init: RequestInit = {}, options: RetryOptions = {}): Promise<Response> {
  const retries = options.retries ?? API_RETRIES;
  const baseMs = options.baseMs ?? RETRY_BASE_MS;
  const callerSignal = init.signal ?? null;
  let busyWaited = false;
  for (let retry = 0; ; retry++) {
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
    let res: Response | null = null;
    let failure: unknown = null;
    try {
      res = await fetch(url, { ...init, signal: callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout });
    } catch (err) {
      if (callerSignal?.aborted) throw err;
      failure = err;
    }
    if (res && res.status < 500) return res;
    let wait = baseMs * 2 ** retry;
    const busy = res ? busyPauseMs(res) : null;
    if (res && busy !== null) {
      if (busy > BUSY_PAUSE_MAX_MS || busyWaited) return res;
      busyWaited = true;
      wait = busy;
    }
    if (retry >= retries) {
      if (res) return res;
      throw failure;
    }
    await res?.body?.cancel().catch(() => undefined);
    await pause(wait, callerSignal);
  }
}
