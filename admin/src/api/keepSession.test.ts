import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, keepSessionWith } from './http';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';

signedInEachTest();
afterEach(() => keepSessionWith(null));

describe('session keeper of the transport', () => {
  it('runs before a call made with the stored session, and not before sign-in calls or calls with a given token', async () => {
    const order: string[] = [];
    const keeper = vi.fn(async () => void order.push('keeper'));
    keepSessionWith(keeper);
    fakeFetch({
      'GET /api/v1/products': () => (order.push('call'), { body: { data: [] } }),
      'POST /api/v1/auth/login': { body: { data: {} } },
      'POST /api/v1/auth/logout': { body: {} },
    });
    await apiRequest('/products');
    expect(order).toEqual(['keeper', 'call']);
    await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false });
    await apiRequest('/auth/logout', { method: 'POST', body: {}, accessToken: 'old' });
    expect(keeper).toHaveBeenCalledTimes(1);
  });
});
