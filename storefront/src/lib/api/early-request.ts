/**
 * A GET that a page's head sends before any of its modules has loaded: the one request its largest paint waits for
 * (a search's results) then leaves with the page's first bytes, not after a chain of module downloads. The first call
 * that asks for that same URL takes its answer as its first try; every later call asks the server itself.
 */
import { API_TIMEOUT_MS } from '@shop/common';

const KEY = '__shopEarlyRequests';
type WithEarly = typeof globalThis & { [KEY]?: Map<string, Promise<Response>> };

export function sendEarlyRequest(url: string, init: RequestInit = {}): void {
  const sent = fetch(url, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  sent.catch(() => undefined); // the call that takes it reports the failure
  const g = globalThis as WithEarly;
  (g[KEY] ??= new Map()).set(url, sent);
}

/** The answer of the request sent early for this URL, once; null when none was sent or it was already taken. */
export function takeEarlyRequest(url: string): Promise<Response> | null {
  const sent = (globalThis as WithEarly)[KEY];
  const answer = sent?.get(url) ?? null;
  sent?.delete(url);
  return answer;
}
