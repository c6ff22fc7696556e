/**
 * Chat orders: anonymous order creation at 50 a second, then staff recording them as sales at 20 a second (two staff
 * members), 20% of the orders on 5 shared products so recordings queue on the same stock rows. Open loop: request i
 * is due at start + i / rate whatever happened before, and its latency counts from that time.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/orders.js [--seconds 20] [--write-docs]
 */
import * as os from 'node:os';
import type { Client } from 'pg';
import { newOrderCode } from '@shop/common';
import { seededRandom } from '../src/core/ids/seeded-random';
import { numberArg as arg, startBenchApi, writeDocsSection } from './bench-api';
import { seedBenchCatalog } from './bench-catalog';
import { machineFacts, percentile } from './report';

const HEADING = 'Chat orders: creation and recording';
const SECONDS = arg('seconds', 20);
const CREATE_RATE = 50;
const RECORD_RATE = 20;
const PRODUCTS = 400;
const HOT = { products: 5, share: 0.2 };
const ON_HAND = 100_000;
const TARGETS = { create: 100, record: 250 };

type Line = { productId: string; size: string; price: number };

async function seedStock(db: Client): Promise<void> {
  await db.query(`INSERT INTO product_stock (product_id, size, on_hand) SELECT p.id, s, 0 FROM products p, unnest(p.sizes) s`);
  await db.query(
    `INSERT INTO stock_movements (id, product_id, size, kind, delta, note)
     SELECT 'cm' || lpad(to_hex(row_number() OVER ()), 23, '0'), product_id, size, 'INITIAL', $1, 'benchmark' FROM product_stock`,
    [ON_HAND],
  );
  await db.query('VACUUM ANALYZE products, product_stock, stock_movements');
}

/** Sends `count` requests at `rate` a second without waiting for earlier ones; answers latencies and statuses. */
async function openLoop(rate: number, count: number, send: (i: number) => Promise<number>) {
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      let status = -1;
      try {
        status = await send(i);
      } catch {
        status = -1;
      }
      ms.push(performance.now() - due);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  return { ms: ms.sort((a, b) => a - b), statuses, seconds: (performance.now() - start) / 1000 };
}

async function main(): Promise<void> {
  const api = await startBenchApi('orders', { ORDERS_PER_MINUTE: '10000', ORDERS_PER_HOUR: '1000000', ORDER_SWEEP: 'off' });
  const { base, db } = api;
  try {
    await seedBenchCatalog(db, PRODUCTS);
    await seedStock(db);
    const lines: Line[] = (
      await db.query(`SELECT s.product_id AS "productId", s.size, p.effective_price::float AS price FROM product_stock s JOIN products p ON p.id = s.product_id
                      JOIN categories c ON c.id = p.category_id WHERE NOT p.archived AND c.publicly_visible ORDER BY s.product_id, s.size`)
    ).rows;
    const hotIds = [...new Set(lines.map((l) => l.productId))].slice(0, HOT.products);
    const hot = lines.filter((l) => hotIds.includes(l.productId));
    const rest = lines.filter((l) => !hotIds.includes(l.productId));
    const random = seededRandom(20261126);
    const pick = (pool: Line[]) => pool[Math.floor(random() * pool.length)];
    const owner = await api.signIn();
    const total = CREATE_RATE * SECONDS;
    const bodies = Array.from({ length: total }, () => {
      const pool = random() < HOT.share ? hot : rest;
      const n = 1 + Math.floor(random() * 3);
      const chosen = new Map<string, Line>();
      while (chosen.size < n) {
        const l = pick(pool);
        chosen.set(`${l.productId}/${l.size}`, l);
      }
      return {
        code: newOrderCode(),
        lines: [...chosen.values()].map((l) => ({ productId: l.productId, size: l.size, quantity: 1, unitPrice: l.price })),
        language: random() < 0.5 ? 'ar' : 'en',
        route: random() < 0.5 ? 'WHATSAPP' : 'MESSENGER',
        placedAt: new Date().toISOString(),
      };
    });
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${base}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then(async (r) => (await r.arrayBuffer(), r.status));

    const created = await openLoop(CREATE_RATE, total, (i) => post('/orders', { ...bodies[i], placedAt: new Date().toISOString() }));
    const recordCount = Math.min(total, RECORD_RATE * SECONDS);
    const recorded = await openLoop(RECORD_RATE, recordCount, (i) => post(`/orders/${bodies[i].code}/record`, {}, owner));

    const row = (name: string, rate: number, r: Awaited<ReturnType<typeof openLoop>>, ok: number, target: number) => {
      const p = (q: number) => Math.round(percentile(r.ms, q) * 10) / 10;
      const others =
        [...r.statuses]
          .filter(([s]) => s !== ok)
          .map(([s, n]) => `${n} × ${s}`)
          .join(', ') || '0';
      return `| ${name} | ${rate}/s | ${r.ms.length} | ${p(50)} | ${p(95)} | ${p(99)} | ${others} | < ${target} ms ${p(95) < target ? '✓' : '✗'} |`;
    };
    const rows = [
      row('POST /orders (anonymous, 1–3 lines, re-checked against the catalogue)', CREATE_RATE, created, 201, TARGETS.create),
      row('POST /orders/{code}/record (all lines as sales, stock under row locks)', RECORD_RATE, recorded, 200, TARGETS.record),
    ];
    rows.forEach((r) => console.log(r));
    const [{ mismatches }] = (
      await db.query(`
      SELECT count(*)::int AS mismatches FROM product_stock s
      WHERE s.on_hand <> (SELECT coalesce(sum(m.delta), 0) FROM stock_movements m WHERE m.product_id = s.product_id AND m.size = s.size)`)
    ).rows;
    const [{ sales, orders }] = (
      await db.query(
        `SELECT (SELECT count(*) FROM sales WHERE order_code IS NOT NULL)::int AS sales, (SELECT count(*) FROM orders WHERE recorded_at IS NOT NULL)::int AS orders`,
      )
    ).rows;
    const uptime = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    const section = [
      `## ${HEADING}`,
      '',
      `Measured ${new Date().toISOString()}.`,
      '',
      ...machineFacts(),
      `- \`uptime\` load average at the end of the run: ${uptime}`,
      '',
      `Data: ${PRODUCTS} products of the benchmark catalog, every size counted with ${ON_HAND.toLocaleString('en')} pieces. Load, open loop (latency counted from each request's due time): ` +
        `${CREATE_RATE} anonymous orders a second for ${SECONDS} s (1–3 lines each; ${Math.round(HOT.share * 100)}% of the orders on ${HOT.products} shared products), ` +
        `then the first ${recordCount} of them recorded as sales by the owner at ${RECORD_RATE} a second. The API in production mode as its own process, an embedded PostgreSQL on the same machine.`,
      '',
      'Command: `npm run build -w common && npm run build -w api && node api/dist/bench/orders.js --write-docs`',
      '',
      '| Scenario | Rate | Requests | p50 ms | p95 ms | p99 ms | Other answers | Target p95 |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `After the run: ${orders} orders recorded, ${sales} sales carry an order code; ${mismatches} size(s) whose count differs from the sum of its movements.`,
      '',
    ].join('\n');
    if (process.argv.includes('--write-docs')) writeDocsSection(HEADING, section);
    else console.log(`\n${section}`);
    if (mismatches !== 0) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
