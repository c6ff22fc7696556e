import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCK_CLASS } from '../core/cluster/advisory-locks';

/** How many password-reset mails may be asked for: per email (known or not) and per address, within the window. */
export const FORGOT_PASSWORD_POLICY = {
  windowMs: 60 * 60_000,
  perEmail: 3,
  perAddress: 10,
} as const;

const WINDOW = `make_interval(secs => ${FORGOT_PASSWORD_POLICY.windowMs / 1000})`;

/**
 * Forgot-password requests in PostgreSQL, so every instance counts the same. The email is counted as typed
 * (normalised), whether or not an account has it: the throttle answers a stranger's address exactly like a staff one.
 */
@Injectable()
export class ResetRequestStore {
  constructor(private readonly ds: DataSource) {}

  /** Records the request and answers 0, or answers the seconds to wait; one at a time per address and per email. */
  admit(email: string, address: string): Promise<number> {
    return this.ds.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [ADVISORY_LOCK_CLASS.resetAddress, address]);
      await m.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [ADVISORY_LOCK_CLASS.resetEmail, email]);
      const [row] = await m.query(
        `SELECT count(*) FILTER (WHERE email = $1)::int AS "emailCount",
                (extract(epoch FROM min(at) FILTER (WHERE email = $1) + ${WINDOW} - clock_timestamp()))::float8 AS "emailFreeIn",
                count(*) FILTER (WHERE address = $2)::int AS "addressCount",
                (extract(epoch FROM min(at) FILTER (WHERE address = $2) + ${WINDOW} - clock_timestamp()))::float8 AS "addressFreeIn"
           FROM password_reset_requests
          WHERE (email = $1 OR address = $2) AND at > clock_timestamp() - ${WINDOW}`,
        [email, address],
      );
      const waits = [0];
      if (row.emailCount >= FORGOT_PASSWORD_POLICY.perEmail) waits.push(row.emailFreeIn);
      if (row.addressCount >= FORGOT_PASSWORD_POLICY.perAddress) waits.push(row.addressFreeIn);
      const wait = Math.ceil(Math.max(...waits));
      if (wait > 0) return wait;
      await m.query(
        `WITH pruned AS (DELETE FROM password_reset_requests WHERE at < clock_timestamp() - ${WINDOW})
         INSERT INTO password_reset_requests (email, address) VALUES ($1, $2)`,
        [email, address],
      );
      return 0;
    });
  }
}
