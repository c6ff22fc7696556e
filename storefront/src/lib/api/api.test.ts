import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchProducts } from './api';

const BUSY = { statusCode: 503, message: 'The service is temporarily unavailable. Please try again later.', error: 'Service Unavailable' };
const LIST = { data: { products: [], pagination: { total: 0, totalPages: 0, page: 1, limit: 10 } } };

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

describe('fetching lists when the shop is busy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks once more after the Retry-After the API gives with a 503, and shows that answer', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(503, BUSY, { 'retry-after': '1' }))
      .mockResolvedValueOnce(answer(200, LIST));
    vi.stubGlobal('fetch', fetch);
    const list = fetchProducts({ search: 'cap' });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(list).resolves.toMatchObject({ pagination: { total: 0 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports the second 503 instead of asking again and again', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => answer(503, BUSY, { 'retry-after': '1' }));
    vi.stubGlobal('fetch', fetch);
    const list = fetchProducts({ search: 'cap' });
    const failed = expect(list).rejects.toEqual(new ApiError(503, BUSY.message));
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  // A 503 without Retry-After is a server failure like any 5xx, retried with backoff (retry.test.ts).
  it('does not wait when the API asks for a long pause', async () => {
    const fetch = vi.fn(async () => answer(503, BUSY, { 'retry-after': '30' }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchProducts({ search: 'cap' })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
