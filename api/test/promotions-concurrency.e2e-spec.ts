import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { newOrderCode, PROMOTION_MESSAGES } from '@shop/common';
import { createCategory, createProduct } from './catalog.fixtures';
import { apiPath, bootTwoInstances, closeInstances, type TestApp } from './helpers/test-app';

describe('a code usage limit under concurrent recording on two instances (e2e)', () => {
  let a: TestApp, b: TestApp, owner: string;
  const urls: string[] = [];

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    owner = await a.tokenFor('OWNER');
    for (const t of [a, b]) {
      // listening servers: the records travel over real sockets to two apps with their own connection pools
      await t.app.listen(0, '127.0.0.1');
      urls.push(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
    }
  });
  afterAll(() => closeInstances(a, b));

  it('20 orders carrying a code limited to 5 uses, recorded at once: exactly 5 recorded, 15 refused with 409 and no sale', async () => {
    const category = await createCategory(a, owner);
    const cap = await createProduct(a, owner, category.id, { name: 'Concurrent Cap', originalPrice: 20, sellingPrice: 100, sizes: ['One Size'] });
    const promo = await request(urls[0])
      .post(apiPath('/promotions'))
      .set(a.bearer(owner))
      .send({
        name: 'Five uses',
        kind: 'PERCENT',
        value: 10,
        appliesTo: 'ORDER',
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        codes: ['FIVE'],
        usageLimit: 5,
        acknowledgeWarnings: true,
      });
    expect(promo.status).toBe(201);
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const code = newOrderCode();
      const res = await request(urls[i % 2])
        .post(apiPath('/orders'))
        .set('X-Forwarded-For', `203.0.113.${100 + i}`)
        .send({
          code,
          lines: [{ productId: cap.id, quantity: 1, unitPrice: 100 }],
          pickupDate: null,
          language: 'en',
          route: 'WHATSAPP',
          placedAt: new Date().toISOString(),
          promoCode: 'five',
          discount: 10,
        });
      expect(res.status).toBe(201);
      codes.push(code);
    }
    const results = await Promise.all(
      codes.map((code, i) =>
        request(urls[i % 2])
          .post(apiPath(`/orders/${code}/record`))
          .set(a.bearer(owner))
          .send({}),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === PROMOTION_MESSAGES.usedUp)).toBe(true);
    const [{ used }] = await a.ds.query(`SELECT used FROM promotions WHERE id = $1`, [promo.body.data.id]);
    expect(used).toBe(5);
    const recorded: { order_code: string; discounted_price: string }[] = await a.ds.query(
      `SELECT order_code, discounted_price FROM sales WHERE order_code = ANY($1::varchar[])`,
      [codes],
    );
    const ok = codes.filter((_, i) => results[i].status === 200);
    expect(recorded.map((r) => r.order_code).sort()).toEqual(ok.sort());
    expect(recorded.every((r) => r.discounted_price === '90.00')).toBe(true);
    const [{ n }] = await a.ds.query(`SELECT count(*)::int AS n FROM orders WHERE code = ANY($1::varchar[]) AND recorded_at IS NOT NULL`, [codes]);
    expect(n).toBe(5);
  });
});
