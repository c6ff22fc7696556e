import { ListCache } from './list-cache';

describe('ListCache', () => {
  it('serves an entry until it expires', () => {
    const c = new ListCache(1000);
    const stored = c.set('k', '{"data":1}', c.generation, 0);
    expect(c.get('k', 500)).toBe(stored);
    expect(c.get('k', 1000)).toBeUndefined();
  });

  it('never stores an answer computed before a clear', () => {
    const c = new ListCache(1000);
    const gen = c.generation;
    c.clear();
    c.set('k', '{}', gen, 0);
    expect(c.get('k', 1)).toBeUndefined();
  });

  it('stores nothing when switched off, and drops the oldest entry when full', () => {
    const off = new ListCache(0);
    off.set('k', '{}', off.generation);
    expect(off.size).toBe(0);
    const small = new ListCache(1000, 2);
    for (const k of ['a', 'b', 'c']) small.set(k, '{}', small.generation, 0);
    expect(small.get('a', 1)).toBeUndefined();
    expect(small.get('c', 1)).toBeDefined();
  });

  it('gives a weak ETag that changes with the body', () => {
    const c = new ListCache(1000);
    expect(c.set('a', '{"x":1}', 0).etag).not.toBe(c.set('b', '{"x":2}', 0).etag);
    expect(c.set('a', '{"x":1}', 0).etag).toMatch(/^W\/"/);
  });
});
