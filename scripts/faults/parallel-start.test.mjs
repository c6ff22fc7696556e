// `docker compose up --scale api=3` starts every instance at once on an empty database: they must not race each
// other through the migrations (one would fail on a table another just created) and all must come up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startCluster } from '../lib/api-instances.mjs';
import { ROOT } from '../lib/shop-process.mjs';

const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

test('three API instances started at once on an empty database all come up, migrated once', { timeout: 600_000 }, async () => {
  const cluster = await startCluster({ env: { STOREFRONT_REBUILD: 'off', SEED_DEMO: 'false' } });
  try {
    const instances = await Promise.all(['a', 'b', 'c'].map((name) => cluster.startInstance(name)));
    for (const i of instances) {
      const res = await fetch(`${i.url}/api/v1/health`);
      assert.equal(res.status, 200, `${i.name} is healthy`);
    }
    const res = await fetch(`${instances[0].url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: instances[0].email, password: instances[0].password }),
    });
    assert.ok(res.ok, `the one owner account signs in (got ${res.status})`);
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT count(*)::int AS runs, count(DISTINCT name)::int AS names FROM migrations');
      assert.equal(rows[0].runs, rows[0].names, 'every migration ran once');
      const owners = await db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'OWNER'`);
      assert.equal(owners.rows[0].n, 1, 'one owner account');
    } finally {
      await db.end();
    }
  } finally {
    await cluster.stop();
  }
});
