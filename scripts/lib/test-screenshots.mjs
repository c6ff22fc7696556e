// Where the browser test files keep screenshots for a person to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `$SHOTS_DIR/<name>`, made, when SHOTS_DIR is set (`SHOTS_DIR=/tmp/shots npm run test:browser` keeps every file's
 * screenshots, one folder per file); else null and the files take none. A screenshot is for looking at, not a check:
 * nothing asserts on it, and full-page screenshots of every screen cost the browser a fifth of a walk's CPU
 * (phone-screens: 38 against 30 CPU-s of Chromium, docs/benchmarks.md).
 */
export function shotsDir(name) {
  const root = process.env.SHOTS_DIR;
  if (!root) return null;
  const dir = path.resolve(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
