import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';

/** The fixed password data folders made before passwords were generated still have until their next start. */
export const LEGACY_PASSWORD = 'postgres';

/** Where the superuser's password of the cluster in `dataDir` is kept: beside the folder (initdb wants it empty). */
export function passwordFileFor(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}-password`);
}

export const newPassword = () => randomBytes(32).toString('base64url');

/**
 * The file holds the password on its first line and, while a change is under way, the passwords that may still be
 * the server's on the lines after it. Null when there is no file (or an empty one).
 */
export function readPasswordFile(file: string): { password: string; previous: string[] } | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const [password, ...previous] = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return password ? { password, previous } : null;
}

/** Written whole or not at all (a temporary file, flushed, then renamed), readable by this user only. */
export function writePasswordFile(file: string, password: string, previous: string[] = []): void {
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, [password, ...previous].map((l) => `${l}\n`).join(''));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}

const WRONG_PASSWORD = '28P01';

async function connects(port: number, password: string): Promise<Client | null> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => undefined);
    if ((err as { code?: string }).code === WRONG_PASSWORD) return null;
    throw err;
  }
}

/**
 * Makes the running server's superuser password the one in `file`: if that one is refused, signs in with each
 * earlier password the file still names (then the old fixed one) and changes it. The file is rewritten without the
 * earlier passwords only once the server has the new one, so a crash at any point leaves a start that can finish.
 */
export async function settlePassword(port: number, file: string): Promise<string> {
  const saved = readPasswordFile(file);
  if (!saved) throw new Error(`The password file ${file} is missing or empty`);
  const current = await connects(port, saved.password);
  if (current) {
    await current.end();
  } else {
    let changed = false;
    for (const candidate of [...new Set([...saved.previous, LEGACY_PASSWORD])]) {
      const client = await connects(port, candidate);
      if (!client) continue;
      try {
        await client.query(`ALTER ROLE postgres WITH PASSWORD ${client.escapeLiteral(saved.password)}`);
      } finally {
        await client.end();
      }
      changed = true;
      break;
    }
    if (!changed) {
      throw new Error(`PostgreSQL refuses the password in ${file} (and every earlier one it names); restore that file or set DATABASE_URL`);
    }
  }
  if (saved.previous.length) writePasswordFile(file, saved.password);
  return saved.password;
}
