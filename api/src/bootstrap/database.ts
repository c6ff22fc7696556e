import * as path from 'node:path';
import { ensureDatabase, withDatabase } from '../database/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded-postgres';

export interface ResolvedDatabase {
  url: string;
  embedded: EmbeddedDatabase | null;
}

/** DATABASE_URL when given (nothing is started); otherwise an embedded PostgreSQL whose data lives in DATA_DIR/postgres. */
export async function resolveDatabase(databaseUrl: string | null, dataDir: string, log: (m: string) => void): Promise<ResolvedDatabase> {
  if (databaseUrl) {
    await ensureDatabase(databaseUrl);
    return { url: databaseUrl, embedded: null };
  }
  const dir = path.join(dataDir, 'postgres');
  log(`Starting the embedded PostgreSQL (data in ${dir})...`);
  const embedded = await startEmbeddedPostgres({ dataDir: dir, notice: log });
  const url = withDatabase(embedded.url, 'shop');
  await ensureDatabase(url);
  return { url, embedded };
}
