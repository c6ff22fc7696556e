import { describe, expect, it } from 'vitest';
import { shouldRetry } from './queryClient';
import { PermissionsNotLoadedError } from './auth/access';

describe('query retries', () => {
  it('never retries a 401, nor other 4xx', () => {
    expect(shouldRetry(0, { status: 401 })).toBe(false);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
  });
  it('never retries a missing permission map', () => {
    expect(shouldRetry(0, new PermissionsNotLoadedError())).toBe(false);
  });
  it('retries server and network failures up to 3 times', () => {
    expect(shouldRetry(0, { status: 500 })).toBe(true);
    expect(shouldRetry(2, new Error('Failed to fetch'))).toBe(true);
    expect(shouldRetry(3, { status: 503 })).toBe(false);
  });
});
