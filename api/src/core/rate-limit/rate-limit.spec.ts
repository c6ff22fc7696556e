import { RateLimit } from './rate-limit';

describe('RateLimit', () => {
  it('lets a key take up to the limit in a minute, then answers the seconds until enough events leave the window', () => {
    const rate = new RateLimit(6);
    expect(rate.take('a', 5, 0)).toBe(0);
    expect(rate.take('a', 1, 10_000)).toBe(0);
    // 2 more need the 5 events taken at 0 s to leave: at 60 s
    expect(rate.take('a', 2, 20_000)).toBe(40);
    // a refused request records nothing
    expect(rate.take('a', 2, 60_001)).toBe(0);
    expect(rate.take('b', 6, 20_000)).toBe(0);
  });
});
