import { FIRST_PREVIOUS_HASH } from '../src/invoices/invoice-types';
import { readZatcaQr } from '../src/invoices/zatca-qr';
import { StaffApp, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';
import { VALID_TAX } from './tax.fixtures';

describe('simplified tax invoices for sales', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string, admin: string, productId: string;
  const sale = (body: Record<string, unknown> = {}, token = admin) =>
    t.http
      .post(api('/sales'))
      .set(t.bearer(token))
      .send({ productId, saleDate: '2026-05-01', originalPrice: 40, sellingPrice: 115, ...body });
  const docsOf = async (saleId: string) => (await t.http.get(api(`/invoices/sale/${saleId}`)).set(t.bearer(admin))).body.data;
  const setTax = (body: Record<string, unknown>) => t.http.put(api('/settings')).set(t.bearer(owner)).send(body);

  beforeAll(async () => {
    ({ t, owner, admin } = await staffApp.boot());
    productId = await insertProduct(t.ds, await insertCategory(t.ds), { name: 'Bulls 1996 Snapback', brand: 'Starter' });
  });
  afterAll(() => t.close());

  it('VAT off (the default) issues no invoice', async () => {
    const res = await sale();
    expect(res.status).toBe(201);
    expect(await docsOf(res.body.data.id)).toEqual([]);
    const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM invoices`);
    expect(count).toBe(0);
  });

  it('VAT on: a sale gets invoice 1 with VAT inside the price, its QR holds the five fields, its XML the UUID, ICV and PIH', async () => {
    expect((await setTax(VALID_TAX)).status).toBe(200);
    const res = await sale({ quantity: 2, size: null });
    expect(res.status).toBe(201);
    const [doc] = await docsOf(res.body.data.id);
    expect(doc).toMatchObject({
      number: 1,
      numberText: 'INV-000001',
      kind: 'INVOICE',
      ratePercent: '15.00',
      lines: [{ description: 'Bulls 1996 Snapback', quantity: 2, unitPrice: '115.00', net: '200.00', vat: '30.00', gross: '230.00' }],
      totals: { net: '200.00', vat: '30.00', gross: '230.00' },
      seller: { nameAr: VALID_TAX.legalNameAr, vatNumber: VALID_TAX.vatNumber, crNumber: VALID_TAX.crNumber, city: 'Riyadh' },
      previousHash: FIRST_PREVIOUS_HASH,
      creditedBy: null,
    });
    expect(readZatcaQr(doc.qr)).toEqual({
      sellerName: VALID_TAX.legalNameAr,
      vatNumber: VALID_TAX.vatNumber,
      timestamp: `${doc.issuedAt.slice(0, 19)}Z`,
      totalWithVat: '230.00',
      vatTotal: '30.00',
    });
    expect(doc.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const xml = await t.http
      .get(api(`/invoices/${doc.id}/xml`))
      .set(t.bearer(admin))
      .buffer(true)
      .parse((r, cb) => {
        let s = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (s += c));
        r.on('end', () => cb(null, s));
      });
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain(`<cbc:UUID>${doc.id}</cbc:UUID>`);
    expect(xml.body).toContain('<cbc:ID>ICV</cbc:ID><cbc:UUID>1</cbc:UUID>');
    expect(xml.body).toContain(`>${FIRST_PREVIOUS_HASH}</cbc:EmbeddedDocumentBinaryObject>`);
    expect(xml.body).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
  });

  it("editing an invoiced sale's price issues a credit note for the invoice and a new invoice; the original never changes", async () => {
    const created = await sale();
    const [original] = await docsOf(created.body.data.id);
    const notesOnly = await t.http
      .put(api(`/sales/${created.body.data.id}`))
      .set(t.bearer(admin))
      .send({ saleNotes: 'gift wrap' });
    expect(notesOnly.status).toBe(200);
    expect(await docsOf(created.body.data.id)).toHaveLength(1);

    const edited = await t.http
      .put(api(`/sales/${created.body.data.id}`))
      .set(t.bearer(admin))
      .send({ sellingPrice: 230 });
    expect(edited.status).toBe(200);
    const docs = await docsOf(created.body.data.id);
    expect(docs.map((d: { kind: string; number: number }) => [d.kind, d.number])).toEqual([
      ['INVOICE', original.number],
      ['CREDIT_NOTE', original.number + 1],
      ['INVOICE', original.number + 2],
    ]);
    expect(docs[0]).toMatchObject({ hash: original.hash, totals: original.totals, creditedBy: { id: docs[1].id } });
    expect(docs[1]).toMatchObject({
      credits: { id: original.id, numberText: original.numberText },
      totals: original.totals,
      previousHash: original.hash,
    });
    expect(readZatcaQr(docs[1].qr)).toMatchObject({ totalWithVat: '115.00', vatTotal: '15.00' });
    expect(docs[2].totals).toEqual({ net: '200.00', vat: '30.00', gross: '230.00' });
    const note = await t.http
      .get(api(`/invoices/${docs[1].id}/xml`))
      .set(t.bearer(admin))
      .buffer(true);
    expect(note.text ?? note.body.toString()).toContain(
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${original.numberText}</cbc:ID>`,
    );
  });

  it('deleting an invoiced sale issues a credit note; both documents stay readable after the sale is gone', async () => {
    const created = await sale();
    const removed = await t.http.delete(api(`/sales/${created.body.data.id}`)).set(t.bearer(owner));
    expect(removed.status).toBe(200);
    const docs = await docsOf(created.body.data.id);
    expect(docs.map((d: { kind: string }) => d.kind)).toEqual(['INVOICE', 'CREDIT_NOTE']);
    expect(docs[1].credits.id).toBe(docs[0].id);
    expect(docs[1].reason).toMatch(/deleted/);
  });

  it('the database refuses to change or delete an issued document', async () => {
    await expect(t.ds.query(`UPDATE invoices SET gross_halalas = 1`)).rejects.toThrow(/never changes/);
    await expect(t.ds.query(`DELETE FROM invoices`)).rejects.toThrow(/never changes/);
  });

  it('the chain check passes over everything issued, and VAT per month nets credit notes out (JSON and CSV)', async () => {
    const chain = await t.http.get(api('/invoices/chain-check')).set(t.bearer(admin));
    expect(chain.body.data).toMatchObject({ ok: true, checked: 6, firstBroken: null });
    const months = await t.http.get(api('/invoices/vat-monthly')).set(t.bearer(admin));
    expect(months.status).toBe(200);
    // issued: 230 (2 pieces), 115 credited and re-invoiced at 230, 115 credited on delete → 460 with VAT, 60 VAT
    expect(months.body.data).toEqual([expect.objectContaining({ invoices: 4, creditNotes: 2, net: '400.00', vat: '60.00', gross: '460.00' })]);
    const csv = await t.http.get(api('/invoices/vat-monthly.csv')).set(t.bearer(admin));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[2]).toBe(`${months.body.data[0].month},4,2,400.00,60.00,460.00`);
    expect((await t.http.get(api('/invoices/vat-monthly?from=2026-13')).set(t.bearer(admin))).body.errors).toEqual({
      from: 'from must be a month as YYYY-MM',
    });
  });
});
