import * as fs from 'node:fs';
import * as path from 'node:path';
import { E2E_DIR, listE2eFiles, planGroups } from './e2e-group-plan';
import { describeIsolated } from './isolate-e2e-file';

/** How many group entry files there are (group-1 … group-N.e2e-group.ts); few enough to share registries, enough for two workers. */
export const E2E_GROUP_COUNT = 7;

// where jest.setTimeout keeps the value it reads once, when the file's tests start
const TEST_TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');

/**
 * Runs the e2e files planned for group `index` (1-based) in this test file's module registry, so NestJS, TypeORM and
 * the app's sources are compiled and evaluated once per group instead of once per file.
 */
export function runE2eGroup(index: number, count = E2E_GROUP_COUNT): void {
  const entries = fs.readdirSync(__dirname).filter((f) => f.endsWith('.e2e-group.ts')).length;
  // with fewer entry files than groups, the files planned for the missing ones would silently never run
  if (entries !== count) throw new Error(`test/groups has ${entries} group entry files but E2E_GROUP_COUNT is ${count}`);
  const files = planGroups(listE2eFiles(), count)[index - 1] ?? [];
  const globals = globalThis as Record<symbol, number | undefined>;
  let timeout = 0;
  for (const file of files) {
    describeIsolated(file, () => require(path.join(E2E_DIR, file)));
    timeout = Math.max(timeout, globals[TEST_TIMEOUT] ?? 0);
  }
  // jest reads one timeout per test file, the last one set: a file that raised its own keeps it even if a later file
  // in the group set a lower one
  if (timeout > 0) jest.setTimeout(timeout);
  // a group without files means fewer e2e files than groups: a planning mistake to mend, not a group to pass
  if (files.length === 0) throw new Error(`e2e group ${index} of ${count} has no files: lower E2E_GROUP_COUNT`);
}
