import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { newOrderCode } from '@shop/common';
import { bootTwoInstances, closeInstances, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { stockMismatches } from './stock.fixtures';

describe('recording a chat order on two instances', () => {
  let a: TestApp, b: TestApp;
  let bases: string[];

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    bases = [];
    for (const t of [a, b]) {
      await t.app.listen(0, '127.0.0.1');
      bases.push(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
    }
  });
  afterAll(() => closeInstances(a, b));

  it('10 concurrent presses from two staff on two instances record one set of sales and take the stock once', async () => {
    const owner = await a.tokenFor('OWNER');
    const admin = (await a.createUser({ role: 'ADMIN' })).token;
    const categoryId = (await createCategory(a, owner)).id;
    const shirt = await createProduct(a, owner, categoryId, { name: 'Race Shirt', sizes: ['S', 'M'] });
    await a.http
      .put(`/api/v1/products/${shirt.id}/stock`)
      .set(a.bearer(owner))
      .send({
        tracked: true,
        sizes: [
          { size: 'S', onHand: 5 },
          { size: 'M', onHand: 5 },
        ],
      });
    const code = newOrderCode();
    const placed = await a.http
      .post('/api/v1/orders')
      .set('X-Forwarded-For', '198.51.100.201')
      .send({
        code,
        lines: [
          { productId: shirt.id, size: 'S', quantity: 2, unitPrice: 149 },
          { productId: shirt.id, size: 'M', quantity: 1, unitPrice: 149 },
        ],
        language: 'en',
        route: 'WHATSAPP',
        placedAt: new Date().toISOString(),
      });
    expect(placed.status).toBe(201);

    const presses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(bases[i % 2])
          .post(`/api/v1/orders/${code}/record`)
          .set('Authorization', `Bearer ${i % 3 ? owner : admin}`)
          .send({}),
      ),
    );
    expect(presses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(presses.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(9).fill('This order is already recorded as sales'));
    const sales = await a.ds.query(`SELECT size, quantity, stock_taken FROM sales WHERE order_code = $1 ORDER BY size`, [code]);
    expect(sales).toEqual([
      { size: 'M', quantity: 1, stock_taken: 1 },
      { size: 'S', quantity: 2, stock_taken: 2 },
    ]);
    const stock = await a.ds.query(`SELECT size, on_hand FROM product_stock WHERE product_id = $1 ORDER BY size`, [shirt.id]);
    expect(stock).toEqual([
      { size: 'M', on_hand: 4 },
      { size: 'S', on_hand: 3 },
    ]);
    expect(await stockMismatches(a.ds)).toEqual([]);
  });
});
