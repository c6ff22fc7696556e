import { randomUUID } from 'node:crypto';
import { invoiceAmounts } from '../src/invoices/invoice-amounts';
import { FIRST_PREVIOUS_HASH, invoiceNumberText, type InvoiceDocument } from '../src/invoices/invoice-types';
import { xmlHash } from '../src/invoices/invoice-xml';
import { seal } from '../src/invoices/seal';
import { verifyChainCommand } from '../src/invoices/verify-chain.command';
import { StaffApp, type TestApp } from './helpers/test-app';
import { VALID_TAX } from './tax.fixtures';

const COUNT = 10_000;
const BATCH = 1_000;

/**
 * 10,000 documents chained exactly as the service chains them, written with bulk SQL: issuing them through 10,000
 * sales would take minutes and prove nothing more about the check. One document is built by the real XML builder;
 * the others are that XML with their own number, UUID, ICV and previous hash put in (building each with the
 * library costs ~1–5 ms, too slow for 10,000 in a test), then hashed as the service hashes.
 */
async function seedChain(t: TestApp): Promise<void> {
  const amounts = invoiceAmounts([{ quantity: 2, unitHalalas: 11500 }], 1500, true);
  const template: InvoiceDocument = {
    id: '{{UUID}}',
    number: 999_999_999,
    kind: 'INVOICE',
    saleId: 'cseed',
    credits: null,
    reason: null,
    issuedAt: new Date(Date.UTC(2026, 0, 1)),
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
    pricesIncludeVat: true,
    lines: amounts.lines.map((l) => ({ ...l, description: 'Seed cap' })),
    totals: amounts.totals,
    previousHash: '{{PIH}}',
  };
  const sealed = seal(template);
  const xmlFor = (n: number, id: string, pih: string) =>
    sealed.xml
      .replace('<cbc:ID>INV-999999999</cbc:ID>', `<cbc:ID>${invoiceNumberText(n)}</cbc:ID>`)
      .replace('{{UUID}}', id)
      .replace('<cbc:UUID>999999999</cbc:UUID>', `<cbc:UUID>${n}</cbc:UUID>`)
      .replace('{{PIH}}', pih);
  let previous = FIRST_PREVIOUS_HASH;
  for (let from = 1; from <= COUNT; from += BATCH) {
    const rows = [];
    for (let n = from; n < from + BATCH; n++) {
      const id = randomUUID();
      const xml = xmlFor(n, id, previous);
      const hash = xmlHash(xml);
      rows.push({
        id,
        number: n,
        kind: 'INVOICE',
        sale_id: `cseed${n}`,
        issued_at: template.issuedAt.toISOString(),
        seller: template.seller,
        rate_bp: 1500,
        prices_include_vat: true,
        lines: template.lines,
        net_halalas: amounts.totals.netHalalas,
        vat_halalas: amounts.totals.vatHalalas,
        gross_halalas: amounts.totals.grossHalalas,
        qr: sealed.qr,
        xml,
        hash,
        previous_hash: previous,
      });
      previous = hash;
    }
    await t.ds.query(
      `INSERT INTO invoices (id, number, kind, sale_id, issued_at, seller, rate_bp, prices_include_vat, lines, net_halalas, vat_halalas, gross_halalas, qr, xml, hash, previous_hash)
       SELECT id, number, kind, sale_id, issued_at, seller, rate_bp, prices_include_vat, lines, net_halalas, vat_halalas, gross_halalas, qr, xml, hash, previous_hash
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, number bigint, kind varchar, sale_id varchar, issued_at timestamptz, seller jsonb, rate_bp int,
           prices_include_vat boolean, lines jsonb, net_halalas bigint, vat_halalas bigint, gross_halalas bigint, qr text, xml text, hash text, previous_hash text)`,
      [JSON.stringify(rows)],
    );
  }
  await t.ds.query(`UPDATE invoice_sequence SET last_number = $1, last_hash = $2`, [COUNT, previous]);
}

describe('invoice chain check', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, admin: string;
  const check = async () => (await t.http.get(api('/invoices/chain-check')).set(t.bearer(admin))).body.data;

  beforeAll(async () => {
    ({ t, admin } = await staffApp.boot());
    await seedChain(t);
  });
  afterAll(() => t.close());

  it('passes over 10,000 chained invoices', async () => {
    expect(await check()).toEqual({ ok: true, checked: COUNT, firstBroken: null });
  });

  it('the invoices:verify command says the same and exits 0', async () => {
    const said: string[] = [];
    const code = await verifyChainCommand(t.databaseUrl, { log: (l) => said.push(l), error: (l) => said.push(l) });
    expect({ code, said }).toEqual({ code: 0, said: [`Invoice chain intact: ${COUNT} documents checked.`] });
  });

  it('fails naming the invoice whose stored XML was altered (past the trigger that forbids it)', async () => {
    const [victim] = await t.ds.query(`SELECT id FROM invoices WHERE number = 4321`);
    await t.ds.query(`ALTER TABLE invoices DISABLE TRIGGER invoices_never_change`);
    await t.ds.query(`UPDATE invoices SET xml = replace(xml, '<cbc:Name>Seed cap</cbc:Name>', '<cbc:Name>Seed hat</cbc:Name>') WHERE number = 4321`);
    await t.ds.query(`ALTER TABLE invoices ENABLE TRIGGER invoices_never_change`);
    expect(await check()).toEqual({
      ok: false,
      checked: 4320,
      firstBroken: { number: 4321, numberText: 'INV-004321', id: victim.id, problem: 'its stored XML no longer matches its hash' },
    });
  });

  it('the command names the broken invoice too and exits 1', async () => {
    const said: string[] = [];
    expect(await verifyChainCommand(t.databaseUrl, { log: (l) => said.push(l), error: (l) => said.push(l) })).toBe(1);
    expect(said[0]).toMatch(
      /^Invoice chain broken at INV-004321 \(.+\): its stored XML no longer matches its hash\. The 4320 documents before it are intact\.$/,
    );
  });
});
