/**
 * The sign-in policy. Failures are counted three ways, each with its own purpose:
 * - per email and address, strictly: one person guessing (or mistyping) from one place is stopped after a few tries;
 * - per address, with a high ceiling: an office behind one address is not closed by one colleague, a scanner is;
 * - per email from every address, as a growing cool-down that holds only addresses that already failed for that
 *   email, so guesses spread over many addresses stay slow while the rightful user, coming from an address that has
 *   not failed, is never locked out by someone else's guesses.
 */
export const SIGN_IN_POLICY = {
  windowMs: 15 * 60_000,
  perEmailAndAddress: 5,
  perAddress: 50,
  /** From this many failures for one email in the window, each further try from a failing address waits. */
  coolDownFrom: 5,
  coolDownFirstMs: 1_000,
  coolDownMaxMs: 15 * 60_000,
  /** How long an address stays "one that failed for this email" (and how long failures are kept at all). */
  memoryMs: 24 * 3_600_000,
} as const;

/** What the store knows about one sign-in attempt's email and address; ages in ms, null when there is none. */
export interface FailureSnapshot {
  pairCount: number;
  pairOldestAgeMs: number | null;
  addressCount: number;
  addressOldestAgeMs: number | null;
  emailCount: number;
  emailLatestAgeMs: number | null;
  /** This address failed for this email within the memory (a day), even outside the window. */
  addressFailedForEmail: boolean;
}

/** The n-th failure (n ≥ coolDownFrom) for an email makes the next try from a failing address wait 1 s, 2 s, 4 s … */
export function coolDownMs(emailFailures: number): number {
  const p = SIGN_IN_POLICY;
  if (emailFailures < p.coolDownFrom) return 0;
  return Math.min(p.coolDownFirstMs * 2 ** (emailFailures - p.coolDownFrom), p.coolDownMaxMs);
}

/** Seconds the attempt must wait (the Retry-After), or 0 when it may be checked now. */
export function signInWaitSeconds(s: FailureSnapshot): number {
  const p = SIGN_IN_POLICY;
  const waits: number[] = [0];
  if (s.pairCount >= p.perEmailAndAddress && s.pairOldestAgeMs !== null) waits.push(p.windowMs - s.pairOldestAgeMs);
  if (s.addressCount >= p.perAddress && s.addressOldestAgeMs !== null) waits.push(p.windowMs - s.addressOldestAgeMs);
  if (s.addressFailedForEmail && s.emailLatestAgeMs !== null) waits.push(coolDownMs(s.emailCount) - s.emailLatestAgeMs);
  const ms = Math.max(...waits);
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

export const normaliseSignInEmail = (email: string) => email.trim().toLowerCase();
