import { createHash, createPrivateKey, createPublicKey, verify, X509Certificate } from 'node:crypto';
import { invoiceAmounts } from '../src/invoices/invoice-amounts';
import type { InvoiceDocument } from '../src/invoices/invoice-types';
import { seal } from '../src/invoices/seal';
import { ZatcaSigningStore } from '../src/invoices/zatca-signing.store';
import { readZatcaQrTags } from '../src/invoices/zatca-qr';
import { StaffApp, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';
import { VALID_TAX } from './tax.fixtures';
import { libxml2Canonical, schematronProblems, xsdProblems, type ZatcaProblem } from './zatca/zatca-validate';

/**
 * Issue 44, items 1 and 2: documents issued under ZATCA phase 2 pass ZATCA's own UBL 2.1 XSDs and both Schematrons
 * (CEN EN 16931 and ZATCA's KSA rules) with no error and no warning, carry a signature that verifies with the shop's
 * public key, an invoice hash that a second canonicaliser (libxml2) recomputes from the stored XML, and a QR whose
 * nine tags match the XML.
 */
describe('ZATCA phase 2: signed documents valid by ZATCA rules', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string, admin: string;
  const products: string[] = [];
  const setTax = (body: Record<string, unknown>) => t.http.put(api('/settings')).set(t.bearer(owner)).send(body);
  const phase2 = (on: unknown, token = owner) => t.http.put(api('/invoices/zatca-phase2')).set(t.bearer(token)).send({ on });
  const sale = (productId: string, quantity: number, sellingPrice: number) =>
    t.http.post(api('/sales')).set(t.bearer(admin)).send({ productId, saleDate: '2026-05-01', originalPrice: 1, sellingPrice, quantity, size: null });
  const text = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1] as string;

  beforeAll(async () => {
    ({ t, owner, admin } = await staffApp.boot());
    const category = await insertCategory(t.ds);
    for (const name of ['Bulls 1996 Snapback', 'قبعة ريترو الهلال', 'Air Max 90 Sneakers', 'حذاء رياضي كلاسيكي & <أصلي>', 'Jersey "Home" 2002'])
      products.push(await insertProduct(t.ds, category, { name, brand: 'Retro' }));
  });
  afterAll(() => t.close());

  it("the switch is the owner's, needs the seller's full address, and answers 400 for a bad body", async () => {
    expect((await setTax({ ...VALID_TAX, sellerDistrict: '' })).status).toBe(200);
    expect((await phase2(true, admin)).status).toBe(403);
    expect((await phase2('yes')).status).toBe(400);
    const refused = await phase2(true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/district/);
    expect((await setTax(VALID_TAX)).status).toBe(200);
  });

  it('200 documents (sales in both languages, edits and deletes, VAT inside and outside prices, halala edges) pass the XSDs and both Schematrons; signatures, hashes and QRs check', async () => {
    // one phase 1 invoice first: it stays as it is and the chain runs on across the switch
    const first = await sale(products[0], 1, 115);
    expect(first.status).toBe(201);
    const [phase1Before] = await t.ds.query(`SELECT "xml", "hash" FROM "invoices" WHERE "number" = 1`);
    expect((await phase2(true)).body.data).toEqual({ phase2: true });

    // prices chosen for rounding edges: 0.01, halves of a halala after VAT, large and odd amounts
    const prices = [0.01, 0.02, 0.03, 0.05, 0.07, 0.99, 1.15, 19.99, 33.33, 99.995, 115, 2399, 0.1, 7.77, 12.34, 1000.01];
    const created: string[] = [];
    for (let i = 0; i < 130; i++) {
      if (i === 65) expect((await setTax({ pricesIncludeVat: false })).status).toBe(200);
      const price = Math.round(prices[i % prices.length] * 100) / 100;
      const res = await sale(products[i % products.length], 1 + (i % 7), price);
      expect(res.status).toBe(201);
      created.push(res.body.data.id);
    }
    for (const id of created.slice(0, 30)) {
      const res = await t.http
        .put(api(`/sales/${id}`))
        .set(t.bearer(admin))
        .send({ sellingPrice: 49.95, quantity: 3 });
      expect(res.status).toBe(200);
    }
    for (const id of created.slice(100, 120)) expect((await t.http.delete(api(`/sales/${id}`)).set(t.bearer(owner))).status).toBe(200);

    const rows: { number: string; kind: string; xml: string; hash: string; qr: string; previous_hash: string }[] = await t.ds.query(
      `SELECT "number", "kind", "xml", "hash", "qr", "previous_hash" FROM "invoices" WHERE "number" > 1 ORDER BY "number"`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['INVOICE', 'CREDIT_NOTE']));

    // several lines per document: the sales make one line each, so the issuer's own sealing signs multi-line ones too
    const signer = await t.app.get(ZatcaSigningStore).signer(t.ds.manager);
    const multi = Array.from({ length: 12 }, (_, i) => multiLineDocument(i));
    const multiXml = multi.map((d) => seal(d, signer));

    const xmls = [...rows.map((r) => r.xml), ...multiXml.map((s) => s.xml)];
    const xsd = await xsdProblems(xmls);
    const problems: { doc: number; problem: ZatcaProblem }[] = [];
    xmls.forEach((xml, i) => {
      for (const problem of [...xsd[i], ...schematronProblems(xml)]) problems.push({ doc: i, problem });
    });
    expect(problems).toEqual([]);
    // and the rules do bite: the same document without its cac:Signature or with a 4-digit postal code is refused
    const tampered = xmls[0].replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '').replace('<cbc:PostalZone>12345<', '<cbc:PostalZone>1234<');
    expect(schematronProblems(tampered).map((p) => p.id)).toEqual(expect.arrayContaining(['BR-KSA-60', 'BR-KSA-66']));

    // the stored key's public key, the one every signature must verify with
    const [{ private_key_pem }] = await t.ds.query(`SELECT "private_key_pem" FROM "zatca_signing"`);
    const publicKey = createPublicKey(createPrivateKey(private_key_pem));
    const publicDer = publicKey.export({ type: 'spki', format: 'der' });

    // the invoice hash again, from the stored XML, by libxml2's canonicaliser instead of the shop's
    const strip = (x: string) =>
      x
        .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
        .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '')
        .replace(/<cac:AdditionalDocumentReference><cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/, '');
    const canonical = await libxml2Canonical(xmls.map(strip));
    const stored = [...rows.map((r) => ({ xml: r.xml, hash: r.hash, qr: r.qr })), ...multiXml];
    stored.forEach((doc, i) => {
      const hash = createHash('sha256').update(canonical[i], 'utf8').digest('base64');
      expect(hash).toBe(doc.hash);
      expect(/<ds:Reference Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]*)</.exec(doc.xml)?.[1]).toBe(hash);
      const signature = text(doc.xml, 'ds:SignatureValue');
      expect(verify('sha256', Buffer.from(hash, 'base64'), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
      const cert = new X509Certificate(Buffer.from(text(doc.xml, 'ds:X509Certificate'), 'base64'));
      expect(cert.publicKey.export({ type: 'spki', format: 'der' }).equals(publicDer)).toBe(true);

      // the QR in the XML is the stored one, and its nine tags say what the XML says
      const qrInXml = /<cbc:ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain">([^<]*)</.exec(doc.xml)?.[1];
      expect(qrInXml).toBe(doc.qr);
      const tags = readZatcaQrTags(doc.qr);
      expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const tag = (n: number) => tags.get(n)?.toString('utf8');
      expect(tag(1)).toBe(text(doc.xml, 'cbc:RegistrationName'));
      expect(tag(2)).toBe(text(doc.xml, 'cbc:CompanyID'));
      expect(tag(3)).toBe(`${text(doc.xml, 'cbc:IssueDate')}T${text(doc.xml, 'cbc:IssueTime')}Z`);
      expect(tag(4)).toBe(text(doc.xml, 'cbc:TaxInclusiveAmount'));
      expect(tag(5)).toBe(text(doc.xml, 'cbc:TaxAmount'));
      expect(tag(6)).toBe(hash);
      expect(tag(7)).toBe(signature);
      expect(tags.get(8)?.equals(publicDer)).toBe(true);
      // tag 9: the certificate's signature, the BIT STRING that ends the certificate's DER
      const certSignature = tags.get(9) as Buffer;
      expect(certSignature.length).toBeGreaterThan(60);
      expect(cert.raw.subarray(-certSignature.length).equals(certSignature)).toBe(true);
    });

    // the chain: phase 1's invoice unchanged, the first signed document's PIH is its hash, and the whole chain checks
    const [phase1After] = await t.ds.query(`SELECT "xml", "hash" FROM "invoices" WHERE "number" = 1`);
    expect(phase1After).toEqual(phase1Before);
    expect(phase1Before.xml).not.toContain('UBLExtensions');
    expect(rows[0].previous_hash).toBe(phase1Before.hash);
    const check = await t.http.get(api('/invoices/chain-check')).set(t.bearer(admin));
    expect(check.body.data).toMatchObject({ ok: true, checked: rows.length + 1 });
  }, 600_000);

  /** A document of 2–6 lines built as the issuer builds one (the shop's sales make one line each). */
  function multiLineDocument(i: number): InvoiceDocument {
    const include = i % 2 === 0;
    const input = Array.from({ length: 2 + (i % 5) }, (_, j) => ({
      quantity: 1 + ((i + j) % 4),
      unitHalalas: [1, 3, 5, 1999, 239900, 3333][(i + j) % 6],
    }));
    const a = invoiceAmounts(input, 1500, include);
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      number: 100000 + i,
      kind: i % 3 === 2 ? 'CREDIT_NOTE' : 'INVOICE',
      saleId: `multi-${i}`,
      credits: i % 3 === 2 ? { id: '00000000-0000-4000-8000-000000000000', number: 100000 } : null,
      reason: i % 3 === 2 ? 'Sale edited / تعديل عملية البيع' : null,
      issuedAt: new Date(Date.UTC(2026, 4, 1, 10, 0, i)),
      seller: {
        nameAr: VALID_TAX.legalNameAr,
        nameEn: VALID_TAX.legalNameEn,
        vatNumber: VALID_TAX.vatNumber,
        crNumber: VALID_TAX.crNumber,
        buildingNumber: '1234',
        street: 'King Fahd Road',
        district: 'Al Olaya',
        city: 'Riyadh',
        postalCode: '12345',
      },
      rateBp: 1500,
      pricesIncludeVat: include,
      lines: a.lines.map((l, j) => ({ ...l, description: j % 2 ? `قبعة ${j}` : `Cap ${j}` })),
      totals: a.totals,
      previousHash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    };
  }
});
