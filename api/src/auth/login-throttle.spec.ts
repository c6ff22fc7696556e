import { LoginThrottle, MemoryThrottleStore } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks after five failures in fifteen minutes and frees the key when the window passes', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(new MemoryThrottleStore(), () => now);
    for (let i = 0; i < 4; i++) await throttle.fail('A@b.co', `ip${i}`);
    expect(await throttle.retryAfter('a@b.co', 'ipX')).toBe(0);
    await throttle.fail('a@b.co', 'ip9');
    expect(await throttle.retryAfter('a@b.co', 'ipX')).toBe(15 * 60);
    now += 15 * 60_000 + 1;
    expect(await throttle.retryAfter('a@b.co', 'ipX')).toBe(0);
  });

  it('clears the email count on success but keeps the IP count', async () => {
    const throttle = new LoginThrottle(new MemoryThrottleStore());
    for (let i = 0; i < 5; i++) await throttle.fail('a@b.co', 'same-ip');
    await throttle.succeed('a@b.co');
    expect(await throttle.retryAfter('a@b.co', 'other-ip')).toBe(0);
    expect(await throttle.retryAfter('c@d.co', 'same-ip')).toBeGreaterThan(0);
  });
});
