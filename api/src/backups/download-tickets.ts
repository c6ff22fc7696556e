import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ForbiddenError, UnauthorizedError } from '../core/validation/errors';
import { BACKUP_MESSAGES } from './backups.messages';

/** How long a download link works after the owner pressed Download: time for the browser to follow it, no more. */
export const DOWNLOAD_TICKET_SECONDS = 60;

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/**
 * One-time download links for one backup each. A browser following a link cannot send the staff bearer token, and the
 * token must not be put in a URL (it would stay in the history and in logs and open every staff route for hours).
 * So the owner's authorised POST gets a ticket instead: `<payload>.<signature>`, the payload naming the backup, the
 * moment the ticket expires and a random nonce, signed with HMAC-SHA256 under a key derived from JWT_SECRET. Any
 * instance sharing the secret can check it; the nonce is remembered as used until the ticket expires, so one link
 * downloads once (per instance: a second instance behind the same balancer does not see the first one's memory,
 * which leaves at most one more download of the same backup by the same link within its minute).
 */
export class DownloadTickets {
  private readonly key: Buffer;
  /** nonce → when its ticket expires (ms): tickets already redeemed, forgotten once they could not be used anyway. */
  private readonly used = new Map<string, number>();

  constructor(secret: string) {
    // a key of its own, so a ticket is never also a valid signature of anything else signed with the secret
    this.key = createHmac('sha256', secret || randomBytes(32))
      .update('backup-download-ticket')
      .digest();
  }

  private sign(payload: string): string {
    return b64(createHmac('sha256', this.key).update(payload).digest());
  }

  issue(backup: string, now = new Date()): { ticket: string; expiresAt: Date } {
    const expiresAt = new Date(now.getTime() + DOWNLOAD_TICKET_SECONDS * 1000);
    const payload = b64(JSON.stringify({ b: backup, e: expiresAt.getTime(), n: b64(randomBytes(16)) }));
    return { ticket: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** Checks a ticket presented for `backup` and marks it used; throws the 401 or 403 that says why it is refused. */
  redeem(ticket: unknown, backup: string, now = new Date()): void {
    if (typeof ticket !== 'string' || !ticket) throw new UnauthorizedError(BACKUP_MESSAGES.ticketMissing);
    const [payload, signature, ...rest] = ticket.split('.');
    const expected = Buffer.from(this.sign(payload ?? ''));
    const given = Buffer.from(signature ?? '');
    if (rest.length || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new UnauthorizedError(BACKUP_MESSAGES.ticketForged);
    }
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { b: string; e: number; n: string };
    if (body.b !== backup) throw new ForbiddenError(BACKUP_MESSAGES.ticketOtherBackup);
    if (now.getTime() >= body.e) throw new UnauthorizedError(BACKUP_MESSAGES.ticketExpired);
    for (const [nonce, expires] of this.used) if (expires <= now.getTime()) this.used.delete(nonce);
    if (this.used.has(body.n)) throw new UnauthorizedError(BACKUP_MESSAGES.ticketUsed);
    this.used.set(body.n, body.e);
  }
}
