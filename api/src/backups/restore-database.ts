import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source';
import { BackupError, SCHEMA_FILE, TABLE_FILE, type BackupManifest, type DumpSchema } from './backup-format';

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;
const MIGRATIONS_DIR = path.resolve(__dirname, '..', 'database', 'migrations');

/** The migration classes of this build whose timestamp is at most `upTo` (the schema the backup's rows were written in). */
type MigrationClass = new () => unknown;

function migrationsUpTo(upTo: number): MigrationClass[] {
  const ext = __filename.endsWith('.ts') ? '.ts' : '.js';
  const classes: MigrationClass[] = [];
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(ext) && !f.endsWith('.d.ts'))
    .sort()) {
    const stamp = Number(file.split('-')[0]);
    if (!(stamp <= upTo)) continue;
    const mod = require(path.join(MIGRATIONS_DIR, file));
    classes.push(...Object.values(mod).filter((v): v is MigrationClass => typeof v === 'function'));
  }
  return classes;
}

/** The target must hold no tables: a restore never mixes a backup with rows already there. */
export async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    if (rows[0].n > 0)
      throw new BackupError(`The database ${new URL(url).pathname.slice(1)} is not empty (${rows[0].n} tables). Restore into an empty database.`);
  } finally {
    await client.end();
  }
}

/**
 * Loads a verified backup into an empty database: this build's migrations up to the backup's last one make the
 * schema, the tables the migrations filled are emptied, every table's rows are copied in with triggers and foreign
 * keys held off (the rows were consistent when dumped, and the rollups triggers maintain are in the dump already),
 * then the sequences are set. Returns the row count of each table as restored.
 */
export async function restoreDatabase(dir: string, url: string, manifest: BackupManifest): Promise<Record<string, number>> {
  const schema: DumpSchema = JSON.parse(fs.readFileSync(path.join(dir, SCHEMA_FILE), 'utf8'));
  const known = new Set(fs.readdirSync(MIGRATIONS_DIR).map((f) => Number(f.split('-')[0])));
  const unknown = schema.migrations.find((m) => !known.has(m.timestamp));
  if (unknown)
    throw new BackupError(
      `The backup ${manifest.name} was made by a newer version of the shop (migration ${unknown.name}); restore it with that version.`,
    );
  const upTo = manifest.lastMigration?.timestamp ?? 0;
  const ds = new DataSource(dataSourceOptions(url, { migrationsRun: false, migrations: migrationsUpTo(upTo), entities: [], extra: { max: 2 } }));
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'all' });
  } finally {
    await ds.destroy();
  }
  const client = new Client({ connectionString: url, application_name: 'shop-restore' });
  await client.connect();
  const counts: Record<string, number> = {};
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL session_replication_role = replica`);
    const tables = schema.tables.filter((t) => t.name !== 'migrations');
    if (tables.length) await client.query(`TRUNCATE ${tables.map((t) => quote(t.name)).join(', ')}`);
    for (const t of tables) {
      const copy = client.query(copyFrom(`COPY ${quote(t.name)} (${t.columns.map(quote).join(', ')}) FROM STDIN`));
      await pipeline(fs.createReadStream(path.join(dir, TABLE_FILE(t.name))), createGunzip(), copy);
      counts[t.name] = Number(copy.rowCount);
    }
    for (const s of schema.sequences) await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quote(s.name), s.lastValue, s.isCalled]);
    await client.query('COMMIT');
    counts.migrations = schema.migrations.length;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
  return counts;
}

/** Tables whose restored count differs from the manifest's, as readable lines; empty when all match. */
export function countMismatches(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([t, n]) => actual[t] !== n)
    .map(([t, n]) => `${t}: ${actual[t] ?? 'missing'} restored, ${n} in the backup`);
}
