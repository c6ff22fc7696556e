import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { seededRandom } from '../src/core/ids/seeded-random';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { LockHolder } from './helpers/lock-holder';
import { createCategory, createProduct } from './catalog.fixtures';
import { stockMismatches } from './stock.fixtures';

describe('stock under concurrency (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let categoryId: string;
  let base: string;

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    admin = await t.tokenFor('ADMIN');
    categoryId = (await createCategory(t, owner)).id;
    // a listening server: the two requests below travel over two real sockets, not one in-process call after another
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const saleBody = (productId: string, extra: Record<string, unknown> = {}) => ({
    productId,
    saleDate: '2026-05-01',
    originalPrice: 40,
    sellingPrice: 90,
    ...extra,
  });

  it('lets exactly one of two staff sell the last piece at the same moment; the other gets 409 with what is left', async () => {
    const p = await createProduct(t, owner, categoryId, { name: 'Only One Jersey', sizes: ['M'] });
    await request(base)
      .put(`/api/v1/products/${p.id}/stock`)
      .set(t.bearer(owner))
      .send({ tracked: true, sizes: [{ size: 'M', onHand: 1 }] });

    // A third connection holds the size's row lock, so both sales are surely inside their transactions, waiting on
    // the same row, before either may go on; then they race for it.
    const holder = await LockHolder.take(t.databaseUrl, `SELECT 1 FROM product_stock WHERE product_id = $1 FOR UPDATE`, [p.id]);
    const both = Promise.all([
      request(base).post('/api/v1/sales').set(t.bearer(owner)).send(saleBody(p.id)),
      request(base).post('/api/v1/sales').set(t.bearer(admin)).send(saleBody(p.id)),
    ]);
    await holder.waitForWaiters(2, 'sale');
    await holder.release();

    const results = await both;
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Only 0 left of Only One Jersey');
    const [{ on_hand }] = await t.ds.query(`SELECT on_hand FROM product_stock WHERE product_id = $1`, [p.id]);
    expect(on_hand).toBe(0);
    const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM sales WHERE product_id = $1`, [p.id]);
    expect(count).toBe(1);
  });

  it('keeps many parallel sales of a few pieces exact', async () => {
    const p = await createProduct(t, owner, categoryId, { name: 'Five Caps', sizes: ['One Size'] });
    await request(base)
      .put(`/api/v1/products/${p.id}/stock`)
      .set(t.bearer(owner))
      .send({ tracked: true, sizes: [{ size: 'One Size', onHand: 5 }] });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(base)
          .post('/api/v1/sales')
          .set(t.bearer(i % 2 ? owner : admin))
          .send(saleBody(p.id)),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const [{ stock_left }] = await t.ds.query(`SELECT stock_left FROM products WHERE id = $1`, [p.id]);
    expect(stock_left).toBe(0);
    expect(await stockMismatches(t.ds)).toEqual([]);
  });

  it('after 200 seeded random sales, edits, deletes and adjustments, movements sum to on hand for every size', async () => {
    const random = seededRandom(20261125);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
    const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const products: { id: string; sizes: string[] }[] = [];
    for (const [i, sizes] of [['S', 'M', 'L'], ['One Size'], ['40', '41'], ['XS', 'XL']].entries()) {
      const p = await createProduct(t, owner, categoryId, { name: `Random Product ${i}`, sizes });
      await request(base)
        .put(`/api/v1/products/${p.id}/stock`)
        .set(t.bearer(owner))
        .send({ tracked: true, sizes: sizes.map((size) => ({ size, onHand: int(0, 4) })) });
      products.push({ id: p.id, sizes });
    }
    const sales: string[] = [];
    const statuses: Record<string, number> = {};
    const op = async () => {
      const kind = pick(['sale', 'sale', 'sale', 'edit', 'edit', 'delete', 'adjust', 'adjust']);
      const p = pick(products);
      const size = pick(p.sizes);
      const token = pick([owner, admin]);
      let res: request.Response;
      if (kind === 'sale' || (kind !== 'adjust' && !sales.length)) {
        res = await request(base)
          .post('/api/v1/sales')
          .set(t.bearer(token))
          .send(saleBody(p.id, { size, quantity: int(1, 3), oversell: random() < 0.15 }));
        if (res.status === 201) sales.push(res.body.data.id);
      } else if (kind === 'edit') {
        const body = random() < 0.5 ? { quantity: int(1, 4) } : { productId: p.id, size, quantity: int(1, 2), oversell: random() < 0.2 };
        res = await request(base)
          .put(`/api/v1/sales/${pick(sales)}`)
          .set(t.bearer(token))
          .send(body);
      } else if (kind === 'delete') {
        const id = sales.splice(Math.floor(random() * sales.length), 1)[0];
        res = await request(base).delete(`/api/v1/sales/${id}`).set(t.bearer(owner));
      } else {
        const reason = pick(['RECEIVED', 'COUNTED', 'DAMAGED', 'RETURNED']);
        res = await request(base)
          .post(`/api/v1/products/${p.id}/stock/adjustments`)
          .set(t.bearer(token))
          .send({ size, reason, quantity: reason === 'COUNTED' ? int(0, 5) : int(1, 3) });
      }
      const key = `${kind} ${res.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      expect(res.status).toBeLessThan(500);
    };
    // four staff at once, 50 operations each
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 50; i++) await op();
      }),
    );
    expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBe(200);
    expect(Object.keys(statuses)).toEqual(expect.arrayContaining(['sale 201', 'sale 409', 'edit 200', 'delete 200', 'adjust 200']));
    expect(await stockMismatches(t.ds)).toEqual([]);
    // what the sales still hold plus what is on hand equals what came in (starts, receipts, returns, counts)
    const [{ negative }] = await t.ds.query(`SELECT count(*)::int AS negative FROM product_stock WHERE on_hand < 0`);
    expect(negative).toBe(0);
    const held = await t.ds.query(
      `
      SELECT s.product_id, s.size, sum(s.stock_taken)::int AS held,
             -(SELECT coalesce(sum(m.delta), 0) FROM stock_movements m
               WHERE m.product_id = s.product_id AND m.size = s.size AND m.kind IN ('SALE', 'SALE_EDIT', 'SALE_DELETE'))::int AS sale_moves
      FROM sales s WHERE s.product_id = ANY($1::varchar[]) AND s.size IS NOT NULL GROUP BY 1, 2`,
      [products.map((p) => p.id)],
    );
    for (const h of held) expect([h.product_id, h.size, h.held]).toEqual([h.product_id, h.size, h.sale_moves]);
  });
});
