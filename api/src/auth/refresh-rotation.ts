import { createHmac } from 'node:crypto';

/**
 * How long a just-rotated refresh token, presented again, answers its own successor instead of counting as reuse:
 * two tabs or a retried request refresh the same token moments apart. After it, a second use ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * The refresh token that replaces `presented`: derived from it with a key of the server's secret, so a second
 * presentation within the grace window can answer the very same successor although only hashes are stored.
 */
export function successorToken(secret: string, presented: string): string {
  const key = createHmac('sha256', secret).update('refresh-token successor').digest();
  return createHmac('sha256', key).update(presented).digest('base64url');
}
