import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SIGN_IN_POLICY, type FailureSnapshot } from './login-throttle';

const WINDOW = `make_interval(secs => ${SIGN_IN_POLICY.windowMs / 1000})`;
const MEMORY = `make_interval(secs => ${SIGN_IN_POLICY.memoryMs / 1000})`;
const ageMs = (expr: string) => `(extract(epoch FROM now() - ${expr}) * 1000)::float8`;

/**
 * Failed sign-ins in PostgreSQL (an unlogged table: losing it in a crash only forgets recent failures), so every API
 * instance counts the same attempts. All ages are taken from the database clock, the one clock the instances share.
 */
@Injectable()
export class LoginFailureStore {
  constructor(private readonly ds: DataSource) {}

  async snapshot(email: string, address: string): Promise<FailureSnapshot> {
    const [row] = await this.ds.query(
      `SELECT
         count(*) FILTER (WHERE pair AND recent)::int AS "pairCount",
         ${ageMs('min(at) FILTER (WHERE pair AND recent)')} AS "pairOldestAgeMs",
         count(*) FILTER (WHERE address = $2 AND recent)::int AS "addressCount",
         ${ageMs('min(at) FILTER (WHERE address = $2 AND recent)')} AS "addressOldestAgeMs",
         count(*) FILTER (WHERE email = $1 AND recent)::int AS "emailCount",
         ${ageMs('max(at) FILTER (WHERE email = $1 AND recent)')} AS "emailLatestAgeMs",
         coalesce(bool_or(pair), false) AS "addressFailedForEmail"
       FROM (
         SELECT email, address, at, (email = $1 AND address = $2) AS pair, at > now() - ${WINDOW} AS recent
         FROM login_failures
         WHERE (email = $1 OR (address = $2 AND at > now() - ${WINDOW})) AND at > now() - ${MEMORY}
       ) f`,
      [email, address],
    );
    return row;
  }

  /** Records a failure and drops those older than the policy remembers. */
  async fail(email: string, address: string): Promise<void> {
    await this.ds.query(
      `WITH pruned AS (DELETE FROM login_failures WHERE at < now() - ${MEMORY})
       INSERT INTO login_failures (email, address) VALUES ($1, $2)`,
      [email, address],
    );
  }

  /** The right password from an address wipes that address's failures for the email, nothing else. */
  async succeed(email: string, address: string): Promise<void> {
    await this.ds.query(`DELETE FROM login_failures WHERE email = $1 AND address = $2`, [email, address]);
  }
}
