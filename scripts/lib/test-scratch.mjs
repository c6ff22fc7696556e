// The temporary folder a test run writes into: in memory (/dev/shm) where the machine has room there.
import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';

/** Where in-memory scratch space is looked for: Linux's tmpfs for shared memory, on every Debian machine. */
export const MEMORY_FOLDER = '/dev/shm';
/**
 * The least free room it must have: a whole run holds about 2 GB at its peak (the API suite's PostgreSQL with a
 * database per e2e file and its WAL, four browser-test shops with their data folders, Chromium's profiles).
 */
export const MIN_FREE_BYTES = 6 * 1024 ** 3;

/**
 * A fresh folder for os.tmpdir() of every suite (their shops' data folders and PostgreSQLs, the API suite's
 * PostgreSQL, builds, browser profiles): TEST_TMPDIR when set, else one under /dev/shm when it has MIN_FREE_BYTES
 * free, else null (the system's temporary folder stays). Nothing a test checks depends on where the folder is; what
 * changes is the cost of writing. Here /tmp is ext4 on a virtual disk, where writing costs the kernel about 20 ms of
 * CPU per MB (copying a shop's 51 MB data folder template: 1.0–1.2 CPU-s, against 0.09 into /dev/shm), and the test
 * shops' PostgreSQL syncs its writes as in production. Readable by all (0755), as embedded PostgreSQL runs as the
 * postgres user when the run is root's.
 */
export function makeScratchFolder(env = process.env, { memoryFolder = MEMORY_FOLDER, minFree = MIN_FREE_BYTES } = {}) {
  let parent = env.TEST_TMPDIR || null;
  if (!parent) {
    try {
      const fs = statfsSync(memoryFolder);
      if (fs.bavail * fs.bsize >= minFree) parent = memoryFolder;
    } catch {
      // no such folder (not Linux): the system's temporary folder
    }
  }
  if (!parent) return null;
  const dir = mkdtempSync(path.join(parent, 'shop-tests-'));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
