import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { apiPath, bootTwoInstances, closeInstances, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';
import { stockMismatches } from './stock.fixtures';
import { VALID_TAX } from './tax.fixtures';

/** The summary tables as stored, and as a rebuild from the sales would make them (rolled back): equal when no write was lost. */
async function figuresDrift(ds: DataSource): Promise<{ stored: unknown; rebuilt: unknown }> {
  const read = (q: { query: DataSource['query'] }) =>
    Promise.all(
      ['sales_daily_platform', 'sales_daily_product', 'sales_monthly_product'].map((t) =>
        q.query(`SELECT * FROM "${t}" WHERE sales_count <> 0 ORDER BY 1, 2`),
      ),
    );
  const runner = ds.createQueryRunner();
  try {
    await runner.startTransaction();
    const stored = await read(runner);
    await runner.query(`SELECT sales_rollup_rebuild()`);
    const rebuilt = await read(runner);
    return { stored, rebuilt };
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

describe('sale writes at once with VAT on, over two instances (e2e)', () => {
  let a: TestApp, b: TestApp, owner: string;
  const urls: string[] = [];
  const products: string[] = [];

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    owner = await a.tokenFor('OWNER');
    for (const t of [a, b]) {
      await t.app.listen(0, '127.0.0.1');
      urls.push(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
    }
    const category = await insertCategory(a.ds);
    for (const name of ['Writer Cap', 'Writer Tee', 'Writer Shoe']) {
      const id = await insertProduct(a.ds, category, { name, brand: 'Writer' });
      await a.ds.query(`UPDATE products SET sizes = $2 WHERE id = $1`, [id, ['S', 'M']]);
      products.push(id);
      const res = await request(urls[0])
        .put(apiPath(`/products/${id}/stock`))
        .set(a.bearer(owner))
        .send({ tracked: true, sizes: ['S', 'M'].map((size) => ({ size, onHand: 200 })) });
      expect(res.status).toBe(200);
    }
    // the default: a product whose stock is not counted
    products.push(await insertProduct(a.ds, category, { name: 'Writer Bag', brand: 'Writer' }));
    expect((await request(urls[0]).put(apiPath('/settings')).set(a.bearer(owner)).send(VALID_TAX)).status).toBe(200);
  });
  afterAll(() => closeInstances(a, b));

  const sale = (i: number) => ({
    productId: products[i % products.length],
    ...(i % products.length < 3 ? { size: i % 2 ? 'S' : 'M' } : {}),
    saleDate: '2026-06-01',
    platform: 'INSTAGRAM',
    originalPrice: 40,
    sellingPrice: 100 + (i % 5),
    quantity: 1 + (i % 3),
  });

  it('50 creates, edits and deletes at once: no 5xx, and stock, figures and the invoice chain stay exact', async () => {
    const existing: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await request(urls[i % 2])
        .post(apiPath('/sales'))
        .set(a.bearer(owner))
        .send(sale(i));
      expect(res.status).toBe(201);
      existing.push(res.body.data.id);
    }
    // each edit and each delete has a sale of its own: the races are on products, stock, the chain and the day's figures
    let edits = 0;
    let deletes = 20;
    const calls = Array.from({ length: 50 }, (_, i) => {
      const http = request(urls[i % 2]);
      if (i % 3 === 0)
        return http
          .post(apiPath('/sales'))
          .set(a.bearer(owner))
          .send(sale(i + 7));
      if (i % 3 === 1) {
        const k = edits++;
        const sized = k % products.length < 3;
        const edit = i % 2 ? { quantity: 2 + (i % 2), sellingPrice: 120 } : { ...(sized ? { size: 'S' } : {}), saleDate: '2026-06-02' };
        return http
          .put(apiPath(`/sales/${existing[k]}`))
          .set(a.bearer(owner))
          .send(edit);
      }
      return http.delete(apiPath(`/sales/${existing[deletes++]}`)).set(a.bearer(owner));
    });
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.status >= 300).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);

    expect(await stockMismatches(a.ds)).toEqual([]);
    const { stored, rebuilt } = await figuresDrift(a.ds);
    expect(stored).toEqual(rebuilt);
    const chain = await request(urls[1]).get(apiPath('/invoices/chain-check')).set(a.bearer(owner));
    expect(chain.body.data).toMatchObject({ ok: true, firstBroken: null });
    // every sale left has exactly one invoice nothing has credited; every deleted one has none
    const open: { sale_id: string }[] = await a.ds.query(
      `SELECT i.sale_id FROM invoices i WHERE i.kind = 'INVOICE' AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.credits_invoice_id = i.id)`,
    );
    const live: { id: string }[] = await a.ds.query(`SELECT id FROM sales`);
    expect(open.map((r) => r.sale_id).sort()).toEqual(live.map((r) => r.id).sort());
  });
});
