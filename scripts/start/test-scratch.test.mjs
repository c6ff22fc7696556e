// Where a test run's temporary files go (scripts/lib/test-scratch.mjs).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { makeScratchFolder } from '../lib/test-scratch.mjs';

const parent = () => mkdtempSync(path.join(os.tmpdir(), 'scratch-parent-'));

test('a folder of its own in the memory folder when it has the room, open to the postgres user, removed whole', () => {
  const memory = parent();
  try {
    const scratch = makeScratchFolder({}, { memoryFolder: memory, minFree: 1 });
    assert.equal(path.dirname(scratch.dir), memory);
    assert.equal(statSync(scratch.dir).mode & 0o777, 0o755);
    writeFileSync(path.join(scratch.dir, 'left-by-a-test'), 'x');
    scratch.remove();
    assert.equal(existsSync(scratch.dir), false);
  } finally {
    rmSync(memory, { recursive: true, force: true });
  }
});

test('none when the memory folder lacks the room or is not there: the system temporary folder stays', () => {
  const memory = parent();
  try {
    assert.equal(makeScratchFolder({}, { memoryFolder: memory, minFree: Number.MAX_SAFE_INTEGER }), null);
    assert.equal(makeScratchFolder({}, { memoryFolder: path.join(memory, 'missing'), minFree: 1 }), null);
  } finally {
    rmSync(memory, { recursive: true, force: true });
  }
});

test('TEST_TMPDIR chooses the parent, whatever the memory folder has', () => {
  const chosen = parent();
  try {
    const scratch = makeScratchFolder({ TEST_TMPDIR: chosen }, { memoryFolder: '/nonexistent', minFree: Number.MAX_SAFE_INTEGER });
    assert.equal(path.dirname(scratch.dir), chosen);
    scratch.remove();
  } finally {
    rmSync(chosen, { recursive: true, force: true });
  }
});
