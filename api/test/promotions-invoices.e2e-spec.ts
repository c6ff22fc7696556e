import { createCategory } from './catalog.fixtures';
import { PromotionsApp } from './promotions.fixtures';
import { VALID_TAX } from './tax.fixtures';
import { schematronProblems, xsdProblems } from './zatca/zatca-validate';

/**
 * Issue 43: the tax invoice names the promotion's discount. A sale recorded from an order that a promotion discounted
 * is invoiced at what the shopper paid (VAT on the discounted amount), and its UBL line carries the discount as an
 * allowance (ChargeIndicator false, the reason naming the code or the promotion, the VAT category), so the XML still
 * passes ZATCA's XSDs and both Schematrons, phase 1 and phase 2, invoice and credit note; the printed invoice shows
 * the discount line. A product's own discounted price is just its price: no allowance.
 */
describe('the invoice names the discount (e2e)', () => {
  const s = new PromotionsApp();
  let categoryId: string;
  beforeAll(async () => {
    await s.boot();
    expect((await s.t.http.put('/api/v1/settings').set(s.t.bearer(s.owner)).send(VALID_TAX)).status).toBe(200);
    categoryId = (await createCategory(s.t, s.owner)).id;
  });
  afterAll(() => s.t.close());

  const invoicesOf = async (saleId: string) => (await s.t.http.get(`/api/v1/invoices/sale/${saleId}`).set(s.t.bearer(s.owner))).body.data;
  const xmlOf = async (id: string): Promise<string> => (await s.t.ds.query(`SELECT "xml" FROM "invoices" WHERE "id" = $1`, [id]))[0].xml;
  const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
  const problemsOf = async (xml: string) => [...(await xsdProblems([xml]))[0], ...schematronProblems(xml)];
  /** A phase 1 document has no QR in its XML and no stamp by design (phase 2 adds both): every other rule holds. */
  const PHASE2_ONLY = ['BR-KSA-27', 'BR-KSA-60'];
  const phase1ProblemsOf = async (xml: string) => (await problemsOf(xml)).filter((p) => !PHASE2_ONLY.includes(p.id));

  /** An order of `quantity` pieces at `price`, placed with `extra`, recorded: its sales' ids. */
  async function recorded(name: string, price: number, quantity: number, extra: Record<string, unknown>, own?: number) {
    const p = await s.item(name, ['One Size'], 10, { categoryId, sellingPrice: price, ...(own ? { discountedPrice: own } : {}) });
    const body = s.body([{ productId: p.id, quantity, unitPrice: own ?? price }], extra);
    const placed = await s.place(body);
    expect(placed.status).toBe(201);
    expect((await s.record(body.code as string)).status).toBe(200);
    const rows: { id: string }[] = await s.t.ds.query(`SELECT "id" FROM "sales" WHERE "order_code" = $1 ORDER BY "final_price"`, [body.code]);
    return rows.map((r) => r.id);
  }

  it('a code: the line at the discounted price, the allowance naming the code with the VAT category, ZATCA-valid; the print shows the discount', async () => {
    await s.promotion({ kind: 'PERCENT', value: 10, appliesTo: 'CATEGORIES', targets: [categoryId], codes: ['INVOICE10'] });
    const [saleId] = await recorded('Invoice Cap', 100, 2, { promoCode: 'invoice10', discount: 20 });
    const [doc] = await invoicesOf(saleId);
    // VAT on what the shopper paid: 180.00 with VAT, 23.48 of it VAT (prices include VAT, rounded half up per line)
    expect(doc.totals).toEqual({ net: '156.52', vat: '23.48', gross: '180.00' });
    expect(doc.lines[0]).toMatchObject({ quantity: 2, unitPrice: '90.00', gross: '180.00' });
    // the printed line: the discount named, as the shopper saw it (with VAT, the prices as entered)
    expect(doc.lines[0].discount).toEqual({ reason: expect.stringContaining('INVOICE10'), amount: '20.00', fullUnitPrice: '100.00' });
    const xml = await xmlOf(doc.id);
    const allowance = /<cac:InvoiceLine>[\s\S]*?(<cac:AllowanceCharge>[\s\S]*?<\/cac:AllowanceCharge>)/.exec(xml)?.[1] ?? '';
    expect(tag(allowance, 'cbc:ChargeIndicator')).toEqual(['false']);
    expect(tag(allowance, 'cbc:AllowanceChargeReason')[0]).toContain('INVOICE10');
    // net: 200.00 at full price is 173.91 without VAT, 180.00 is 156.52: the allowance is the difference
    expect(tag(allowance, 'cbc:Amount')).toEqual(['17.39']);
    expect(tag(xml, 'cbc:LineExtensionAmount')).toEqual(['156.52', '156.52']);
    expect(tag(xml, 'cbc:TaxInclusiveAmount')).toEqual(['180.00']);
    expect(await phase1ProblemsOf(xml)).toEqual([]);
  });

  it('an automatic promotion names the promotion; a product with its own discounted price has no allowance', async () => {
    const p = await s.item('Ramadan Cap', ['One Size'], 10, { categoryId, sellingPrice: 60 });
    await s.promotion({ name: 'Ramadan Nights', kind: 'FIXED_PER_PIECE', value: 7.5, appliesTo: 'PRODUCTS', targets: [p.id] });
    const body = s.body([{ productId: p.id, quantity: 3, unitPrice: 60 }], { discount: 22.5 });
    expect((await s.place(body)).status).toBe(201);
    expect((await s.record(body.code as string)).status).toBe(200);
    const [{ id: saleId }] = await s.t.ds.query(`SELECT "id" FROM "sales" WHERE "order_code" = $1`, [body.code]);
    const [doc] = await invoicesOf(saleId);
    expect(doc.lines[0].discount).toEqual({ reason: expect.stringContaining('Ramadan Nights'), amount: '22.50', fullUnitPrice: '60.00' });
    expect(doc.totals.gross).toBe('157.50');
    const xml = await xmlOf(doc.id);
    expect(tag(xml, 'cbc:AllowanceChargeReason')[0]).toContain('Ramadan Nights');
    expect(await phase1ProblemsOf(xml)).toEqual([]);

    const [own] = await recorded('Own Discount Cap', 100, 1, {}, 80);
    const [plain] = await invoicesOf(own);
    expect(plain.lines[0].discount).toBeNull();
    expect(plain.totals.gross).toBe('80.00');
    expect(await xmlOf(plain.id)).not.toContain('AllowanceCharge');
  });

  it('phase 2, prices without VAT, odd amounts: signed invoices and their credit notes keep the allowance and pass every rule', async () => {
    expect((await s.t.http.put('/api/v1/settings').set(s.t.bearer(s.owner)).send({ pricesIncludeVat: false })).status).toBe(200);
    expect((await s.t.http.put('/api/v1/invoices/zatca-phase2').set(s.t.bearer(s.owner)).send({ on: true })).status).toBe(200);
    const p = await s.item('Odd Cap', ['One Size'], 20, { categoryId, sellingPrice: 33.33 });
    await s.promotion({ kind: 'FIXED_ORDER', value: 10, appliesTo: 'PRODUCTS', targets: [p.id], codes: ['ODD-TEN'] });
    const body = s.body([{ productId: p.id, quantity: 3, unitPrice: 33.33 }], { promoCode: 'odd-ten', discount: 10 });
    expect((await s.place(body)).status).toBe(201);
    expect((await s.record(body.code as string)).status).toBe(200);
    // 10.00 spread over 3 pieces: one piece 3.34 off, two 3.33 off; a sale per discount
    const sales: { id: string }[] = await s.t.ds.query(`SELECT "id" FROM "sales" WHERE "order_code" = $1`, [body.code]);
    expect(sales).toHaveLength(2);
    let gross = 0;
    for (const { id } of sales) {
      const [doc] = await invoicesOf(id);
      gross += Math.round(Number(doc.totals.net) * 100);
      expect(doc.lines[0].discount.reason).toContain('ODD-TEN');
      const xml = await xmlOf(doc.id);
      expect(xml).toContain('UBLExtensions');
      expect(await problemsOf(xml)).toEqual([]);
      // deleted: the credit note carries the same allowance and passes too
      expect((await s.t.http.delete(`/api/v1/sales/${id}`).set(s.t.bearer(s.owner))).status).toBe(200);
      const [, note] = await invoicesOf(id);
      expect(note.kind).toBe('CREDIT_NOTE');
      expect(note.lines[0].discount).toEqual(doc.lines[0].discount);
      const noteXml = await xmlOf(note.id);
      expect(tag(noteXml, 'cbc:AllowanceChargeReason')).toEqual(tag(xml, 'cbc:AllowanceChargeReason'));
      expect(await problemsOf(noteXml)).toEqual([]);
    }
    // prices without VAT: the nets add up to what the order charged before VAT
    expect(gross).toBe(9999 - 1000);
    const check = await s.t.http.get('/api/v1/invoices/chain-check').set(s.t.bearer(s.owner));
    expect(check.body.data.ok).toBe(true);
  }, 120_000);
});
