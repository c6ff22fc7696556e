import type { DataSource } from 'typeorm';

/** PostgreSQL advisory lock keys: one per job that only one API instance may run at a time. */
export const ADVISORY_LOCK = {
  /** Held for life by the instance that builds the storefront (on its ClusterBus connection). */
  storefrontBuilder: 7_301_001,
  /** Held while the unused-upload sweep runs. */
  uploadSweep: 7_301_002,
  /** Held while one instance applies the migrations at start. */
  migrations: 7_301_003,
  /** Held while a backup is written (nightly, before migrations, or asked for), so two never run at once. */
  backup: 7_301_004,

  /** Held while the sweep of expired chat orders runs. */
  orderSweep: 7_301_005,
  /** Held (per transaction) while one instance sends the next document of the chain to ZATCA's reporting API. */
  zatcaReporting: 7_301_006,
} as const;

/**
 * Classes of two-key advisory locks (`pg_advisory_xact_lock(class, hashtext(value))`), a key space apart from the
 * one-key locks above: one lock per address or email serialises the counting of attempts on every instance.
 */
export const ADVISORY_LOCK_CLASS = {
  signInAddress: 7_302,
  signInEmail: 7_303,
  resetAddress: 7_304,
  resetEmail: 7_305,
} as const;

/**
 * Runs `job` only if no other instance holds `key`; returns null without running it otherwise. The lock is a session
 * lock on a connection of its own, so a process that dies mid-job releases it with its connection.
 */
export async function runAlone<T>(ds: DataSource, key: number, job: () => Promise<T>): Promise<T | null> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    const [{ ok }] = await runner.query('SELECT pg_try_advisory_lock($1) AS ok', [key]);
    if (!ok) return null;
    try {
      return await job();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
