import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, withDatabase } from '../../src/database/data-source';

/** The database every test file's own database is copied from: empty of data, every migration applied. */
export const TEMPLATE_DATABASE = 'shop_test_template';

/**
 * Makes the template once per run. Each test file still gets a database of its own, but as a copy of this one
 * (a file copy inside PostgreSQL) instead of running every migration again; the migrations themselves run here,
 * on an empty database, as they do on a shop's first start.
 */
export async function prepareTemplateDatabase(serverUrl: string): Promise<void> {
  process.env.TEST_TEMPLATE_SERVER = serverUrl;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const ds = new DataSource(dataSourceOptions(withDatabase(serverUrl, TEMPLATE_DATABASE), { migrationsRun: false, entities: [], extra: { max: 1 } }));
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'all' });
  } finally {
    // a database is copied only while nobody is connected to it
    await ds.destroy();
  }
}

/** How a test file's database is made on this server: a copy of the template where the run made one, else empty. */
export const createDatabaseSql = (serverUrl: string, name: string) =>
  serverUrl === process.env.TEST_TEMPLATE_SERVER ? `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"` : `CREATE DATABASE "${name}"`;
