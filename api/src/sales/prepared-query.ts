import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';

/**
 * Runs a read query as a named prepared statement on the pool behind TypeORM. Measured on the sales list with
 * 1,000,000 sales: planning took ~1.7 ms of the ~5 ms the query cost PostgreSQL on every call; a prepared
 * statement is planned once per connection. The name is derived from the SQL text, so each filter combination
 * gets its own statement. Errors are re-thrown as TypeORM's QueryFailedError so the global filter still maps them.
 */
export async function preparedQuery<T>(ds: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (ds.driver as unknown as { master: Pool }).master;
  const name = `sales_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  try {
    const result = await pool.query({ name, text, values });
    return result.rows as T[];
  } catch (err) {
    throw new QueryFailedError(text, values, err as Error);
  }
}
