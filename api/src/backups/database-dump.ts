import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { SCHEMA_FILE, TABLE_FILE, type DumpSchema, type TableSchema } from './backup-format';

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/** Counts the rows of COPY's text output as it passes (one line per row; newlines inside values are escaped). */
class LineCounter extends Transform {
  rows = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (e?: Error | null, c?: Buffer) => void) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.rows++;
    done(null, chunk);
  }
}

export interface DumpResult {
  snapshotAt: Date;
  postgresVersion: string;
  databaseBytes: number;
  rows: Record<string, number>;
  schema: DumpSchema;
}

/**
 * Dumps every table of the public schema from one REPEATABLE READ snapshot, the way pg_dump does: one read-only
 * transaction, ACCESS SHARE locks (which block only schema changes, never inserts or updates), COPY per table.
 * Everything committed before the snapshot is in the dump; nothing committed after it is.
 * Generated columns are left out (the database computes them again on restore).
 */
export async function dumpDatabase(url: string, outDir: string): Promise<DumpResult> {
  const client = new Client({ connectionString: url, application_name: 'shop-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // the first query fixes the snapshot; its clock reading is the backup's recovery point
    const [{ now, version, size }] = (
      await client.query(
        `SELECT clock_timestamp() AS now, current_setting('server_version') AS version, pg_database_size(current_database())::bigint AS size`,
      )
    ).rows;
    const tables: TableSchema[] = (
      await client.query(
        `SELECT c.relname AS name,
                array_agg(a.attname::text ORDER BY a.attnum) AS columns
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
          WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
          GROUP BY c.relname ORDER BY c.relname`,
      )
    ).rows;
    if (tables.length) await client.query(`LOCK TABLE ${tables.map((t) => quote(t.name)).join(', ')} IN ACCESS SHARE MODE`);
    const sequences = (
      await client.query(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
          WHERE c.relkind = 'S' ORDER BY c.relname`,
      )
    ).rows as { name: string }[];
    const seqValues: DumpSchema['sequences'] = [];
    for (const s of sequences) {
      const [{ last_value, is_called }] = (await client.query(`SELECT last_value::text, is_called FROM ${quote(s.name)}`)).rows;
      seqValues.push({ name: s.name, lastValue: last_value, isCalled: is_called });
    }
    const migrations = tables.some((t) => t.name === 'migrations')
      ? ((await client.query('SELECT "timestamp"::bigint AS timestamp, name FROM "migrations" ORDER BY "timestamp"')).rows.map((r) => ({
          timestamp: Number(r.timestamp),
          name: r.name,
        })) as DumpSchema['migrations'])
      : [];
    fs.mkdirSync(path.join(outDir, 'database'), { recursive: true });
    const rows: Record<string, number> = {};
    for (const t of tables) {
      const counter = new LineCounter();
      const copy = client.query(copyTo(`COPY ${quote(t.name)} (${t.columns.map(quote).join(', ')}) TO STDOUT`));
      await pipeline(copy, counter, createGzip({ level: 3 }), fs.createWriteStream(path.join(outDir, TABLE_FILE(t.name))));
      rows[t.name] = counter.rows;
    }
    await client.query('COMMIT');
    const schema: DumpSchema = { tables, sequences: seqValues, migrations };
    fs.writeFileSync(path.join(outDir, SCHEMA_FILE), JSON.stringify(schema, null, 2));
    return { snapshotAt: new Date(now), postgresVersion: version, databaseBytes: Number(size), rows, schema };
  } finally {
    await client.end().catch(() => undefined);
  }
}
