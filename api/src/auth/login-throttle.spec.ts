import { coolDownMs, signInWaitSeconds, type FailureSnapshot } from './login-throttle';

const none: FailureSnapshot = {
  pairCount: 0,
  pairOldestAgeMs: null,
  addressCount: 0,
  addressOldestAgeMs: null,
  emailCount: 0,
  emailLatestAgeMs: null,
  addressFailedForEmail: false,
};

describe('sign-in policy', () => {
  it('lets an attempt with no failures through', () => {
    expect(signInWaitSeconds(none)).toBe(0);
  });

  it('holds an email and address after 5 failures until the oldest is 15 minutes old', () => {
    const s = {
      ...none,
      pairCount: 5,
      pairOldestAgeMs: 60_000,
      addressCount: 5,
      addressOldestAgeMs: 60_000,
      emailCount: 5,
      emailLatestAgeMs: 900_000 - 1,
      addressFailedForEmail: true,
    };
    expect(signInWaitSeconds(s)).toBe(14 * 60);
    expect(signInWaitSeconds({ ...s, pairCount: 4 })).toBe(0);
  });

  it('closes an address at 50 failures, not before', () => {
    expect(signInWaitSeconds({ ...none, addressCount: 49, addressOldestAgeMs: 0 })).toBe(0);
    expect(signInWaitSeconds({ ...none, addressCount: 50, addressOldestAgeMs: 0 })).toBe(15 * 60);
  });

  it('grows the per-email cool-down 1 s, 2 s, 4 s … up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8].map(coolDownMs)).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(coolDownMs(40)).toBe(15 * 60_000);
  });

  it('holds only addresses that already failed for the email with the cool-down', () => {
    const attacked = { ...none, emailCount: 12, emailLatestAgeMs: 0 };
    expect(signInWaitSeconds({ ...attacked, addressFailedForEmail: true })).toBe(128);
    expect(signInWaitSeconds(attacked)).toBe(0);
  });
});
