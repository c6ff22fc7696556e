import { Client } from 'pg';

/**
 * A connection of its own that takes a lock inside a transaction and keeps it, so a test can make requests wait on it
 * for sure before letting them go on (a stand-in for a slow or contended query).
 */
export class LockHolder {
  private constructor(private readonly client: Client) {}

  /** Opens a transaction and runs `lockSql` in it; the lock is held until release(). */
  static async take(databaseUrl: string, lockSql: string, params: unknown[] = []): Promise<LockHolder> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query(lockSql, params);
    return new LockHolder(client);
  }

  /** Resolves once at least `n` other sessions of this database wait on a lock; fails after 30 s with what each session does. */
  async waitForWaiters(n: number, what = 'request'): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      // pg_stat_activity is read once per transaction unless the snapshot is cleared
      await this.client.query('SELECT pg_stat_clear_snapshot()');
      const [{ waiting }] = (
        await this.client.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        )
      ).rows;
      if (waiting >= n) return;
      if (Date.now() > deadline) {
        const activity = await this.client.query(
          `SELECT state, wait_event_type, wait_event, left(query, 120) AS query FROM pg_stat_activity WHERE datname = current_database()`,
        );
        throw new Error(`only ${waiting} ${what}(s) reached the lock: ${JSON.stringify(activity.rows)}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Commits, which lets the waiting sessions go on, and closes the connection. */
  async release(): Promise<void> {
    await this.client.query('COMMIT');
    await this.client.end();
  }
}
