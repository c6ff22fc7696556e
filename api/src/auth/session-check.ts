import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * How long one instance trusts its last answer about a session. Logout on this instance takes effect at once;
 * on other instances within this time.
 */
export const SESSION_CHECK_CACHE_MS = 3_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether an access token's session (its refresh-token family) is still open. A family is open while it has a row
 * that was never revoked: logout, reuse detection and password changes revoke every row of it at once.
 */
@Injectable()
export class SessionCheck {
  private readonly cache = new Map<string, { live: boolean; at: number }>();

  constructor(private readonly ds: DataSource) {}

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const key = `${userId}:${sessionId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < SESSION_CHECK_CACHE_MS) return hit.live;
    const [row] = await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL) AS live`,
      [sessionId, userId],
    );
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
