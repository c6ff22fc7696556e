import { PROMOTION_CHECK_REFUSAL, PROMOTION_LIMITS, PROMOTION_MESSAGES } from '@shop/common';
import { createCategory } from './catalog.fixtures';
import { freshAddress } from './orders.fixtures';
import { hoursFromNow, PromotionsApp } from './promotions.fixtures';

describe('promotions and discount codes (e2e)', () => {
  const s = new PromotionsApp();
  beforeAll(() => s.boot());
  afterAll(() => s.t.close());

  const placed = async (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const body = s.body(lines, extra);
    const res = await s.place(body);
    return { res, code: body.code as string };
  };
  const salesOf = (code: string) =>
    s.t.ds.query(
      `SELECT quantity, selling_price, discounted_price, final_price FROM sales WHERE order_code = $1 ORDER BY discounted_price, quantity`,
      [code],
    );

  describe('the stacking rule through order creation', () => {
    // each case its own category and products, and its promotion limited to that category, so cases never meet
    const cases: [string, Record<string, unknown>, { price: number; discounted?: number; quantity: number }[], number][] = [
      ['percent off', { kind: 'PERCENT', value: 10 }, [{ price: 100, quantity: 2 }], 20],
      ['fixed off the order', { kind: 'FIXED_ORDER', value: 25 }, [{ price: 100, quantity: 3 }], 25],
      ['fixed per piece', { kind: 'FIXED_PER_PIECE', value: 7.5 }, [{ price: 60, quantity: 2 }], 15],
      ['minimum not reached', { kind: 'PERCENT', value: 10, minimumTotal: 500 }, [{ price: 100, quantity: 2 }], 0],
      ['minimum reached', { kind: 'PERCENT', value: 10, minimumTotal: 200 }, [{ price: 100, quantity: 2 }], 20],
      ['expired', { kind: 'PERCENT', value: 10, startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1) }, [{ price: 100, quantity: 1 }], 0],
      ['not yet started', { kind: 'PERCENT', value: 10, startsAt: hoursFromNow(1), endsAt: hoursFromNow(48) }, [{ price: 100, quantity: 1 }], 0],
      [
        "the product's own discount stays, the promotion takes the full-price piece only",
        { kind: 'PERCENT', value: 10 },
        [
          { price: 100, discounted: 80, quantity: 1 },
          { price: 50, quantity: 2 },
        ],
        10,
      ],
    ];
    it.each(cases)('%s', async (name, promo, items, expected) => {
      const category = await createCategory(s.t, s.owner);
      const lines = [];
      for (const [i, item] of items.entries()) {
        const p = await s.item(`${name} ${i}`, ['One Size'], 10, {
          categoryId: category.id,
          sellingPrice: item.price,
          ...(item.discounted ? { discountedPrice: item.discounted } : {}),
        });
        lines.push({ productId: p.id, quantity: item.quantity, unitPrice: item.discounted ?? item.price });
      }
      await s.promotion({ ...promo, appliesTo: 'CATEGORIES', targets: [category.id] });
      // the cart's figure must match the API's
      const wrong = await placed(lines, { discount: expected + 1 });
      expect(wrong.res.status).toBe(400);
      expect(Object.keys(wrong.res.body.errors)).toEqual(['discount']);
      const { res, code } = await placed(lines, { discount: expected });
      expect(res.status).toBe(201);
      const full = items.reduce((sum, it) => sum + (it.discounted ?? it.price) * it.quantity, 0);
      expect(res.body.data).toMatchObject({ discount: expected, total: full - expected, promoCode: null });
      // recorded: the sales add up to what the shopper pays
      expect((await s.record(code)).status).toBe(200);
      const sales: { quantity: number; final_price: string }[] = await salesOf(code);
      expect(sales.reduce((sum, x) => sum + Math.round(Number(x.final_price) * 100) * x.quantity, 0)).toBe(Math.round((full - expected) * 100));
    });
  });

  it('a code (any case) is checked, carried by the order, and lands per piece in the sales', async () => {
    const category = await createCategory(s.t, s.owner);
    const cap = await s.item('Code Cap', ['One Size'], 10, { categoryId: category.id, sellingPrice: 100 });
    const promo = await s.promotion({ kind: 'FIXED_ORDER', value: 10, appliesTo: 'CATEGORIES', targets: [category.id], codes: ['Influencer-Noura'] });
    expect(promo.codes).toEqual(['INFLUENCER-NOURA']);
    const check = await s.check('influencer-noura', freshAddress(), [{ productId: cap.id, quantity: 3 }]);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ valid: true, code: 'INFLUENCER-NOURA', discount: 10, promotion: { id: promo.id, name: 'White Friday' } });
    const { res, code } = await placed([{ productId: cap.id, quantity: 3, unitPrice: 100 }], { promoCode: 'influencer-noura', discount: 10 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ promoCode: 'INFLUENCER-NOURA', discount: 10, total: 290 });
    expect(res.body.data.lines[0]).toMatchObject({ discount: 10, lineTotal: 300 });
    const details = await s.details(code);
    expect(details.body.data).toMatchObject({ promoCode: 'INFLUENCER-NOURA', promotionId: promo.id, discount: 10, total: 290 });
    expect((await s.record(code)).status).toBe(200);
    // 10.00 over 3 pieces: one at 96.66, two at 96.67
    expect(await salesOf(code)).toEqual([
      expect.objectContaining({ quantity: 1, discounted_price: '96.66' }),
      expect.objectContaining({ quantity: 2, discounted_price: '96.67' }),
    ]);
    const figures = await s.t.http.get(`/api/v1/promotions/${promo.id}/figures`).set(s.t.bearer(s.owner));
    expect(figures.body.data).toEqual({ orders: 1, pieces: 3, revenue: 290, discount: 10 });
    expect((await s.t.http.get(`/api/v1/promotions/${promo.id}`).set(s.t.bearer(s.owner))).body.data.used).toBe(1);
  });

  it('a code at its usage limit refuses the record with 409, all lines or none', async () => {
    const cap = await s.item('Limited Cap', ['One Size'], 10, { sellingPrice: 100 });
    const shirt = await s.item('Limited Shirt', ['One Size'], 10, { sellingPrice: 50 });
    await s.promotion({ kind: 'PERCENT', value: 10, appliesTo: 'PRODUCTS', targets: [cap.id, shirt.id], codes: ['ONCE-ONLY'], usageLimit: 1 });
    const lines = [
      { productId: cap.id, quantity: 1, unitPrice: 100 },
      { productId: shirt.id, quantity: 1, unitPrice: 50 },
    ];
    const first = await placed(lines, { promoCode: 'ONCE-ONLY', discount: 15 });
    const second = await placed(lines, { promoCode: 'once-only', discount: 15 });
    expect([first.res.status, second.res.status]).toEqual([201, 201]);
    expect((await s.record(first.code)).status).toBe(200);
    const refused = await s.record(second.code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PROMOTION_MESSAGES.usedUp);
    expect(await salesOf(second.code)).toEqual([]);
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 9 });
    expect((await s.details(second.code)).body.data.recorded).toBe(false);
    // used up: the cart's check now refuses it as it refuses an unknown code
    expect((await s.check('ONCE-ONLY', freshAddress())).body.data).toEqual({
      valid: false,
      message: PROMOTION_CHECK_REFUSAL,
      messageAr: expect.any(String),
    });
  });

  it('unknown, expired, not yet started and used-up codes get the same answer', async () => {
    await s.promotion({ codes: ['OLD-CODE'], startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-24) });
    await s.promotion({ codes: ['SOON-CODE'], startsAt: hoursFromNow(24), endsAt: hoursFromNow(48) });
    const answers = [];
    for (const code of ['NO-SUCH-CODE', 'OLD-CODE', 'old-code', 'SOON-CODE', '!!', 'x'.repeat(64)]) {
      const res = await s.check(code, freshAddress());
      answers.push({ status: res.status, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      body: expect.objectContaining({ data: expect.objectContaining({ valid: false, message: PROMOTION_CHECK_REFUSAL }) }),
    });
    // an order naming an expired code is refused on the code's field, nothing stored
    const cap = await s.item('Expired Code Cap', ['One Size'], 3);
    const { res } = await placed([{ productId: cap.id, quantity: 1, unitPrice: 149 }], { promoCode: 'OLD-CODE' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ promoCode: PROMOTION_CHECK_REFUSAL });
  });

  it('anonymous checks are limited per source (IPv4 address, IPv6 /64)', async () => {
    for (const [first, other] of [
      ['203.0.113.77', '203.0.113.78'],
      ['2001:db8:0:1::1', '2001:db8:0:1::2'],
    ]) {
      for (let i = 0; i < PROMOTION_LIMITS.checksPerMinute; i++) expect((await s.check(`GUESS-${i}`, first)).status).toBe(200);
      const limited = await s.check('GUESS-X', i6(first, other));
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(PROMOTION_MESSAGES.tooManyChecks);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another IPv4 address is not limited
    expect((await s.check('GUESS-Y', '203.0.113.79')).status).toBe(200);
  });
  // IPv4: the same address again; IPv6: another address of the same /64
  const i6 = (first: string, other: string) => (first.includes(':') ? other : first);

  it('a promotion outside the licence (or without one, or below cost) warns: 409 until acknowledged', async () => {
    const costly = await s.product('Costly Cap', ['One Size'], 1, { originalPrice: 140, sellingPrice: 149 });
    const body = s.promotionBody({ acknowledgeWarnings: undefined, value: 60, codes: ['LICENCE-TEST'], appliesTo: 'PRODUCTS', targets: [costly.id] });
    await s.t.http.delete('/api/v1/promotions/licence').set(s.t.bearer(s.owner));
    const none = await s.t.http.post('/api/v1/promotions/warnings').set(s.t.bearer(s.owner)).send(body);
    expect(none.status).toBe(200);
    expect(none.body.data.warnings.map((w: { code: string }) => w.code)).toContain('NO_LICENCE');
    const licence = await s.t.http.put('/api/v1/promotions/licence').set(s.t.bearer(s.admin)).send({
      number: '4410023',
      url: 'https://mc.gov.sa/licence/4410023',
      validFrom: '2020-01-01',
      validTo: '2020-01-31',
      minPercent: 10,
      maxPercent: 50,
    });
    expect(licence.status).toBe(200);
    const warned = await s.savePromotion(body);
    expect(warned.status).toBe(409);
    expect(warned.body.error).toBe('WARNINGS');
    expect(warned.body.message).toContain(PROMOTION_MESSAGES.outsideLicenceDates);
    expect(warned.body.message).toContain(PROMOTION_MESSAGES.outsideLicenceRange);
    const listed = await s.t.http.post('/api/v1/promotions/warnings').set(s.t.bearer(s.owner)).send(body);
    expect(listed.body.data.warnings.map((w: { code: string }) => w.code).sort()).toEqual([
      'BELOW_COST',
      'OUTSIDE_LICENCE_DATES',
      'OUTSIDE_LICENCE_RANGE',
    ]);
    expect(
      (await s.t.http.get('/api/v1/promotions').set(s.t.bearer(s.owner))).body.data.some((p: { codes: string[] }) =>
        p.codes.includes('LICENCE-TEST'),
      ),
    ).toBe(false);
    const saved = await s.savePromotion({ ...body, acknowledgeWarnings: true });
    expect(saved.status).toBe(201);
    expect(saved.body.data.warnings).toHaveLength(3);
    // within the licence: no warning
    await s.t.http
      .put('/api/v1/promotions/licence')
      .set(s.t.bearer(s.owner))
      .send({ number: '4410023', validFrom: '2020-01-01', validTo: '2099-12-31', minPercent: 5, maxPercent: 70 });
    const clean = await s.t.http
      .post('/api/v1/promotions/warnings')
      .set(s.t.bearer(s.owner))
      .send({ ...body, value: 5 });
    expect(clean.body.data.warnings).toEqual([]);
    // 10 % would sell the cap at 134.10, under its cost of 140
    const below = await s.t.http
      .post('/api/v1/promotions/warnings')
      .set(s.t.bearer(s.owner))
      .send({ ...body, value: 10 });
    expect(below.body.data.warnings).toEqual([{ code: 'BELOW_COST', message: PROMOTION_MESSAGES.belowCost('Costly Cap') }]);
    const pub = await s.t.http.get('/api/v1/promotions/public');
    expect(pub.status).toBe(200);
    expect(pub.body.data.licence).toMatchObject({ number: '4410023', validTo: '2099-12-31' });
  });

  it('the dashboard says a licence is missing while discounts are shown, and not once one valid today is entered', async () => {
    const summary = async () => (await s.t.http.get('/api/v1/dashboard/summary').set(s.t.bearer(s.owner))).body.data.licenceMissing;
    await s.item('Struck Cap', ['One Size'], 1, { sellingPrice: 149, discountedPrice: 119 });
    await s.t.http.delete('/api/v1/promotions/licence').set(s.t.bearer(s.owner));
    expect(await summary()).toBe(true);
    const licence = { number: '4410023', validFrom: '2020-01-01', validTo: '2099-12-31', minPercent: 5, maxPercent: 70 };
    expect((await s.t.http.put('/api/v1/promotions/licence').set(s.t.bearer(s.owner)).send(licence)).status).toBe(200);
    expect(await summary()).toBe(false);
  });

  it('deletes a promotion once (then 404, as for an unknown id), and the licence; both are in the activity log by name', async () => {
    const saved = await s.promotion({ name: 'Deleted on purpose', codes: ['GONE-SOON'] });
    const del = () => s.t.http.delete(`/api/v1/promotions/${saved.id}`).set(s.t.bearer(s.owner));
    expect((await del()).status).toBe(204);
    expect((await del()).status).toBe(404);
    expect((await s.t.http.delete('/api/v1/promotions/cxxxxxxxxxxxxxxxxxxxxxxxx').set(s.t.bearer(s.owner))).status).toBe(404);
    const licence = { number: 'DEL-77', validFrom: '2020-01-01', validTo: '2099-12-31', minPercent: 1, maxPercent: 90 };
    expect((await s.t.http.put('/api/v1/promotions/licence').set(s.t.bearer(s.owner)).send(licence)).status).toBe(200);
    expect((await s.t.http.delete('/api/v1/promotions/licence').set(s.t.bearer(s.owner))).status).toBe(204);
    const logged: { entity_type: string; action: string; entity_name: string }[] = await s.t.ds.query(
      `SELECT "entity_type", "action", "entity_name" FROM "activity_log" WHERE "entity_name" IN ('Deleted on purpose', 'DEL-77') ORDER BY "created_at", "action"`,
    );
    expect(logged.map((r) => `${r.entity_type} ${r.action} ${r.entity_name}`)).toEqual([
      'promotion created Deleted on purpose',
      'promotion deleted Deleted on purpose',
      'licence updated DEL-77',
      'licence deleted DEL-77',
    ]);
  });

  it('staff without promotionManage are refused; anonymous callers too', async () => {
    expect((await s.t.http.get('/api/v1/promotions')).status).toBe(401);
    const stall = await s.t.tokenFor('STALL');
    expect((await s.t.http.get('/api/v1/promotions').set(s.t.bearer(stall))).status).toBe(403);
    expect((await s.t.http.get('/api/v1/promotions').set(s.t.bearer(s.admin))).status).toBe(200);
  });

  it('refuses bad input with 400 and a taken code with 409', async () => {
    const bad = await s.savePromotion(s.promotionBody({ kind: 'PERCENT', value: 150 }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ value: PROMOTION_MESSAGES.valueInvalid });
    const dates = await s.savePromotion(s.promotionBody({ startsAt: hoursFromNow(5), endsAt: hoursFromNow(1) }));
    expect(dates.status).toBe(400);
    const targets = await s.savePromotion(s.promotionBody({ appliesTo: 'BRANDS' }));
    expect(targets.body.errors).toEqual({ targets: PROMOTION_MESSAGES.targetsRequired });
    await s.promotion({ codes: ['TAKEN'] });
    const taken = await s.savePromotion(s.promotionBody({ codes: ['taken'] }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(PROMOTION_MESSAGES.codeTaken('TAKEN'));
    const batch = await s.promotion({ generate: { prefix: 'noura', count: 5 } });
    expect(batch.codes).toHaveLength(5);
    expect(batch.codes.every((c) => /^NOURA-[2-9A-HJKMNP-Z]{6}$/.test(c))).toBe(true);
  });
});
