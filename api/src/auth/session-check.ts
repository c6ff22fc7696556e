import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExpiringCache } from '../core/load/expiring-cache';

/**
 * How long one instance trusts its last answer about a session. Logout on this instance takes effect at once;
 * on other instances within this time.
 */
export const SESSION_CHECK_CACHE_MS = 3_000;
const MAX_ENTRIES = 10_000;

/**
 * A session (refresh-token family) is open while none of its rows was revoked. Logout, reuse detection and password
 * changes revoke its rows; one revoked row is enough, so a rotation racing with a logout cannot reopen it.
 */
export const SESSION_OPEN_SQL = `SELECT count(*) > 0 AND coalesce(bool_and(revoked_at IS NULL), false) AS live
  FROM refresh_tokens WHERE family_id = $1 AND user_id = $2`;

/** Whether an access token's session is still open, as this instance last saw it. */
@Injectable()
export class SessionCheck {
  private readonly cache = new ExpiringCache<boolean>(SESSION_CHECK_CACHE_MS, MAX_ENTRIES);

  constructor(private readonly ds: DataSource) {}

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const key = `${userId}:${sessionId}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    // a session ended while this query runs must not be cached as open: set() drops values of an older generation
    const generation = this.cache.generation;
    const [row] = await this.ds.query(SESSION_OPEN_SQL, [sessionId, userId]);
    this.cache.set(key, row.live, generation);
    return row.live;
  }

  /** Called when this instance ends a session, so it refuses the session's access tokens without waiting. */
  forget(sessionId: string): void {
    this.cache.deleteWhere((key) => key.endsWith(`:${sessionId}`));
  }

  forgetUser(userId: string): void {
    this.cache.deleteWhere((key) => key.startsWith(`${userId}:`));
  }
}
