import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCK } from '../core/cluster/advisory-locks';
import { dataSourceOptions } from '../database/data-source';

/**
 * Runs pending migrations while holding an advisory lock, so instances started together (`--scale api=3`) migrate
 * one after another: the first applies them, the others find nothing pending. The app's own start then has nothing
 * left to run. The lock is a session lock, released by its connection even when this process dies.
 */
export async function migrateOnce(url: string, beforeMigrations?: (pending: boolean) => Promise<unknown>): Promise<void> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK.migrations]);
    const ds = new DataSource(dataSourceOptions(url, { migrationsRun: false, extra: { max: 2 } }));
    await ds.initialize();
    try {
      // under the lock, so the backup of the data before the schema changes is taken once, by the instance migrating
      if (beforeMigrations) await beforeMigrations(await ds.showMigrations());
      await ds.runMigrations({ transaction: 'all' });
    } finally {
      await ds.destroy();
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}
