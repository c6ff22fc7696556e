import { OrdersApp } from './orders.fixtures';
import { VALID_TAX } from './tax.fixtures';

describe('chat orders and tax invoices (e2e)', () => {
  const s = new OrdersApp();

  beforeAll(async () => {
    await s.boot();
    await s.t.http.put('/api/v1/settings').set(s.t.bearer(s.owner)).send(VALID_TAX).expect(200);
  });
  afterAll(() => s.t.close());

  const invoicesOf = (code: string) =>
    s.t.ds.query(`SELECT i.kind, i.number FROM invoices i JOIN sales sa ON sa.id = i.sale_id WHERE sa.order_code = $1 ORDER BY i.number`, [
      code,
    ]) as Promise<{ kind: string; number: string }[]>;

  it('with VAT on, recording a chat order issues one simplified tax invoice per sale, and cancelling with its sales deleted credits each', async () => {
    const cap = await s.product('Invoiced Order Cap', ['One Size'], 5);
    const body = s.body([{ productId: cap.id, quantity: 2, unitPrice: 149 }], { route: 'WHATSAPP' });
    expect((await s.place(body)).status).toBe(201);
    const code = body.code as string;
    const recorded = await s.record(code);
    expect(recorded.status).toBe(200);
    const [saleId] = recorded.body.data.saleIds as string[];
    const invoice = await s.t.http.get(`/api/v1/invoices/sale/${saleId}`).set(s.t.bearer(s.owner));
    expect(invoice.status).toBe(200);
    expect(invoice.body.data).toHaveLength(1);
    expect(invoice.body.data[0]).toMatchObject({ kind: 'INVOICE' });

    const cancelled = await s.t.http.post(`/api/v1/orders/${code}/status`).set(s.t.bearer(s.owner)).send({ status: 'CANCELLED', deleteSales: true });
    expect(cancelled.status).toBe(200);
    const kinds = (await s.t.ds.query(`SELECT kind FROM invoices WHERE sale_id = $1 ORDER BY number`, [saleId])) as { kind: string }[];
    expect(kinds.map((k) => k.kind)).toEqual(['INVOICE', 'CREDIT_NOTE']);
    expect(await invoicesOf(code)).toEqual([]);
  });
});
