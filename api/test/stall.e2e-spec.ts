import { randomUUID } from 'node:crypto';
import { PERMISSIONS, phase1QrBase64, stallLineQrFields } from '@shop/common';
import { readZatcaQr } from '../src/invoices/zatca-qr';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { PROTECTED_ROUTES } from './helpers/route-table';
import { StockApp, stockMismatches } from './stock.fixtures';
import { VALID_TAX } from './tax.fixtures';

/** The market stall's API: baskets recorded through the one sale writer, exactly once per basket id. */
describe('stall baskets', () => {
  const s = new StockApp();
  let t: TestApp;
  let second: TestApp;
  let stallUser: string;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  const basket = (body: Record<string, unknown>, token = stallUser, app = t) =>
    app.http.post('/api/v1/stall/baskets').set(app.bearer(token)).send(body);
  const salesOf = (ids: string[]) =>
    t.ds.query(
      `SELECT "id", "platform", "sale_date", "size", "quantity", "oversold", "stock_taken" FROM "sales" WHERE "id" = ANY($1) ORDER BY "id"`,
      [ids],
    );
  const saleCount = async () => (await t.ds.query(`SELECT count(*)::int AS n FROM "sales"`))[0].n as number;

  beforeAll(async () => {
    await s.boot();
    t = s.t;
    second = await bootTestApp({}, [], t);
    stallUser = (await t.createUser({ role: 'STALL' })).token;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('records every line as a PHYSICAL_STORE sale at the stall time, takes stock per size, and a retry records nothing more', async () => {
    const cap = await s.product('Stall Cap', ['S', 'M'], [3, 2]);
    const madeAt = minutesAgo(30);
    const body = {
      id: randomUUID(),
      madeAt,
      payment: 'GCASH',
      lines: [
        { productId: cap.id, size: 'S', quantity: 2, unitPrice: 149 },
        { productId: cap.id, size: 'M', quantity: 1, unitPrice: 149 },
      ],
    };
    const first = await basket(body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: body.id, payment: 'GCASH', oversoldLines: [], repeated: false });
    expect(first.body.data.saleIds).toHaveLength(2);
    const rows = await salesOf(first.body.data.saleIds);
    expect(rows.map((r: { platform: string }) => r.platform)).toEqual(['PHYSICAL_STORE', 'PHYSICAL_STORE']);
    for (const r of rows) expect(new Date(r.sale_date).toISOString()).toBe(madeAt);
    expect(await s.onHand(cap.id)).toEqual({ S: 1, M: 1 });

    const before = await saleCount();
    const again = await basket(body);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...first.body.data, repeated: true });
    expect(await saleCount()).toBe(before);
    expect(await s.onHand(cap.id)).toEqual({ S: 1, M: 1 });
    expect(await stockMismatches(t.ds)).toEqual([]);
  });

  it('holds under 10 concurrent sends of one basket over two instances: one set of sales, ten equal answers', async () => {
    const cap = await s.product('Race Cap', ['One Size'], [20]);
    const body = {
      id: randomUUID(),
      madeAt: minutesAgo(5),
      payment: 'CASH',
      lines: [{ productId: cap.id, size: 'One Size', quantity: 3, unitPrice: 149 }],
    };
    const before = await saleCount();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => basket(body, stallUser, i % 2 ? second : t)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const saleIds = new Set(answers.map((a) => a.body.data.saleIds.join(',')));
    expect(saleIds.size).toBe(1);
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    expect(await saleCount()).toBe(before + 1);
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 17 });
    expect(await stockMismatches(t.ds)).toEqual([]);
  });

  it('is all lines or none: a bad second line records nothing, and the same id can then be sent right', async () => {
    const cap = await s.product('All Or None Cap', ['S', 'M'], [4, 4]);
    const id = randomUUID();
    const lines = [
      { productId: cap.id, size: 'S', quantity: 1, unitPrice: 149 },
      { productId: cap.id, size: 'XXL', quantity: 1, unitPrice: 149 },
    ];
    const before = await saleCount();
    const bad = await basket({ id, madeAt: minutesAgo(1), payment: 'CARD', lines });
    expect(bad.status).toBe(400);
    expect(await saleCount()).toBe(before);
    expect(await s.onHand(cap.id)).toEqual({ S: 4, M: 4 });
    expect(await t.ds.query(`SELECT 1 FROM "stall_baskets" WHERE "id" = $1`, [id])).toEqual([]);
    const good = await basket({ id, madeAt: minutesAgo(1), payment: 'CARD', lines: [lines[0], { ...lines[1], size: 'M' }] });
    expect(good.status).toBe(200);
    expect(await s.onHand(cap.id)).toEqual({ S: 3, M: 3 });
  });

  it('records a line whose last piece was sold online meanwhile as a flagged oversell, never a negative count', async () => {
    const cap = await s.product('Last Piece Cap', ['L'], [1]);
    expect((await s.sale({ productId: cap.id, size: 'L', quantity: 1, platform: 'WHATSAPP' })).status).toBe(201);
    const res = await basket({
      id: randomUUID(),
      madeAt: minutesAgo(60),
      payment: 'CASH',
      lines: [{ productId: cap.id, size: 'L', quantity: 1, unitPrice: 149 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.oversoldLines).toEqual([0]);
    const [row] = await salesOf(res.body.data.saleIds);
    expect(row).toMatchObject({ oversold: 1, stock_taken: 0 });
    expect(await s.onHand(cap.id)).toEqual({ L: 0 });
    const moves = await t.ds.query(`SELECT "kind", "delta", "oversold" FROM "stock_movements" WHERE "sale_id" = $1`, [row.id]);
    expect(moves).toEqual([{ kind: 'OVERSELL', delta: 0, oversold: 1 }]);
    // staff see it flagged in the sales list like any oversold sale
    const shown = await t.http.get(`/api/v1/sales/${row.id}`).set(t.bearer(s.owner));
    expect(shown.body.data.oversell).toBe(true);
    expect(await stockMismatches(t.ds)).toEqual([]);
  });

  it('refuses a price other than the shop’s, naming the line, and stall times in the future or over a week old', async () => {
    const cap = await s.product('Priced Cap', ['S'], [5]);
    const line = { productId: cap.id, size: 'S', quantity: 1, unitPrice: 149 };
    const cheap = await basket({ id: randomUUID(), madeAt: minutesAgo(1), payment: 'CASH', lines: [line, { ...line, unitPrice: 100 }] });
    expect(cheap.status).toBe(400);
    expect(cheap.body.message).toBe("Line 2: the price must be the shop's price, SAR 149.00");
    // the stall's phone in Arabic reads it in Arabic, the line and the price kept
    const cheapAr = await basket({ id: randomUUID(), madeAt: minutesAgo(1), payment: 'CASH', lines: [line, { ...line, unitPrice: 100 }] }).set(
      'Accept-Language',
      'ar',
    );
    expect([cheapAr.status, cheapAr.body.message, cheapAr.headers['content-language']]).toEqual([
      400,
      'السطر 2: السعر يجب أن يكون سعر المتجر، SAR 149.00',
      'ar',
    ]);
    const future = await basket({ id: randomUUID(), madeAt: new Date(Date.now() + 3600_000).toISOString(), payment: 'CASH', lines: [line] });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Stall time is in the future: check the phone’s clock');
    const old = await basket({ id: randomUUID(), madeAt: minutesAgo(8 * 24 * 60), payment: 'CASH', lines: [line] });
    expect(old.status).toBe(400);
    const junk = await basket({ id: 'not-a-uuid', madeAt: 'yesterday', payment: 'COINS', lines: [] });
    expect(junk.status).toBe(400);
    expect(await s.onHand(cap.id)).toEqual({ S: 5 });
  });

  it('answers today’s takings by payment method and the catalog snapshot', async () => {
    const today = await t.http.get('/api/v1/stall/today').set(t.bearer(stallUser));
    expect(today.status).toBe(200);
    const gcash = today.body.data.byPayment.find((r: { payment: string }) => r.payment === 'GCASH');
    expect(gcash).toEqual({ payment: 'GCASH', baskets: 1, total: 447 });
    const catalog = await t.http.get('/api/v1/stall/catalog').set(t.bearer(stallUser));
    expect(catalog.status).toBe(200);
    const cap = catalog.body.data.products.find((p: { name: string }) => p.name === 'Stall Cap');
    expect(cap).toMatchObject({
      brand: 'New Era',
      price: 149,
      sizes: [
        { size: 'S', left: 1 },
        { size: 'M', left: 1 },
      ],
    });
    expect(catalog.body.data.vat).toBeNull();
  });

  it('a stall-only user reaches the stall and product view, and nothing else', async () => {
    const onlyStall = PROTECTED_ROUTES.filter((r) => r.flags.length > 0 && !r.flags.every((f) => f === 'stallSell' || f === 'productView'));
    expect(onlyStall.length).toBeGreaterThan(40);
    for (const r of onlyStall) {
      const req = t.http[r.method](r.path).set(t.bearer(stallUser));
      const res = await (r.body === undefined ? req : req.send(r.body as object));
      expect(`${r.method} ${r.path} ${res.status}`).toBe(`${r.method} ${r.path} 403`);
    }
    const me = await t.http.get('/api/v1/auth/me').set(t.bearer(stallUser));
    const granted = Object.entries(me.body.data.permissions ?? me.body.data.user?.permissions ?? {}).filter(([, on]) => on);
    expect(granted.map(([f]) => f).sort()).toEqual(['productView', 'stallSell']);
    expect(PERMISSIONS).toContain('stallSell');
  });

  it('with VAT on, the QR the phone draws offline and the QR of the invoice issued on arrival decode to the same five fields', async () => {
    expect((await t.http.put('/api/v1/settings').set(t.bearer(s.owner)).send(VALID_TAX)).status).toBe(200);
    const cap = await s.product('Invoice Cap', ['S'], [5]);
    const catalog = (await t.http.get('/api/v1/stall/catalog').set(t.bearer(stallUser))).body.data;
    const madeAt = new Date(Date.now() - 2 * 3600_000 - 123);
    const lines = [
      { productId: cap.id, size: 'S', quantity: 2, unitPrice: 149 },
      { productId: cap.id, size: 'S', quantity: 1, unitPrice: 149 },
    ];
    // what the phone shows before sending: one invoice per line, from the snapshot's VAT facts
    const offline = lines.map((l) => phase1QrBase64(stallLineQrFields(catalog.vat, madeAt, l)));
    const res = await basket({ id: randomUUID(), madeAt: madeAt.toISOString(), payment: 'CARD', lines });
    expect(res.status).toBe(200);
    const issued: string[] = [];
    for (const id of res.body.data.saleIds) issued.push((await t.ds.query(`SELECT "qr" FROM "invoices" WHERE "sale_id" = $1`, [id]))[0].qr);
    expect(issued.map(readZatcaQr)).toEqual(offline.map(readZatcaQr));
    expect(readZatcaQr(offline[0])).toEqual({
      sellerName: VALID_TAX.legalNameAr,
      vatNumber: VALID_TAX.vatNumber,
      timestamp: `${madeAt.toISOString().slice(0, 19)}Z`,
      totalWithVat: '298.00',
      vatTotal: '38.87',
    });
  });
});
