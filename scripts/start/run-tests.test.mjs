// Which suites `npm test` runs (scripts/run-tests.mjs): found in package.json files, so a suite added by anyone is run.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildsNeeded, failureLines, listSuites, nextSuite } from '../run-tests.mjs';

test("every workspace's test script and every root test: suite is run; root scripts that run other suites are not", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'run-tests-'));
  try {
    const pkg = (dir, body) => {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(body));
    };
    pkg('.', {
      workspaces: ['api', 'docs', 'web'],
      scripts: {
        test: 'node scripts/build-if-changed.mjs && node scripts/run-tests.mjs',
        'test:unit': 'npm test -w api && npm test -w web',
        'test:all': 'node scripts/run-tests.mjs',
        'test:faults': 'node --test scripts/faults/',
        'test:html-check': 'node scripts/html-check.mjs',
        build: 'tsc',
      },
    });
    pkg('api', { name: '@x/api', scripts: { test: 'jest' } });
    pkg('docs', { name: '@x/docs', scripts: { build: 'x' } });
    pkg('web', { name: '@x/web', scripts: { test: 'vitest run' } });
    const suites = listSuites(root);
    assert.deepEqual(
      suites.map((s) => s.name),
      ['api', 'web', 'faults', 'html-check'],
    );
    assert.deepEqual(
      suites.map((s) => [path.relative(root, s.cwd), s.script]),
      [
        ['api', 'test'],
        ['web', 'test'],
        ['', 'test:faults'],
        ['', 'test:html-check'],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a failed suite's failing test names are picked from jest, vitest and node --test output, once each", () => {
  const output = [
    'PASS test/a.e2e-spec.ts',
    'FAIL test/orders.e2e-spec.ts (12.3 s)',
    '  ● Orders › answers 400 for quantity 0',
    '  ● Console',
    '    expected 400, received 500',
    ' FAIL  src/cart.test.ts > cart > adds a line',
    '   × adds a line 12ms',
    '✖ an import killed mid-apply changes nothing (5001ms)',
    '✖ an import killed mid-apply changes nothing (5001ms)',
    '✔ a price change rewrites its pages (300ms)',
  ].join('\n');
  assert.deepEqual(failureLines(output), [
    'FAIL test/orders.e2e-spec.ts (12.3 s)',
    '● Orders › answers 400 for quantity 0',
    'FAIL  src/cart.test.ts > cart > adds a line',
    '× adds a line 12ms',
    '✖ an import killed mid-apply changes nothing (5001ms)',
  ]);
  assert.deepEqual(failureLines('✔ all good'), []);
});

test('a lane takes the longest suite; the first to meet a shop suite before the shops are prepared waits with it, the next starts one that needs no shop', () => {
  const queue = ['faults', 'browser', 'api', 'static', 'start'].map((name) => ({ name }));
  const names = (pick) => pick && { suite: pick.suite.name, wait: pick.wait };
  assert.deepEqual(names(nextSuite(queue, { shopsReady: false, waiting: false })), { suite: 'faults', wait: true });
  assert.deepEqual(names(nextSuite(queue.slice(1), { shopsReady: false, waiting: true })), { suite: 'api', wait: false });
  assert.deepEqual(names(nextSuite(queue.slice(1), { shopsReady: true, waiting: true })), { suite: 'browser', wait: false });
  // only shop suites left and one lane already waiting: this one waits too
  assert.deepEqual(names(nextSuite([{ name: 'start' }], { shopsReady: false, waiting: true })), { suite: 'start', wait: true });
  assert.equal(nextSuite([], { shopsReady: false, waiting: false }), null);
});

test('the api suite waits only for the build of common (it compiles the app from its sources); every other suite for every build', () => {
  assert.deepEqual(buildsNeeded('api'), ['common']);
  for (const suite of ['browser', 'faults', 'start', 'static', 'storefront', 'admin'])
    assert.deepEqual(buildsNeeded(suite), ['common', 'api', 'admin']);
});
