import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeIsolated } from './isolate-e2e-file';

/** How many unit group entry files there are (unit-1 … unit-N.unit-group.ts): one per jest worker. */
export const UNIT_GROUP_COUNT = 2;

const SRC_DIR = path.resolve(__dirname, '../../src');

/** Every unit spec under src/, sorted, relative to src/. */
export function listUnitSpecs(dir = SRC_DIR): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
}

/**
 * Runs every `count`-th unit spec, from the `index`-th (1-based), in this file's module registry, each in a describe
 * of its own name with the process put back after it (describeIsolated), as the e2e groups do. One registry per spec
 * loaded NestJS, TypeORM and the shared sources again for each of the 67: 33 CPU-s for the specs, 18 in one registry.
 */
export function runUnitGroup(index: number, count = UNIT_GROUP_COUNT): void {
  const entries = fs.readdirSync(__dirname).filter((f) => f.endsWith('.unit-group.ts')).length;
  // with fewer entry files than groups, the specs planned for the missing ones would silently never run
  if (entries !== count) throw new Error(`test/groups has ${entries} unit group entry files but UNIT_GROUP_COUNT is ${count}`);
  const specs = listUnitSpecs().filter((_, i) => i % count === index - 1);
  if (specs.length === 0) throw new Error(`unit group ${index} of ${count} has no specs: lower UNIT_GROUP_COUNT`);
  for (const spec of specs) describeIsolated(spec, () => require(path.join(SRC_DIR, spec)));
}
