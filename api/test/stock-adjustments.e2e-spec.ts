import { STOCK_LIMITS, STOCK_MESSAGES, STOCK_SHORTAGE_ERROR } from '@shop/common';
import type { TestApp } from './helpers/test-app';
import { stockMismatches, StockApp } from './stock.fixtures';

/** Staff changing counts by hand: what is refused, adjustments and who may make them, sizes changing, counting stopping. */
describe('stock (e2e)', () => {
  const stock = new StockApp();
  const { sale, setStock, adjust, staffProduct, onHand, product } = stock;
  let t: TestApp, owner: string;
  beforeAll(async () => ({ t, owner } = await stock.boot()));
  afterAll(() => t.close());

  it('holds adjustments to the stock cap: a quantity over it, or one that would take a size past it, answers 400', async () => {
    const max = STOCK_LIMITS.quantityMax;
    const p = await product('Crowded Cap', ['S', 'M'], [max - 5, 0]);
    for (const [body, message] of [
      [{ size: 'M', reason: 'RECEIVED', quantity: max + 1 }, STOCK_MESSAGES.quantityTooHigh],
      [{ size: 'M', reason: 'COUNTED', quantity: max + 1 }, STOCK_MESSAGES.quantityTooHigh],
      [{ size: 'S', reason: 'RECEIVED', quantity: 6 }, STOCK_MESSAGES.onHandTooHigh],
      [{ size: 'S', reason: 'RETURNED', quantity: max }, STOCK_MESSAGES.onHandTooHigh],
    ] as [Record<string, unknown>, string][]) {
      const res = await adjust(p.id, body);
      expect([res.status, res.body.errors]).toEqual([400, { quantity: message }]);
    }
    expect(await onHand(p.id)).toEqual({ S: max - 5, M: 0 });
    expect((await adjust(p.id, { size: 'S', reason: 'RECEIVED', quantity: 5 })).status).toBe(200);
    expect((await adjust(p.id, { size: 'M', reason: 'COUNTED', quantity: max })).status).toBe(200);
    expect(await onHand(p.id)).toEqual({ S: max, M: max });
  });

  it('refuses bad quantities and sizes with a 400 naming the field', async () => {
    const p = await product('Picky Cap', ['S', 'M'], [5, 5]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quantity: 0 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: -2 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: 1.5 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: '2' }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: null }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: 1e9 }, 'quantity', STOCK_MESSAGES.quantityTooHigh],
      [{ size: 'XL' }, 'size', STOCK_MESSAGES.sizeUnknown],
      [{ size: 42 }, 'size', STOCK_MESSAGES.sizeUnknown],
      [{}, 'size', STOCK_MESSAGES.sizeRequired],
      [{ size: 'S', oversell: 'yes' }, 'oversell', STOCK_MESSAGES.oversellInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await sale({ productId: p.id, size: 'S', ...body, ...(Object.keys(body).length ? {} : { size: undefined }) });
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    const stockCases: [Record<string, unknown>, string, string][] = [
      [
        {
          tracked: true,
          sizes: [
            { size: 'S', onHand: -1 },
            { size: 'M', onHand: 1 },
          ],
        },
        'sizes.0.onHand',
        STOCK_MESSAGES.onHandInvalid,
      ],
      [
        {
          tracked: true,
          sizes: [
            { size: 'S', onHand: 0.5 },
            { size: 'M', onHand: 1 },
          ],
        },
        'sizes.0.onHand',
        STOCK_MESSAGES.onHandInvalid,
      ],
      [{ tracked: true, sizes: [{ size: 'S', onHand: 1 }] }, 'sizes', STOCK_MESSAGES.sizesIncomplete],
      [
        {
          tracked: true,
          sizes: [
            { size: 'S', onHand: 1 },
            { size: 'S', onHand: 1 },
          ],
        },
        'sizes',
        STOCK_MESSAGES.sizesIncomplete,
      ],
      [
        {
          tracked: true,
          sizes: [
            { size: 'S', onHand: 1 },
            { size: 'XL', onHand: 1 },
          ],
        },
        'sizes.1.size',
        STOCK_MESSAGES.sizeUnknown,
      ],
      [{ tracked: true }, 'sizes', STOCK_MESSAGES.sizesIncomplete],
      [{ tracked: 'yes' }, 'tracked', STOCK_MESSAGES.trackedInvalid],
    ];
    for (const [body, field, message] of stockCases) {
      const res = await setStock(p.id, body);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    const adjustCases: [Record<string, unknown>, string, string][] = [
      [{ size: 'S', reason: 'RECEIVED', quantity: 0 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ size: 'S', reason: 'RECEIVED', quantity: -1 }, 'quantity', STOCK_MESSAGES.onHandInvalid],
      [{ size: 'S', reason: 'STOLEN', quantity: 1 }, 'reason', STOCK_MESSAGES.reasonInvalid],
      [{ size: 'XL', reason: 'RECEIVED', quantity: 1 }, 'size', STOCK_MESSAGES.sizeUnknown],
      [{ reason: 'RECEIVED', quantity: 1 }, 'size', STOCK_MESSAGES.sizeRequired],
      [{ size: 'S', reason: 'RECEIVED', quantity: 1, note: 'x'.repeat(501) }, 'note', STOCK_MESSAGES.noteTooLong],
    ];
    for (const [body, field, message] of adjustCases) {
      const res = await adjust(p.id, body);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    expect(await onHand(p.id)).toEqual({ S: 5, M: 5 });
    const untracked = await product('Uncounted Hat', ['One Size']);
    const res = await adjust(untracked.id, { reason: 'RECEIVED', quantity: 1 });
    expect([res.status, res.body.errors?.quantity]).toEqual([400, STOCK_MESSAGES.notTracked]);
    expect((await adjust('cxxxxxxxxxxxxxxxxxxxxxxxx', { reason: 'RECEIVED', quantity: 1 })).status).toBe(404);
  });

  it('adjusts by hand with a reason, logs who and when, and needs stockAdjust', async () => {
    const p = await product('Adjusted Shoe', ['40', '41'], [1, 0]);
    let res = await adjust(p.id, { size: '41', reason: 'RECEIVED', quantity: 4, note: 'Manila box 12' });
    expect(res.status).toBe(200);
    expect(res.body.data.movements[0]).toMatchObject({ kind: 'RECEIVED', size: '41', delta: 4, onHandAfter: 4, note: 'Manila box 12' });
    res = await adjust(p.id, { size: '41', reason: 'DAMAGED', quantity: 5 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 4 left of Adjusted Shoe in size 41');
    expect(res.body.error).toBe(STOCK_SHORTAGE_ERROR);
    res = await adjust(p.id, { size: '41', reason: 'DAMAGED', quantity: 1 });
    expect(res.body.data.movements[0]).toMatchObject({ kind: 'DAMAGED', delta: -1 });
    res = await adjust(p.id, { size: '40', reason: 'COUNTED', quantity: 0 });
    expect(res.body.data.movements[0]).toMatchObject({ kind: 'COUNTED', delta: -1, onHandAfter: 0 });
    res = await adjust(p.id, { size: '40', reason: 'RETURNED', quantity: 1 });
    expect(res.body.data).toMatchObject({
      stockLeft: 4,
      sizes: [
        { size: '40', onHand: 1 },
        { size: '41', onHand: 3 },
      ],
    });

    const activity = await t.ds.query(
      `SELECT action, entity_name, user_name, created_at FROM activity_log WHERE entity_id = $1 ORDER BY created_at`,
      [p.id],
    );
    const lines = activity.map((a: any) => `${a.action} | ${a.entity_name}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'received stock of | Adjusted Shoe (41: +4)',
        'wrote off damaged stock of | Adjusted Shoe (41: -1)',
        'counted stock of | Adjusted Shoe (40: -1)',
        'took back returned stock of | Adjusted Shoe (40: +1)',
      ]),
    );
    expect(activity.every((a: any) => a.user_name && a.created_at)).toBe(true);

    const admin = await t.tokenFor('ADMIN');
    expect((await adjust(p.id, { size: '40', reason: 'RECEIVED', quantity: 1 }, admin)).status).toBe(200);
    const clerk = await t.tokenWithPermissions(['productView', 'productUpdate', 'salesRecord']);
    expect((await adjust(p.id, { size: '40', reason: 'RECEIVED', quantity: 1 }, clerk)).status).toBe(403);
    expect((await setStock(p.id, { tracked: false }, clerk)).status).toBe(403);
    expect((await t.http.get(`/api/v1/products/${p.id}/stock/movements`).set(t.bearer(clerk))).status).toBe(200);
  });

  it('keeps counts in step when sizes change and when counting stops', async () => {
    const p = await product('Resized Tee', ['S', 'M'], [2, 3]);
    const res = await t.http
      .put(`/api/v1/products/${p.id}`)
      .set(t.bearer(owner))
      .send({ sizes: ['M', 'L'] });
    expect(res.status).toBe(200);
    expect(res.body.data.sizeStock).toEqual([
      { size: 'M', availability: 'IN_STOCK', left: 3 },
      { size: 'L', availability: 'SOLD_OUT', left: 0 },
    ]);
    expect(await stockMismatches(t.ds)).toEqual([]);
    const s = await sale({ productId: p.id, size: 'M' });
    const stop = await setStock(p.id, { tracked: false });
    expect(stop.status).toBe(200);
    expect(stop.body.data).toMatchObject({ stockTracked: false, stockLeft: null, sizes: [] });
    expect(await staffProduct(p.id)).toMatchObject({ stockTracked: false, availability: 'IN_STOCK', sizeStock: [] });
    // restart: the old sale no longer holds stock, so deleting it gives nothing back
    await setStock(p.id, {
      tracked: true,
      sizes: [
        { size: 'M', onHand: 1 },
        { size: 'L', onHand: 0 },
      ],
    });
    await t.http.delete(`/api/v1/sales/${s.body.data.id}`).set(t.bearer(owner));
    expect(await onHand(p.id)).toEqual({ M: 1, L: 0 });
    expect(await stockMismatches(t.ds)).toEqual([]);
  });
});
