import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * What the operating system says about a PostgreSQL server process: whether it still runs, which folder it serves
 * and who its parent is. Used to tell a server left behind by a killed shop from one another shop is still using.
 */

/** Running means alive and not a zombie (an orphan's parent may never reap it). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err: any) {
    if (err.code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  return stat === null || stat.state !== 'Z';
}

function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read from the last ')'
    const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

export function parentOf(pid: number): number | null {
  const stat = procStat(pid);
  if (stat) return stat.ppid;
  try {
    const out = execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return out ? Number(out) : null;
  } catch {
    return null;
  }
}

function commandOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    try {
      return (
        execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { stdio: ['ignore', 'pipe', 'ignore'] })
          .toString()
          .trim() || null
      );
    } catch {
      return null;
    }
  }
}

export interface LockHolder {
  pid: number;
  /** The process is a postgres server started on this very data folder. */
  servesThisFolder: boolean;
}

/** The running process named by `postmaster.pid`, or null when there is no lock or its process is gone. */
export function lockHolder(dataDir: string): LockHolder | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return null;
  const command = commandOf(pid) ?? '';
  const lockedFolder = path.resolve(lines[1] ?? '');
  const servesThisFolder = /postgres/.test(command) && lockedFolder === path.resolve(dataDir) && command.includes(path.resolve(dataDir));
  return { pid, servesThisFolder };
}

/** Who started the server of a data folder: written beside the folder when the shop starts it. */
export interface OwnerRecord {
  ownerPid: number;
  postmasterPid: number;
}

export const ownerFile = (dataDir: string) => path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.owner.json`);

export function readOwner(dataDir: string): OwnerRecord | null {
  try {
    const r = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as OwnerRecord;
    return Number.isInteger(r?.ownerPid) && Number.isInteger(r?.postmasterPid) ? r : null;
  } catch {
    return null;
  }
}

export function writeOwner(dataDir: string, record: OwnerRecord): void {
  const file = ownerFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(record));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * A server on this folder whose starting process is gone. A process's parent changes only when the parent dies, so a
 * postmaster whose parent is no longer the shop that recorded itself as its owner was left behind by a killed shop.
 * Without a record (a server started by an older version), only a postmaster adopted by init counts.
 */
export function isLeftover(dataDir: string, holder: LockHolder): boolean {
  if (!holder.servesThisFolder) return false;
  const parent = parentOf(holder.pid);
  if (parent === null) return false;
  const owner = readOwner(dataDir);
  if (owner && owner.postmasterPid === holder.pid) return parent !== owner.ownerPid;
  return parent === 1;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return !isRunning(pid);
}

/** Fast shutdown (open transactions roll back, committed data is flushed by the shutdown checkpoint), then immediate. */
export async function stopServer(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, waitMs)) return;
  }
  throw new Error(`the PostgreSQL server (pid ${pid}) did not stop`);
}
