import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCK_CLASS } from '../core/cluster/advisory-locks';
import { SIGN_IN_POLICY, signInWaitSeconds, type FailureSnapshot } from './login-throttle';

/**
 * The statement's own clock, not the transaction's start (`now()`): an attempt that waited for the locks must see
 * failures recorded while it waited as already past, never as in its future.
 */
const NOW = 'clock_timestamp()';
const WINDOW = `make_interval(secs => ${SIGN_IN_POLICY.windowMs / 1000})`;
const MEMORY = `make_interval(secs => ${SIGN_IN_POLICY.memoryMs / 1000})`;
const ageMs = (expr: string) => `(extract(epoch FROM ${NOW} - ${expr}) * 1000)::float8`;

/** What admitting an attempt decided: wait this many seconds, or go on to check the password with `attempt` counted. */
export type Admission = { wait: number } | { wait: 0; attempt: string };

/**
 * Failed sign-ins in PostgreSQL, so every API instance counts the same attempts. All ages are taken from the database
 * clock, the one clock the instances share.
 */
@Injectable()
export class LoginFailureStore {
  constructor(private readonly ds: DataSource) {}

  /**
   * Counts an attempt before its password is checked: under the address's and the email's locks (taken in that order
   * by every instance), either it waits or it is recorded as a failure at once. So a burst of guesses, however
   * concurrent and on however many instances, is admitted one at a time and no more than the limits are checked.
   * The right password then takes its failures back (`succeed`); a wrong one leaves the row as the failure it is.
   */
  admit(email: string, address: string): Promise<Admission> {
    return this.ds.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [ADVISORY_LOCK_CLASS.signInAddress, address]);
      await m.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [ADVISORY_LOCK_CLASS.signInEmail, email]);
      const wait = signInWaitSeconds(await this.snapshot(email, address, m));
      if (wait > 0) return { wait };
      const [{ id }] = await m.query(
        `WITH pruned AS (DELETE FROM login_failures WHERE at < ${NOW} - ${MEMORY})
         INSERT INTO login_failures (email, address) VALUES ($1, $2) RETURNING id::text AS id`,
        [email, address],
      );
      return { wait: 0, attempt: id };
    });
  }

  /** A wrong password: the failure counts from when it was known, as the cool-down's waits are measured from it. */
  async confirm(attempt: string): Promise<void> {
    await this.ds.query(`UPDATE login_failures SET at = ${NOW} WHERE id = $1`, [attempt]);
  }

  /** An admitted attempt that turned out to be no failure (the right password of a disabled account). */
  async withdraw(attempt: string): Promise<void> {
    await this.ds.query(`DELETE FROM login_failures WHERE id = $1`, [attempt]);
  }

  async snapshot(email: string, address: string, m: Pick<DataSource, 'query'> = this.ds): Promise<FailureSnapshot> {
    const [row] = await m.query(
      `SELECT
         count(*) FILTER (WHERE pair AND recent)::int AS "pairCount",
         ${ageMs('min(at) FILTER (WHERE pair AND recent)')} AS "pairOldestAgeMs",
         count(*) FILTER (WHERE address = $2 AND recent)::int AS "addressCount",
         ${ageMs('min(at) FILTER (WHERE address = $2 AND recent)')} AS "addressOldestAgeMs",
         count(*) FILTER (WHERE email = $1 AND recent)::int AS "emailCount",
         ${ageMs('max(at) FILTER (WHERE email = $1 AND recent)')} AS "emailLatestAgeMs",
         coalesce(bool_or(pair), false) AS "addressFailedForEmail"
       FROM (
         SELECT email, address, at, (email = $1 AND address = $2) AS pair, at > ${NOW} - ${WINDOW} AS recent
         FROM login_failures
         WHERE (email = $1 OR (address = $2 AND at > ${NOW} - ${WINDOW})) AND at > ${NOW} - ${MEMORY}
       ) f`,
      [email, address],
    );
    return row;
  }

  /** The right password from an address wipes that address's failures for the email, nothing else. */
  async succeed(email: string, address: string): Promise<void> {
    await this.ds.query(`DELETE FROM login_failures WHERE email = $1 AND address = $2`, [email, address]);
  }
}
