import { newOrderCode } from '@shop/common';
import { ORDER_MESSAGES } from '../src/orders/orders.messages';
import { OrdersService } from '../src/orders/orders.service';
import { createCategory, createProduct } from './catalog.fixtures';
import { bootTestApp, closeInstances, type TestApp } from './helpers/test-app';

/** The shop-wide hourly budget in this file: small, so spending it takes a dozen orders. */
const PER_HOUR = 12;
/** The per-source limit left at its default. */
const PER_MINUTE = 10;

describe('anonymous order limits shared by two instances, the stock an order may claim, no-store answers', () => {
  let a: TestApp, b: TestApp;
  let owner: string;
  let cap: { id: string };
  let shirt: { id: string };

  beforeAll(async () => {
    const env = { ORDERS_PER_HOUR: String(PER_HOUR), ORDERS_PER_MINUTE: String(PER_MINUTE) };
    a = await bootTestApp(env);
    b = await bootTestApp(env, [], a);
    owner = await a.tokenFor('OWNER');
    const categoryId = (await createCategory(a, owner)).id;
    cap = await createProduct(a, owner, categoryId, { name: 'Limit Cap', sizes: ['One Size'] });
    shirt = await createProduct(a, owner, categoryId, { name: 'Limit Shirt', sizes: ['S', 'M'] });
    for (const [p, sizes] of [
      [cap, [{ size: 'One Size', onHand: 1000 }]],
      [
        shirt,
        [
          { size: 'S', onHand: 15 },
          { size: 'M', onHand: 15 },
        ],
      ],
    ] as const) {
      const res = await a.http.put(`/api/v1/products/${p.id}/stock`).set(a.bearer(owner)).send({ tracked: true, sizes });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => closeInstances(a, b));

  // each test starts with the hour's budget unspent and no refusals
  beforeEach(() => a.ds.query(`DELETE FROM order_intake; DELETE FROM order_refusals`));

  const body = (lines: Record<string, unknown>[] = [{ productId: cap.id, quantity: 1, unitPrice: 149 }]) => ({
    code: newOrderCode(),
    lines,
    pickupDate: null,
    language: 'en',
    route: 'WHATSAPP',
    placedAt: new Date().toISOString(),
  });
  const place = (on: TestApp, address: string, sent = body()) => on.http.post('/api/v1/orders').set('X-Forwarded-For', address).send(sent);
  const newCount = async () => (await a.http.get('/api/v1/orders/new-count').set(a.bearer(owner))).body.data.count as number;
  const orderCount = async (): Promise<number> => (await a.ds.query(`SELECT count(*)::int AS n FROM orders`))[0].n;
  const intake = async (on: TestApp) => (await on.http.get('/api/v1/orders').set(on.bearer(owner))).body.data.intake;

  it('stores the budget of orders sent alternately to both instances, refuses the next on either, and the badge ignores refusals', async () => {
    const before = await newCount();
    // each from a source of its own: IPv4 addresses and IPv6 /64s, none near its own limit
    const sources = Array.from({ length: PER_HOUR }, (_, i) => (i % 2 ? `203.0.113.${10 + i}` : `2001:db8:100:${i}::1`));
    for (const [i, address] of sources.entries()) expect((await place(i % 2 ? b : a, address)).status).toBe(201);
    expect(await newCount()).toBe(before + PER_HOUR);
    expect(await intake(b)).toEqual({ paused: true, refused: 0, since: null, perHour: PER_HOUR });

    const stored = await orderCount();
    for (const [on, address] of [
      [a, '203.0.113.200'],
      [b, '2001:db8:200::1'],
      [a, '2001:db8:201::1'],
    ] as const) {
      const res = await place(on, address);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(ORDER_MESSAGES.storagePaused);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await orderCount()).toBe(stored);
    expect(await newCount()).toBe(before + PER_HOUR);
    const paused = await intake(a);
    expect(paused).toMatchObject({ paused: true, refused: 3, perHour: PER_HOUR });
    expect(Date.parse(paused.since)).not.toBeNaN();
    // an hour later (the intake rows aged by hand) orders are stored again; the day's refusals are still shown
    await a.ds.query(`UPDATE order_intake SET at = at - interval '61 minutes'`);
    expect((await place(b, '203.0.113.201')).status).toBe(201);
    expect(await intake(a)).toMatchObject({ paused: false, refused: 3, since: paused.since });
  });

  it('counts the addresses of one IPv6 /64 as one source on both instances; another /64 passes', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) statuses.push((await place(i % 2 ? a : b, `2001:db8:64:1::${i.toString(16)}`)).status);
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(201), ...Array(25 - PER_MINUTE).fill(429)]);
    const refused = await place(a, '2001:db8:64:1:ffff:ffff:ffff:fffe');
    expect(refused.body.message).toBe(ORDER_MESSAGES.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await place(b, '2001:db8:64:2::1')).status).toBe(201);
    // a source's refusals are not the budget's: storage is not paused, nothing counted for staff
    expect(await intake(a)).toEqual({ paused: false, refused: 0, since: null, perHour: PER_HOUR });
  });

  it('stores exactly the budget when 20 orders from 20 sources arrive at once on both instances', async () => {
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => place(i % 2 ? a : b, `2001:db8:300:${i}::1`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(PER_HOUR).fill(201), ...Array(20 - PER_HOUR).fill(429)]);
    expect(await orderCount()).toBe(before + PER_HOUR);
    expect(await intake(a)).toMatchObject({ paused: true, refused: 20 - PER_HOUR });
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, on both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) statuses.push((await place(i % 2 ? a : b, i % 2 ? '203.0.113.90' : '::ffff:203.0.113.90')).status);
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(201), 429]);
  });

  it('gives the count of an order refused with 409 back: a taken code spends none of the budget', async () => {
    const sent = body();
    expect((await place(a, '203.0.113.120', sent)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await place(i % 2 ? a : b, `203.0.113.${121 + i}`, sent)).status).toBe(409);
    const [{ n }] = await a.ds.query(`SELECT count(*)::int AS n FROM order_intake`);
    expect(n).toBe(1);
  });

  it('keeps no address: the intake holds keyed hashes only', async () => {
    expect((await place(b, '2001:db8:abcd:12::7')).status).toBe(201);
    const rows: { source_key: string }[] = await a.ds.query(`SELECT source_key FROM order_intake`);
    expect(rows).toHaveLength(1);
    expect(rows[0].source_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0].source_key).not.toContain('2001');
  });

  it('the hourly sweep keeps no source hash past its hour and no refusal count past its day', async () => {
    expect((await place(a, '203.0.113.150')).status).toBe(201);
    expect((await place(b, '203.0.113.151')).status).toBe(201);
    await a.ds.query(`UPDATE order_intake SET at = at - interval '61 minutes' WHERE ctid = (SELECT min(ctid) FROM order_intake)`);
    await a.ds.query(
      `INSERT INTO order_refusals (hour, refused, first_at, last_at) VALUES (date_trunc('hour', now() - interval '30 hours'), 4, now() - interval '30 hours', now() - interval '25 hours'), (date_trunc('hour', now()), 2, now(), now())`,
    );
    await b.app.get(OrdersService).sweep();
    expect((await a.ds.query(`SELECT count(*)::int AS n FROM order_intake`))[0].n).toBe(1);
    expect(await a.ds.query(`SELECT refused FROM order_refusals`)).toEqual([{ refused: 2 }]);
  });

  it('stores no order claiming more of a product than it has: 20 without a size beside 15 of S (of 15 + 15), or one size split over lines', async () => {
    const before = await orderCount();
    const unsized = await place(
      b,
      '203.0.113.130',
      body([
        { productId: shirt.id, quantity: 20, unitPrice: 149 },
        { productId: shirt.id, size: 'S', quantity: 15, unitPrice: 149 },
      ]),
    );
    expect(unsized.status).toBe(400);
    expect(unsized.body.errors).toEqual({ 'lines.0.size': ORDER_MESSAGES.sizeRequired });
    const split = await place(
      a,
      '203.0.113.131',
      body([
        { productId: shirt.id, size: 'M', quantity: 10, unitPrice: 149 },
        { productId: shirt.id, size: 'S', quantity: 15, unitPrice: 149 },
        { productId: shirt.id, size: 'M', quantity: 6, unitPrice: 149 },
      ]),
    );
    expect(split.status).toBe(400);
    expect(split.body.errors).toEqual({ 'lines.2.quantity': ORDER_MESSAGES.onlyLeft(15) });
    expect(await orderCount()).toBe(before);
    // what is stored can be recorded: the claim the API took is the claim the stock can meet
    const fits = body([
      { productId: shirt.id, size: 'S', quantity: 15, unitPrice: 149 },
      { productId: shirt.id, size: 'M', quantity: 10, unitPrice: 149 },
      { productId: shirt.id, size: 'M', quantity: 5, unitPrice: 149 },
    ]);
    expect((await place(a, '203.0.113.132', fits)).status).toBe(201);
    const recorded = await b.http.post(`/api/v1/orders/${fits.code}/record`).set(b.bearer(owner)).send({});
    expect(recorded.status).toBe(200);
  });

  it('answers every order route with Cache-Control: no-store, the order page and its 404 too', async () => {
    const sent = body();
    const created = await place(a, '203.0.113.140', sent);
    expect(created.status).toBe(201);
    const answers = [
      created,
      await b.http.get(`/api/v1/orders/${sent.code}`).set('X-Forwarded-For', '203.0.113.141'),
      await a.http.get(`/api/v1/orders/${newOrderCode()}`).set('X-Forwarded-For', '203.0.113.141'),
      await b.http.get(`/api/v1/orders/${sent.code}/details`).set(b.bearer(owner)),
      await a.http.get('/api/v1/orders').set(a.bearer(owner)),
      await a.http.get('/api/v1/orders/new-count').set(a.bearer(owner)),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 200, 404, 200, 200, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});
