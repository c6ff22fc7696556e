/**
 * The API answers 503 with Retry-After when it has more list work than it takes at once (or its database is away):
 * how long it asks the caller to wait, in ms, or null for any other answer.
 */
export function busyPauseMs(res: Response): number | null {
  const seconds = Number(res.headers.get('retry-after'));
  return res.status === 503 && res.headers.has('retry-after') && seconds >= 0 ? seconds * 1000 : null;
}

/** The longest pause a shop call waits out before asking again. */
export const BUSY_PAUSE_MAX_MS = 5000;
