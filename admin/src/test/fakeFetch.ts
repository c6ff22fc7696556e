import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/** A fetch double answering by "METHOD path" with recorded API answers, and recording what was sent. */
export function fakeFetch(routes: Record<string, Answer | ((call: RecordedCall) => Answer)>) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = (init?.headers ?? {}) as Record<string, string>;
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const call = { url, method, headers, body };
    calls.push(call);
    const path = url.split('?')[0];
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${url}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: `No route ${method} ${url}` }), { status: 404 });
    const answer = typeof route === 'function' ? route(call) : route;
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn, last: () => calls[calls.length - 1] };
}

export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams.entries());
}
