import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
  private readonly cache = new Map<string, { live: boolean; at: number }>();

  constructor(private readonly ds: DataSource) {}

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const key = `${userId}:${sessionId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < SESSION_CHECK_CACHE_MS) return hit.live;
    const [row] = await this.ds.query(SESSION_OPEN_SQL, [sessionId, userId]);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, { live: row.live, at: Date.now() });
    return row.live;
  }

  /** Called when this instance ends a session, so it refuses the session's access tokens without waiting. */
  forget(sessionId: string): void {
    for (const key of this.cache.keys()) if (key.endsWith(`:${sessionId}`)) this.cache.delete(key);
  }

  forgetUser(userId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${userId}:`)) this.cache.delete(key);
  }
}
