import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { prepareTemplateDatabase } from './helpers/template-database';

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when given, else an embedded one in a temporary folder
 * (0755, so the postgres user embedded-postgres runs as can enter it). Each test file then makes its own database,
 * a copy of a template the migrations were run on once.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return prepareTemplateDatabase(process.env.TEST_DATABASE_URL);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: path.join(base, 'data'), persistent: false });
  process.env.TEST_DATABASE_URL = db.url;
  await prepareTemplateDatabase(db.url);
  (globalThis as any).__SHOP_TEST_DB__ = { db, base };
}
