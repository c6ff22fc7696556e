/**
 * Recording sales with stock: 20 staff recording sales at once against the built API, each sale taking stock under
 * row locks. Most sales hit the staff member's own products and sizes; one in five goes to a few shared "hot"
 * products, so some sales wait on another's lock, as at a busy stall.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/sales-stock.js [--staff 20] [--duration 20]
 *                                                                                       [--products 400] [--write-docs]
 *
 * PostgreSQL: an embedded one in a temporary folder (or BENCH_DATABASE_URL). Reports p50/p95/p99 of POST /sales,
 * the 409s (none expected: stock is ample) and errors, then checks that every count still equals the sum of its
 * movements and that the pieces sold plus those left equal those set.
 */
import * as os from 'node:os';
import type { Client } from 'pg';
import { seededRandom } from '../src/core/ids/seeded-random';
import { numberArg as arg, startBenchApi, writeDocsSection } from './bench-api';
import { seedBenchCatalog } from './bench-catalog';
import { machineFacts, percentile } from './report';

const HEADING = 'Recording sales with stock';

const STAFF = arg('staff', 20);
const DURATION = arg('duration', 20);
const PRODUCTS = arg('products', 400);
/** The shared products every member sometimes sells, and how often: where sales wait on each other's locks. */
const HOT = { products: 5, share: 0.2 };
/** Ample stock, so no sale is refused and every wait measured is a lock, not a 409. */
const ON_HAND = 100_000;
/** Products left uncounted, for the comparison row: the same sale without any stock work. */
const UNTRACKED = 40;
const TARGET_P95_MS = 250;

/** One sale line: a product and one of its sizes. */
type Line = { productId: string; size: string };

/** Counts every size of every product through the ledger (an INITIAL movement each), as PUT /products/{id}/stock does. */
async function seedStock(db: Client): Promise<void> {
  await db.query(
    `INSERT INTO product_stock (product_id, size, on_hand)
     SELECT p.id, s, 0 FROM (SELECT * FROM products ORDER BY id OFFSET $1) p, unnest(p.sizes) s`,
    [UNTRACKED],
  );
  await db.query(
    `INSERT INTO stock_movements (id, product_id, size, kind, delta, note)
     SELECT 'cm' || lpad(to_hex(row_number() OVER ()), 23, '0'), product_id, size, 'INITIAL', $1, 'benchmark' FROM product_stock`,
    [ON_HAND],
  );
  await db.query('VACUUM ANALYZE products, product_stock, stock_movements');
}

async function staffMember(
  base: string,
  token: string,
  own: Line[],
  hot: Line[],
  until: number,
  seed: number,
  out: { ms: number[]; statuses: Map<number, number> },
) {
  const random = seededRandom(seed);
  while (Date.now() < until) {
    const pool = random() < HOT.share ? hot : own;
    const line = pool[Math.floor(random() * pool.length)];
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${base}/api/v1/sales`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          productId: line.productId,
          size: line.size,
          quantity: 1,
          saleDate: '2026-11-20',
          platform: 'PHYSICAL_STORE',
          originalPrice: 40,
          sellingPrice: 90,
        }),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    }
    out.ms.push(performance.now() - started);
    out.statuses.set(status, (out.statuses.get(status) ?? 0) + 1);
  }
}

async function main(): Promise<void> {
  const api = await startBenchApi('stock');
  const { base, db } = api;
  try {
    await seedBenchCatalog(db, PRODUCTS);
    await seedStock(db);
    const lines: Line[] = (await db.query(`SELECT product_id AS "productId", size FROM product_stock ORDER BY product_id, size`)).rows;
    const untracked: Line[] = (await db.query(`SELECT id AS "productId", sizes[1] AS size FROM products WHERE stock_left IS NULL ORDER BY id`)).rows;
    const token = await api.signIn();
    // the first products are everyone's hot ones; the rest are dealt out, so each staff member has lines of their own
    const split = (all: Line[]) => {
      const hotIds = [...new Set(all.map((l) => l.productId))].slice(0, HOT.products);
      const rest = all.filter((l) => !hotIds.includes(l.productId));
      return {
        hot: all.filter((l) => hotIds.includes(l.productId)),
        own: Array.from({ length: STAFF }, (_, i) => rest.filter((_, j) => j % STAFF === i)),
      };
    };
    const { hot, own } = split(lines);
    const phase = async (name: string, set: { hot: Line[]; own: Line[][] }, seconds: number, withVerdict: boolean) => {
      const warm = { ms: [] as number[], statuses: new Map<number, number>() };
      await Promise.all(set.own.map((o, i) => staffMember(base, token, o, set.hot, Date.now() + 3000, 1000 + i, warm)));
      const out = { ms: [] as number[], statuses: new Map<number, number>() };
      const started = Date.now();
      await Promise.all(set.own.map((o, i) => staffMember(base, token, o, set.hot, started + seconds * 1000, i + 1, out)));
      const took = (Date.now() - started) / 1000;
      const ms = out.ms.sort((a, b) => a - b);
      const p = (q: number) => Math.round(percentile(ms, q) * 10) / 10;
      const ok = out.statuses.get(201) ?? 0;
      const conflicts = out.statuses.get(409) ?? 0;
      const verdict = !withVerdict ? 'n/a' : p(95) < TARGET_P95_MS ? `< ${TARGET_P95_MS} ms ✓` : `< ${TARGET_P95_MS} ms ✗`;
      const row = `| ${name} | ${STAFF} | ${ms.length} | ${Math.round(ms.length / took)} | ${p(50)} | ${p(95)} | ${p(99)} | ${conflicts} | ${ms.length - ok - conflicts} | ${verdict} |`;
      console.log(row);
      return row;
    };
    const rows = [
      await phase('POST /sales, counted products (stock taken under row locks)', { hot, own }, DURATION, true),
      await phase('POST /sales, uncounted products (for comparison)', split(untracked), Math.max(5, Math.round(DURATION / 2)), false),
    ];

    const [{ mismatches }] = (
      await db.query(`
      SELECT count(*)::int AS mismatches FROM product_stock s
      WHERE s.on_hand <> (SELECT coalesce(sum(m.delta), 0) FROM stock_movements m WHERE m.product_id = s.product_id AND m.size = s.size)`)
    ).rows;
    const [{ sold, left, set }] = (
      await db.query(`
      SELECT (SELECT coalesce(sum(stock_taken), 0) FROM sales)::bigint AS sold, (SELECT sum(on_hand) FROM product_stock)::bigint AS left,
             (SELECT sum(delta) FROM stock_movements WHERE kind = 'INITIAL')::bigint AS set`)
    ).rows;
    const balanced = Number(sold) + Number(left) === Number(set);
    const uptime = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    console.log(
      `ledger: ${mismatches} size(s) whose count differs from its movements; sold ${sold} + left ${left} ${balanced ? '=' : '≠'} set ${set}`,
    );
    const section = [
      `## ${HEADING}`,
      '',
      `Measured ${new Date().toISOString()}.`,
      '',
      ...machineFacts(),
      `- \`uptime\` load average at the end of the run: ${uptime}`,
      '',
      `Data: ${PRODUCTS} products of the benchmark catalog; all but ${UNTRACKED} have every size counted with ${ON_HAND.toLocaleString('en')} pieces (${lines.length} sizes), the ${UNTRACKED} others are not counted. ` +
        `Load: ${STAFF} staff members recording sales one after another for ${DURATION} s after a 3 s warm-up, each on its own keep-alive connection; ` +
        `${Math.round((1 - HOT.share) * 100)}% of the sales hit the member's own products and sizes, ${Math.round(HOT.share * 100)}% one of ${HOT.products} shared products (${hot.length} sizes), ` +
        'so those sales queue on the same row locks. The comparison row runs the same load on the uncounted products for half as long. The API in production mode as its own process, an embedded PostgreSQL 18 (default settings) on the same machine.',
      '',
      'Command: `npm run build -w common && npm run build -w api && npm run bench:sales-stock -w api -- --write-docs`',
      '',
      '| Scenario | Staff at once | Sales | Sales/s | p50 ms | p95 ms | p99 ms | 409 | Errors | Target p95 |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `After the run: ${mismatches} size(s) whose count differs from the sum of its movements; pieces sold (${sold}) + pieces left (${left}) ${balanced ? '=' : '≠'} pieces set (${set}).`,
      '',
      '- Each sale locks its product row and size rows (`SELECT … FOR NO KEY UPDATE` / `FOR UPDATE`), inserts the sale and one movement (a trigger applies it to the count and to `products.stock_left`), and commits; then the product event clears the public list caches and writes the activity line. A sale of a hot product waits for the one before it on the same product.',
      `- The ${TARGET_P95_MS} ms target is this repository's own: a sale recorded at the stall should feel immediate to staff, with 20 of them at once.`,
      '',
    ].join('\n');
    if (process.argv.includes('--write-docs')) writeDocsSection(HEADING, section);
    else console.log(`\n${section}`);
    if (mismatches !== 0 || !balanced) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
