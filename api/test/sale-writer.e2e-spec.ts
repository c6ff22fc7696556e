import { OrdersApp } from './orders.fixtures';
import { VALID_TAX } from './tax.fixtures';

/**
 * Every route that writes sales goes through one writer: the same sale made through `/sales` and through a chat order
 * leaves the same row, movements, figures and invoice lines; and what a route may do follows the act (deleting
 * sales needs salesDelete), not the route it arrives on.
 */
describe('the one sale writer (e2e)', () => {
  const s = new OrdersApp();

  beforeAll(async () => {
    await s.boot();
    expect((await s.t.http.put('/api/v1/settings').set(s.t.bearer(s.owner)).send(VALID_TAX)).status).toBe(200);
  });
  afterAll(() => s.t.close());

  const placed = async (lines: Record<string, unknown>[]) => {
    const body = s.body(lines, { route: 'WHATSAPP' });
    const res = await s.place(body);
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return body.code as string;
  };

  /** What a sale left behind, without what differs by nature (ids, times, the order's code). */
  const traceOf = async (saleId: string) => {
    const [row] = await s.t.ds.query(
      `SELECT product_id, product_name, product_brand, platform, original_price, selling_price, discounted_price, final_price,
              total_earnings, quantity, size, stock_taken, oversold, customer_name, customer_location, sale_notes
         FROM sales WHERE id = $1`,
      [saleId],
    );
    const movements = await s.t.ds.query(`SELECT kind, size, delta, oversold FROM stock_movements WHERE sale_id = $1 ORDER BY created_at`, [saleId]);
    const invoices = await s.t.ds.query(
      `SELECT kind, lines, net_halalas, vat_halalas, gross_halalas, rate_bp, prices_include_vat FROM invoices WHERE sale_id = $1 ORDER BY number`,
      [saleId],
    );
    return { row, movements, invoices };
  };
  const figures = () =>
    s.t.ds.query(
      `SELECT platform, sum(sales_count)::int AS n, sum(revenue) AS revenue, sum(earnings) AS earnings FROM sales_daily_platform GROUP BY 1`,
    );

  it.each([
    ['the sales form', 'form'],
    ['a chat order', 'order'],
  ])('a sale through %s leaves the row, movements, figures and invoice lines the other route leaves', async (_label, route) => {
    const shirt = await s.product(`Writer Shirt ${route}`, ['S', 'M'], 5, { sellingPrice: 120, discountedPrice: 99 });
    const [{ original_price: cost }] = await s.t.ds.query(`SELECT original_price FROM products WHERE id = $1`, [shirt.id]);
    const before = await figures();
    let saleId: string;
    if (route === 'form') {
      const res = await s.t.http
        .post('/api/v1/sales')
        .set(s.t.bearer(s.owner))
        .send({
          productId: shirt.id,
          size: 'M',
          quantity: 2,
          platform: 'WHATSAPP',
          saleDate: new Date().toISOString(),
          originalPrice: Number(cost),
          sellingPrice: 120,
          discountedPrice: 99,
        });
      expect(res.status).toBe(201);
      saleId = res.body.data.id;
    } else {
      const code = await placed([{ productId: shirt.id, size: 'M', quantity: 2, unitPrice: 99 }]);
      const res = await s.record(code);
      expect(res.status).toBe(200);
      [saleId] = res.body.data.saleIds;
    }
    const trace = await traceOf(saleId);
    expect(trace).toEqual({
      row: {
        product_id: shirt.id,
        product_name: `Writer Shirt ${route}`,
        product_brand: expect.any(String),
        platform: 'WHATSAPP',
        original_price: cost,
        selling_price: '120.00',
        discounted_price: '99.00',
        final_price: '99.00',
        total_earnings: ((99 - Number(cost)) * 2).toFixed(2),
        quantity: 2,
        size: 'M',
        stock_taken: 2,
        oversold: 0,
        customer_name: null,
        customer_location: null,
        sale_notes: null,
      },
      movements: [{ kind: 'SALE', size: 'M', delta: -2, oversold: 0 }],
      invoices: [
        {
          kind: 'INVOICE',
          lines: [expect.objectContaining({ description: `Writer Shirt ${route} (M)`, quantity: 2, unitHalalas: 9900 })],
          net_halalas: expect.anything(),
          vat_halalas: expect.anything(),
          gross_halalas: '19800',
          rate_bp: 1500,
          prices_include_vat: true,
        },
      ],
    });
    const after = await figures();
    const whatsapp = (rows: { platform: string; n: number; revenue: string }[]) =>
      rows.find((r) => r.platform === 'WHATSAPP') ?? { n: 0, revenue: '0' };
    expect(whatsapp(after).n - whatsapp(before).n).toBe(1);
    expect(Number(whatsapp(after).revenue) - Number(whatsapp(before).revenue)).toBeCloseTo(198, 2);
    expect(await s.onHand(shirt.id)).toEqual({ S: 5, M: 3 });
  });

  it('an ADMIN cancelling an order and deleting its sales gets 403 and nothing changes; keeping them works; the OWNER may delete them', async () => {
    const cap = await s.product('Writer Cancel Cap', ['One Size'], 4);
    const kept = await placed([{ productId: cap.id, quantity: 1, unitPrice: 149 }]);
    const dropped = await placed([{ productId: cap.id, quantity: 2, unitPrice: 149 }]);
    expect((await s.record(kept)).status).toBe(200);
    expect((await s.record(dropped)).status).toBe(200);
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 1 });
    const salesOf = async (code: string) => (await s.t.ds.query(`SELECT count(*)::int AS n FROM sales WHERE order_code = $1`, [code]))[0].n;

    const refused = await s.status(dropped, { status: 'CANCELLED', reason: 'Changed their mind', deleteSales: true }, s.admin);
    expect(refused.status).toBe(403);
    expect(await salesOf(dropped)).toBe(1);
    expect((await s.details(dropped)).body.data.status).toBe('CONFIRMED');
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 1 });

    const cancelledKeeping = await s.status(kept, { status: 'CANCELLED', reason: 'Paid, not collected', deleteSales: false }, s.admin);
    expect(cancelledKeeping.status).toBe(200);
    expect(await salesOf(kept)).toBe(1);

    const byOwner = await s.status(dropped, { status: 'CANCELLED', reason: 'Changed their mind', deleteSales: true });
    expect(byOwner.status).toBe(200);
    expect(await salesOf(dropped)).toBe(0);
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 3 });
    const credits = await s.t.ds.query(`SELECT count(*)::int AS n FROM invoices WHERE kind = 'CREDIT_NOTE' AND reason IS NOT NULL`);
    expect(credits[0].n).toBeGreaterThanOrEqual(1);
  });
});
