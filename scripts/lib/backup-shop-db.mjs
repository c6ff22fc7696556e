// A direct connection to the database of a shop started by shop-process.mjs, for seeding with bulk SQL and comparing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './shop-process.mjs';

const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

/** The embedded PostgreSQL's superuser password sits beside its folder; its port is on postmaster.pid's fourth line. */
export function shopDbUrl(dataDir, database = 'shop') {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').split('\n')[0].trim();
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function shopDb(dataDir, database = 'shop') {
  const client = new Client({ connectionString: shopDbUrl(dataDir, database) });
  client.on('error', () => undefined); // the shop stopping ends the connection; the query in flight reports it
  await client.connect();
  return client;
}

/**
 * `count` sales of the catalogue's products in one statement, the way the sales benchmark seeds its million. `bulk`:
 * triggers off and the rollups rebuilt once afterwards (for benchmark sizes).
 */
export async function seedSales(db, count, { bulk = false } = {}) {
  if (bulk) {
    await db.query('BEGIN');
    await db.query('SET LOCAL session_replication_role = replica');
  }
  await db.query(
    `WITH p AS (SELECT row_number() OVER (ORDER BY id) AS n, * FROM products),
          pc AS (SELECT count(*) AS c FROM p),
          src AS (SELECT g, 1 + (g % (SELECT c FROM pc)) AS pn,
                         now() - make_interval(secs => abs(hashtext(g || 'd')) % (365 * 86400)) AS at
                    FROM generate_series(1, $1::int) AS g)
     INSERT INTO sales (id, product_id, product_ref, product_name, product_brand, sale_date, platform,
                        original_price, selling_price, discounted_price, customer_name, customer_location, created_at, updated_at)
     SELECT 'cb' || lpad(to_hex(src.g), 23, '0'), p.id, p.id, p.name, p.brand, src.at,
            (enum_range(NULL::sale_platform))[1 + src.g % 10], p.original_price, p.selling_price,
            CASE WHEN src.g % 4 = 0 THEN round(p.selling_price * 0.9, 2) END,
            'محمد ' || src.g, 'Riyadh', src.at, src.at
       FROM src JOIN p ON p.n = src.pn`,
    [count],
  );
  if (bulk) {
    await db.query('SELECT sales_rollup_rebuild()');
    await db.query('COMMIT');
    await db.query('VACUUM ANALYZE sales');
  }
}

/** What a restore must bring back, table by table: every row's identity and content as one digest per table. */
export async function fingerprint(db) {
  const tables = ['sales', 'stock_movements', 'product_stock', 'products', 'product_images', 'categories', 'users', 'settings', 'uploads'];
  const out = {};
  for (const t of tables) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${t}" t`,
    );
    out[t] = rows[0];
  }
  return out;
}

/** Stock the ledger explains: every size's on-hand is the sum of its movements, every product's total the sum of its sizes. */
export async function ledgerErrors(db) {
  const { rows } = await db.query(
    `SELECT s.product_id, s.size, s.on_hand, coalesce(m.total, 0) AS moved
       FROM product_stock s
       LEFT JOIN (SELECT product_id, size, sum(delta)::int AS total FROM stock_movements GROUP BY 1, 2) m USING (product_id, size)
      WHERE s.on_hand <> coalesce(m.total, 0)
     UNION ALL
     SELECT p.id, '(total)', p.stock_left, t.total
       FROM products p JOIN (SELECT product_id, sum(on_hand)::int AS total FROM product_stock GROUP BY 1) t ON t.product_id = p.id
      WHERE p.stock_left IS DISTINCT FROM t.total`,
  );
  return rows;
}
