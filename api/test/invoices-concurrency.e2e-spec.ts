import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { apiPath, bootTwoInstances, closeInstances, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';
import { VALID_TAX } from './tax.fixtures';

describe('invoice numbers under concurrent recording on two instances (e2e)', () => {
  let a: TestApp, b: TestApp, owner: string, productId: string;
  const urls: string[] = [];

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    owner = await a.tokenFor('OWNER');
    for (const t of [a, b]) {
      // listening servers: the sales travel over real sockets to two separate apps with their own connection pools
      await t.app.listen(0, '127.0.0.1');
      urls.push(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
    }
    productId = await insertProduct(a.ds, await insertCategory(a.ds), { name: 'Lakers 1987 Cap', brand: 'Sports Specialties' });
    expect((await request(urls[0]).put(apiPath('/settings')).set(a.bearer(owner)).send(VALID_TAX)).status).toBe(200);
  });
  afterAll(() => closeInstances(a, b));

  it('200 sales recorded at once on two instances get 200 consecutive numbers: no gap, no repeat, one chain', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(urls[i % 2])
          .post(apiPath('/sales'))
          .set(a.bearer(owner))
          .send({ productId, saleDate: '2026-06-01', originalPrice: 40, sellingPrice: 100 + (i % 7), customerName: `Buyer ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status !== 201).map((r) => r.status)).toEqual([]);
    const rows: { number: string; sale_id: string }[] = await a.ds.query(`SELECT number, sale_id FROM invoices ORDER BY number`);
    expect(rows.map((r) => Number(r.number))).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.sale_id))).toEqual(new Set(results.map((r) => r.body.data.id)));
    const chain = await request(urls[1]).get(apiPath('/invoices/chain-check')).set(a.bearer(owner));
    expect(chain.body.data).toEqual({ ok: true, checked: 200, firstBroken: null });
  });
});
