// The import-floor check on small fixture trees written to a temporary folder: one app per test, run as the CLI is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkRepo } from '../check-floors.mjs';

const CHECKER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'check-floors.mjs');
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const FLOORS = {
  root: 'src',
  floors: [
    { name: 'app', rooms: ['main.ts'] },
    { name: 'features', rooms: ['products', 'sales'] },
    { name: 'ui', rooms: ['ui'] },
    { name: 'api', rooms: ['api'] },
  ],
};

/** Writes `files` (paths under admin/) and admin/floors.json into a new tree and runs the checker on it. */
function check(files, floors = FLOORS, app = 'admin') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floors-'));
  made.push(dir);
  const all = { 'floors.json': JSON.stringify(floors), ...files };
  for (const [name, text] of Object.entries(all)) {
    const file = path.join(dir, app, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return summarise(dir, [app]);
}

/** The checker's verdict as the CLI prints it: its lines and exit code (the CLI itself is run once, below). */
function summarise(dir, apps) {
  const { checked, lines } = checkRepo(dir, apps);
  const out = lines.length ? lines.join('\n') : `every import points down (${checked.join(', ')})`;
  return { code: lines.length ? 1 : 0, out };
}

const base = {
  'src/main.ts': "import { list } from './products/list';\nimport { Button } from './ui/Button';\n",
  'src/products/list.ts': "import { get } from '../api/http';\nexport const list = () => get();\n",
  'src/ui/Button.tsx': "import { get } from '../api/http';\nexport const Button = () => get();\n",
  'src/api/http.ts': 'export const get = () => 1;\n',
};

test('a tree whose imports all point down passes', () => {
  const r = check(base);
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /every import points down/);
});

test('an upward import fails and is printed as app: from → to (floor X above floor Y)', () => {
  const r = check({ ...base, 'src/api/http.ts': "import { Button } from '../ui/Button';\nexport const get = () => Button;\n" });
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /^admin: src\/api\/http\.ts → src\/ui\/Button\.tsx \(floor ui above floor api\)$/m);
  const cli = spawnSync(process.execPath, [CHECKER, made.at(-1)], { encoding: 'utf8' });
  assert.equal(cli.status, 1, cli.stdout);
  assert.match(cli.stdout, /^admin: src\/api\/http\.ts → src\/ui\/Button\.tsx \(floor ui above floor api\)$/m);
});

test('a sideways import from one room into another on the same floor fails and names both rooms', () => {
  const r = check({ ...base, 'src/sales/sale.ts': "import { list } from '../products/list';\nexport const sale = list;\n" });
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /^admin: src\/sales\/sale\.ts → src\/products\/list\.ts \(sideways from room sales into room products on floor features; /m);
});

test('imports within one room pass, however deep the folders', () => {
  const r = check({
    ...base,
    'src/products/edit/form.ts': "import { list } from '../list';\nexport const form = list;\n",
    'src/products/list.ts': "import { get } from '../api/http';\nexport const list = () => get();\n",
  });
  assert.equal(r.code, 0, r.out);
});

test('a sideways pair allowed with its reason passes; the reverse direction still fails', () => {
  const files = { ...base, 'src/sales/sale.ts': "import { list } from '../products/list';\nexport const sale = list;\n" };
  const allowed = check(files, { ...FLOORS, allow: [{ from: 'sales', to: 'products', why: 'a sale names the products it sold' }] });
  assert.equal(allowed.code, 0, allowed.out);
  const reverse = check(
    { ...files, 'src/products/list.ts': "import { get } from '../api/http';\nimport '../sales/sale';\nexport const list = () => get();\n" },
    { ...FLOORS, allow: [{ from: 'sales', to: 'products', why: 'a sale names the products it sold' }] },
  );
  assert.equal(reverse.code, 1, reverse.out);
  assert.match(reverse.out, /src\/products\/list\.ts → src\/sales\/sale\.ts \(sideways from room products into room sales/);
  // allowing the pair does not allow a loop through it
  assert.match(reverse.out, /^admin: circle of 2 files: src\/products\/list\.ts → src\/sales\/sale\.ts → src\/products\/list\.ts$/m);
});

test('an allow entry without a reason fails, and so does an empty one', () => {
  const files = { ...base, 'src/sales/sale.ts': "import { list } from '../products/list';\nexport const sale = list;\n" };
  const missing = check(files, { ...FLOORS, allow: [{ from: 'sales', to: 'products' }] });
  assert.equal(missing.code, 1, missing.out);
  assert.match(missing.out, /^admin: floors\.json: allow entry 1 \(sales → products\) needs a "why"$/m);
  const blank = check(files, { ...FLOORS, allow: [{ from: 'sales', to: 'products', why: '  ' }] });
  assert.equal(blank.code, 1, blank.out);
  assert.match(blank.out, /allow entry 1 \(sales → products\) needs a "why"/);
});

test('an allowed pair of rooms that no import uses fails, and a pair across floors is refused', () => {
  const stale = check(base, { ...FLOORS, allow: [{ from: 'sales', to: 'products', why: 'a reason' }] });
  assert.equal(stale.code, 1, stale.out);
  assert.match(stale.out, /^admin: allow entry sales → products matches no import/m);
  const up = check(
    { ...base, 'src/ui/Button.tsx': "import { list } from '../products/list';\nexport const Button = list;\n" },
    { ...FLOORS, allow: [{ from: 'ui', to: 'products', why: 'a reason' }] },
  );
  assert.equal(up.code, 1, up.out);
  assert.match(up.out, /allow entry ui → products names rooms on floors ui and features/);
  assert.match(up.out, /src\/ui\/Button\.tsx → src\/products\/list\.ts \(floor features above floor ui\)/);
});

test('the rooms of a floor marked "sideways": true may import each other, but not in a circle', () => {
  const floors = {
    root: 'src',
    floors: [
      { name: 'app', rooms: ['main.ts'] },
      { name: 'lib', rooms: ['lib/a', 'lib/b'], sideways: true },
    ],
  };
  const files = {
    'src/main.ts': "import { a } from './lib/a/a';\nexport const m = a;\n",
    'src/lib/a/a.ts': "import { b } from '../b/b';\nexport const a = b;\n",
    'src/lib/b/b.ts': 'export const b = 1;\n',
  };
  const ok = check(files, floors);
  assert.equal(ok.code, 0, ok.out);
  const circle = check({ ...files, 'src/lib/b/b.ts': "import { a } from '../a/a';\nexport const b = a;\n" }, floors);
  assert.equal(circle.code, 1, circle.out);
  assert.match(circle.out, /circle of 2 files/);
  const notFlag = check(files, { ...floors, floors: [floors.floors[0], { ...floors.floors[1], sideways: 'yes' }] });
  assert.equal(notFlag.code, 1, notFlag.out);
  assert.match(notFlag.out, /floor "lib": "sideways" must be true or false/);
});

test('a room written folder/* makes each folder and file inside it a room of its own', () => {
  const floors = {
    root: 'src',
    floors: [
      { name: 'pages', rooms: ['pages'] },
      { name: 'features', rooms: ['features/*'] },
      { name: 'shared', rooms: ['features/cart/store'] },
    ],
  };
  const files = {
    'src/pages/index.ts': "import '../features/cart/Cart';\nimport '../features/checkout/Checkout';\n",
    'src/features/cart/Cart.ts': "import { items } from './store/items';\nexport const Cart = items;\n",
    'src/features/cart/store/items.ts': 'export const items = [];\n',
    'src/features/checkout/Checkout.ts': "import { items } from '../cart/store/items';\nexport const Checkout = items;\n",
    'src/features/toast.ts': 'export const toast = 1;\n',
  };
  const ok = check(files, floors, 'storefront');
  assert.equal(ok.code, 0, ok.out);
  const sideways = check(
    { ...files, 'src/features/checkout/Checkout.ts': "import { Cart } from '../cart/Cart';\nimport '../toast';\nexport const Checkout = Cart;\n" },
    floors,
    'storefront',
  );
  assert.equal(sideways.code, 1, sideways.out);
  assert.match(
    sideways.out,
    /src\/features\/checkout\/Checkout\.ts → src\/features\/cart\/Cart\.ts \(sideways from room features\/checkout into room features\/cart on floor features/,
  );
  assert.match(
    sideways.out,
    /src\/features\/checkout\/Checkout\.ts → src\/features\/toast\.ts \(sideways from room features\/checkout into room features\/toast\.ts/,
  );
  const nothing = check(files, { ...floors, floors: [...floors.floors, { name: 'empty', rooms: ['nowhere/*'] }] }, 'storefront');
  assert.equal(nothing.code, 1, nothing.out);
  assert.match(nothing.out, /room "nowhere\/\*" on floor "empty" matches nothing/);
});

test('a circle fails and names its files, even within one floor', () => {
  const r = check({
    ...base,
    'src/products/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'src/products/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  });
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /^admin: circle of 2 files: src\/products\/a\.ts → src\/products\/b\.ts → src\/products\/a\.ts$/m);
});

test('a file in no room fails', () => {
  const r = check({ ...base, 'src/stray.ts': 'export const x = 1;\n' });
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /^admin: src\/stray\.ts is in no room/m);
});

test('imports in .astro frontmatter and <script> tags are seen', () => {
  const floors = {
    root: 'src',
    floors: [
      { name: 'pages', rooms: ['pages'] },
      { name: 'lib', rooms: ['lib'] },
    ],
  };
  const ok = check(
    {
      'src/pages/index.astro': "---\nimport { x } from '../lib/x';\n---\n<p>{x}</p>\n<script>\n  import { y } from '../lib/y';\n  y();\n</script>\n",
      'src/lib/x.ts': 'export const x = 1;\n',
      'src/lib/y.ts': 'export const y = () => 1;\n',
    },
    floors,
    'storefront',
  );
  assert.equal(ok.code, 0, ok.out);
  const up = check(
    {
      'src/pages/index.astro': '---\nconst a = 1;\n---\n<p>{a}</p>\n',
      'src/pages/Card.astro': '---\nconst b = 2;\n---\n<p>{b}</p>\n',
      'src/lib/x.astro': "---\nimport Card from '../pages/Card.astro';\n---\n<Card />\n",
      'src/lib/y.astro': "<div></div>\n<script>\n  import '../pages/index.astro';\n</script>\n",
    },
    floors,
    'storefront',
  );
  assert.equal(up.code, 1, up.out);
  assert.match(up.out, /^storefront: src\/lib\/x\.astro → src\/pages\/Card\.astro \(floor pages above floor lib\)$/m);
  assert.match(up.out, /^storefront: src\/lib\/y\.astro → src\/pages\/index\.astro \(floor pages above floor lib\)$/m);
});

test('import type counts as an import', () => {
  const r = check({
    ...base,
    'src/api/http.ts': "import type { Row } from '../products/list';\nexport const get = (r?: Row) => r;\n",
    'src/products/list.ts': 'export type Row = { id: number };\nexport const list = () => 1;\n',
  });
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /src\/api\/http\.ts → src\/products\/list\.ts \(floor features above floor api\)/);
});

test('dynamic import(), export … from and require are seen, and .js specifiers name the .ts file', () => {
  const r = check({
    ...base,
    'src/api/a.ts': "export const a = () => import('../ui/Button');\n",
    'src/api/b.ts': "export { Button } from '../ui/Button.js';\n",
    'src/api/c.ts': "const m = require('../products');\nexport const c = m;\n",
    'src/products/index.ts': 'export const p = 1;\n',
  });
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /src\/api\/a\.ts → src\/ui\/Button\.tsx/);
  assert.match(r.out, /src\/api\/b\.ts → src\/ui\/Button\.tsx/);
  assert.match(r.out, /src\/api\/c\.ts → src\/products\/index\.ts/);
});

test('tsconfig paths aliases are resolved', () => {
  const r = check({
    ...base,
    'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@ui/*': ['src/ui/*'] } } }),
    'src/api/http.ts': "import { Button } from '@ui/Button';\nexport const get = () => Button;\n",
  });
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /src\/api\/http\.ts → src\/ui\/Button\.tsx \(floor ui above floor api\)/);
});

test('an allow entry with its reason lets one upward import pass; an unused one fails', () => {
  const files = {
    ...base,
    'src/api/http.ts': "import { Button } from '../ui/Button';\nexport const get = () => Button;\n",
    'src/ui/Button.tsx': 'export const Button = () => 1;\n',
  };
  const allowed = check(files, { ...FLOORS, allow: [{ from: 'api/http.ts', to: 'ui/Button.tsx', why: 'a reason' }] });
  assert.equal(allowed.code, 0, allowed.out);
  const stale = check(base, { ...FLOORS, allow: [{ from: 'api/http.ts', to: 'ui/Button.tsx', why: 'a reason' }] });
  assert.equal(stale.code, 1, stale.out);
  assert.match(stale.out, /allow entry api\/http\.ts → ui\/Button\.tsx matches no import/);
});

test('an app without floors.json fails', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floors-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'api', 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'api', 'src', 'x.ts'), "import './y';\n");
  const r = checkRepo(dir, ['api']);
  assert.deepEqual(r.checked, ['api']);
  assert.match(r.lines.join('\n'), /^api: api\/floors\.json is missing/m);
  // the CLI checks every app in APPS: a tree with none of their floors.json fails for each
  const cli = spawnSync(process.execPath, [CHECKER, dir], { encoding: 'utf8' });
  assert.equal(cli.status, 1, cli.stdout);
  for (const app of ['api', 'storefront', 'admin']) assert.match(cli.stdout, new RegExp(`^${app}: ${app}/floors\\.json is missing`, 'm'));
});

test('imports of packages and of files outside root are not checked', () => {
  const r = check({
    ...base,
    'src/api/http.ts': "import React from 'react';\nimport { x } from '../../common/x';\nexport const get = () => [React, x];\n",
    '../common/x.ts': 'export const x = 1;\n',
  });
  assert.equal(r.code, 0, r.out);
});
