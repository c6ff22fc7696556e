import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  it('expires entries after ttl and drops a value computed before a clear', () => {
    const cache = new ExpiringCache<number>(1000, 10);
    const before = cache.generation;
    cache.set('a', 1, before, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.clear();
    cache.set('b', 2, before, 0);
    expect(cache.get('b', 0)).toBeUndefined();
  });

  it('deleteWhere drops only matching keys, and a value computed before it is not stored', () => {
    const cache = new ExpiringCache<boolean>(1000, 10);
    const g = cache.generation;
    cache.set('u1:s1', true, g, 0);
    cache.set('u1:s2', true, g, 0);
    cache.set('u2:s3', true, g, 0);
    cache.deleteWhere((k) => k.endsWith(':s1'));
    expect(cache.get('u1:s1', 0)).toBeUndefined();
    expect(cache.get('u1:s2', 0)).toBe(true);
    cache.set('u1:s1', true, g, 0); // an answer read before the session ended
    expect(cache.get('u1:s1', 0)).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const cache = new ExpiringCache<number>(1000, 2);
    const g = cache.generation;
    cache.set('a', 1, g, 0);
    cache.set('b', 2, g, 0);
    cache.set('c', 3, g, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toBe(3);
  });
});
