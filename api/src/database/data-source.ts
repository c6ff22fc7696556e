import * as path from 'node:path';
import { Client } from 'pg';
import type { DataSourceOptions } from 'typeorm';

const SRC_ROOT = path.resolve(__dirname, '..');

/** One definition of where entities and migrations live, for the app, the tests and the benchmark. */
export function dataSourceOptions(url: string, extra: Partial<DataSourceOptions> = {}): DataSourceOptions {
  const ext = __filename.endsWith('.ts') ? 'ts' : 'js';
  return {
    type: 'postgres',
    url,
    entities: [path.join(SRC_ROOT, `**/*.entity.${ext}`)],
    migrations: [path.join(SRC_ROOT, `database/migrations/*.${ext}`)],
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    extra: { max: 20 },
    ...extra,
  } as DataSourceOptions;
}

/** Creates the database named in `url` when it is missing (the server's maintenance database must be reachable). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  if (name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      // instances started together race here: one creates it, the others are told it exists (or collide on its name)
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((err: { code?: string }) => {
        if (err?.code !== '42P04' && err?.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
