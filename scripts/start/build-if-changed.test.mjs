// The build skip of `npm start` and `npm test` (scripts/lib/build-stamps.mjs) on a small monorepo of two workspaces,
// `lib` and `app` (app compiles against lib's output), whose builds are real scripts that log each run (run directly:
// npm's own start-up would only slow the test).
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { buildIfChanged } from '../lib/build-stamps.mjs';

let root;

const BUILD = `
const fs = require('node:fs');
const name = require('./package.json').name;
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/out.js', fs.readFileSync('src/index.js'));
// fails after writing part of its output, as a compiler stopped by an error can
if (fs.existsSync('src/fail')) process.exit(3);
fs.appendFileSync('../builds.log', name + '\\n');
`;

function write(rel, text) {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

function workspace(dir, deps = {}) {
  write(`${dir}/package.json`, JSON.stringify({ name: dir, version: '1.0.0', scripts: { build: 'node build.cjs' }, dependencies: deps }));
  write(`${dir}/build.cjs`, BUILD);
  write(`${dir}/src/index.js`, `module.exports = '${dir} v1';\n`);
}

const built = () => readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean);
const build = () =>
  buildIfChanged({ root, order: ['lib', 'app'], needs: { app: ['lib'] }, log: () => undefined, command: [process.execPath, ['build.cjs']] });

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamps-'));
  write('package.json', JSON.stringify({ name: 'fixture', private: true, workspaces: ['lib', 'app'] }));
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write('builds.log', '');
  workspace('lib');
  workspace('app', { lib: '1.0.0' });
  await build();
  assert.deepEqual(built(), ['lib', 'app'], 'a fresh tree builds everything');
  writeFileSync(path.join(root, 'builds.log'), '');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('an unchanged tree builds nothing', async () => {
  const results = await build();
  assert.deepEqual(built(), []);
  assert.deepEqual(
    results.map((r) => r.built),
    [false, false],
  );
});

test('a changed source file rebuilds its workspace and those built from it, and the output has the change', async () => {
  appendFileSync(path.join(root, 'lib/src/index.js'), '// edited\n');
  await build();
  assert.deepEqual(built(), ['lib', 'app']);
  assert.match(readFileSync(path.join(root, 'lib/dist/out.js'), 'utf8'), /edited/);
});

test('a changed file of a workspace nothing depends on rebuilds only that workspace', async () => {
  write('app/src/index.js', "module.exports = 'app v2';\n");
  await build();
  assert.deepEqual(built(), ['app']);
});

test('a new source file rebuilds', async () => {
  write('app/src/extra.js', 'module.exports = 1;\n');
  await build();
  assert.deepEqual(built(), ['app']);
});

test('a missing output rebuilds, though no source changed', async () => {
  rmSync(path.join(root, 'app/dist/out.js'));
  const [, app] = await build();
  assert.deepEqual(built(), ['app']);
  assert.match(app.reason, /dist\/out\.js is missing/);
});

test('a changed lock file rebuilds everything', async () => {
  write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n');
  await build();
  assert.deepEqual(built(), ['lib', 'app']);
});

test('a failed build leaves no stamp: going back to the last built sources builds again over its partial output', async () => {
  write('app/src/index.js', "module.exports = 'app v3';\n");
  write('app/src/fail', '');
  const [, app] = await build();
  assert.match(app.error, /the build of app failed/);
  // back to exactly what the last good build was made of; the failed build's output has the same size
  rmSync(path.join(root, 'app/src/fail'));
  write('app/src/index.js', "module.exports = 'app v1';\n");
  await build();
  assert.deepEqual(built(), ['app'], 'built again after the failure');
  assert.equal(readFileSync(path.join(root, 'app/dist/out.js'), 'utf8'), "module.exports = 'app v1';\n");
  await build();
  assert.deepEqual(built(), ['app'], 'and skipped once it succeeded');
});
