import { createPrivateKey, createPublicKey } from 'node:crypto';
import { bootTestApp, apiPath as api, type TestApp } from './helpers/test-app';
import { type FatooraStandin, startFatooraStandin } from './helpers/fatoora-standin';
import { insertCategory, insertProduct } from './sales.fixtures';
import { VALID_TAX } from './tax.fixtures';
import { schematronProblems, xsdProblems } from './zatca/zatca-validate';
import { OID, readCsr } from '../src/zatca/zatca-csr';
import { ZATCA_MESSAGES as M } from '../src/zatca/zatca.messages';

/**
 * Issue 44, item 3: onboarding against the Fatoora stand-in, from the OTP to the production CSID, as the owner does it
 * in Settings → Tax → ZATCA: environment; OTP → compliance CSID (a CSR with ZATCA's fields from the shop's key); the
 * compliance checks of a sample simplified invoice, credit note and debit note; the production CSID, which then signs
 * every sale and reports it; renewal with a new OTP keeps the key and the chain. Each failure keeps its state and
 * ZATCA's answer and says what to fix.
 */
const ENV = { ZATCA_REPORT_POLL_MS: '40', ZATCA_RETRY_BASE_MS: '10', ZATCA_RETRY_MAX_MS: '150', ZATCA_HTTP_TIMEOUT_MS: '10000' };

/** Waits for an outcome (not for a time): checks again whenever the event loop is free, until the test's timeout. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 25));
}

const onboarding = (path = '') => api(`/zatca/onboarding${path}`);
const UNIT = { otp: '123345', branchName: 'Riyadh Branch', businessCategory: 'Retail of clothing and caps' };

describe('ZATCA onboarding against the Fatoora stand-in', () => {
  let standin: FatooraStandin;
  let t: TestApp;
  let owner: string, admin: string, product: string;
  /** Every answer the owner got, to prove no token or secret ever left the API. */
  const answers: string[] = [];
  const call = async (method: 'get' | 'put' | 'post', path: string, body?: object) => {
    const req = t.http[method](path).set(t.bearer(owner));
    const res = body ? await req.send(body) : await req;
    answers.push(JSON.stringify(res.body));
    return res;
  };
  const sale = (price: number) =>
    t.http
      .post(api('/sales'))
      .set(t.bearer(admin))
      .send({ productId: product, saleDate: '2026-05-01', originalPrice: 1, sellingPrice: price, quantity: 1, size: null });
  const lastInvoice = async () =>
    (await t.ds.query(`SELECT "id", "number", "xml", "hash", "previous_hash" FROM "invoices" ORDER BY "number" DESC LIMIT 1`))[0] as {
      id: string;
      number: string;
      xml: string;
      hash: string;
      previous_hash: string;
    };
  const signingCertificate = (xml: string) => /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)?.[1];
  const reportState = async (id: string) =>
    ((await t.ds.query(`SELECT "state" FROM "zatca_reports" WHERE "invoice_id" = $1`, [id]))[0] as { state: string } | undefined)?.state;

  beforeAll(async () => {
    standin = await startFatooraStandin();
    t = await bootTestApp({ ...ENV, ZATCA_BASE_URL_DEVELOPER_PORTAL: standin.baseUrl });
    owner = await t.tokenFor('OWNER');
    admin = await t.tokenFor('ADMIN');
    product = await insertProduct(t.ds, await insertCategory(t.ds), { name: 'Lakers 1987 Snapback', brand: 'Retro' });
  });
  afterAll(async () => {
    await t?.close();
    await standin?.close();
  });

  it('starts with nothing done; owner only; the environment comes first; bad input is refused with its message', async () => {
    const start = await call('get', onboarding());
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({ environment: null, onboarded: false, unit: null });
    for (const step of ['complianceCsid', 'complianceChecks', 'productionCsid', 'renewal']) expect(start.body.data.steps[step].state).toBe('TODO');
    expect((await t.http.get(onboarding()).set(t.bearer(admin))).status).toBe(403);

    const early = await call('post', onboarding('/compliance-csid'), UNIT);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.chooseEnvironment);

    const badEnv = await call('put', onboarding('/environment'), { environment: 'MARS' });
    expect(badEnv.status).toBe(400);
    expect(badEnv.body.message).toContain('environment must be DEVELOPER_PORTAL, SIMULATION or PRODUCTION');
    expect((await call('put', onboarding('/environment'), { environment: 'DEVELOPER_PORTAL' })).body.data.environment).toBe('DEVELOPER_PORTAL');

    for (const otp of ['12345', '12a456', 123345, '']) {
      const res = await call('post', onboarding('/compliance-csid'), { ...UNIT, otp });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('otp must be the six digits from the Fatoora portal');
    }
    const noBranch = await call('post', onboarding('/compliance-csid'), { ...UNIT, branchName: ' ' });
    expect(noBranch.status).toBe(400);
    // hostile shapes get their field's message, never a 5xx
    const shapes: unknown[] = [
      [],
      'x',
      7,
      { otp: {} },
      { otp: ['123345'] },
      { ...UNIT, branchName: 'b'.repeat(101) },
      { ...UNIT, businessCategory: null },
    ];
    for (const [path, method] of [
      ['/compliance-csid', 'post'],
      ['/renewal', 'post'],
      ['/environment', 'put'],
    ] as const)
      for (const body of [...shapes, { environment: ['SIMULATION'] }, { environment: null }]) {
        const res = await t.http[method](onboarding(path)).set(t.bearer(owner)).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect([path, JSON.stringify(body).slice(0, 40), res.status]).toEqual([path, JSON.stringify(body).slice(0, 40), 400]);
      }

    // the seller's details go into the CSR: missing ones are named before Fatoora is called
    const calls = standin.onboarding.length;
    const noSeller = await call('post', onboarding('/compliance-csid'), UNIT);
    expect(noSeller.status).toBe(409);
    expect(noSeller.body.message).toMatch(
      /fill in street, building number, district, city, postal code, VAT number, Arabic legal name in Settings → Tax/,
    );
    expect(standin.onboarding.length).toBe(calls);
    expect((await call('put', api('/settings'), VALID_TAX)).status).toBe(200);
  });

  it('a bad OTP, an expired OTP and Fatoora down each fail with what to fix, and the state is kept', async () => {
    const bad = await call('post', onboarding('/compliance-csid'), { ...UNIT, otp: '999999' });
    expect(bad.status).toBe(409);
    expect(bad.body.message).toBe(`${M.badOtp} — Invalid-OTP: The provided OTP is invalid`);
    const shown = (await call('get', onboarding())).body.data.steps.complianceCsid;
    expect(shown).toMatchObject({ state: 'FAILED', httpStatus: 400, messages: ['Invalid-OTP: The provided OTP is invalid'], fix: M.badOtp });

    standin.expiredOtps.add('654321');
    const expired = await call('post', onboarding('/compliance-csid'), { ...UNIT, otp: '654321' });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(`${M.expiredOtp} — Expired-OTP: The provided OTP has expired`);

    standin.mode = 'error5xx';
    const down = await call('post', onboarding('/compliance-csid'), UNIT);
    standin.mode = 'accept';
    expect(down.status).toBe(409);
    expect(down.body.message).toContain(M.fatooraDown(500));
    expect((await call('get', onboarding())).body.data.steps.complianceCsid).toMatchObject({
      state: 'FAILED',
      httpStatus: 500,
      fix: M.fatooraDown(500),
    });
    expect((await t.ds.query(`SELECT "compliance_token" FROM "zatca_onboarding"`))[0].compliance_token).toBeNull();
  });

  it("the OTP gets the compliance CSID for a CSR carrying ZATCA's fields, made from the shop's signing key", async () => {
    const res = await call('post', onboarding('/compliance-csid'), UNIT);
    expect(res.status).toBe(201);
    expect(res.body.data.steps.complianceCsid).toMatchObject({ state: 'DONE', httpStatus: 200, fix: null });
    expect(res.body.data.unit).toMatchObject({ branchName: 'Riyadh Branch', businessCategory: 'Retail of clothing and caps' });

    const sent = standin.onboarding.filter((c) => c.call === 'compliance' && c.status === 200);
    expect(sent).toHaveLength(1);
    expect(sent[0].otp).toBe('123345');
    const csr = readCsr(sent[0].csr as string);
    const serial = res.body.data.unit.serialNumber as string;
    expect(serial).toMatch(/^1-RetroCapShop\|2-api-1\|3-[0-9a-f-]{36}$/);
    expect(csr.subject).toEqual([
      [OID.country, 'SA'],
      [OID.organizationUnit, 'Riyadh Branch'],
      [OID.organization, VALID_TAX.legalNameEn],
      [OID.commonName, `RetroCapShop-${serial.slice(-36, -28)}-${VALID_TAX.vatNumber}`],
    ]);
    expect(csr.altName).toEqual([
      [OID.surname, serial],
      [OID.uid, VALID_TAX.vatNumber],
      [OID.title, '0100'],
      [OID.registeredAddress, '1234 King Fahd Road, Al Olaya, Riyadh 12345'],
      [OID.businessCategory, 'Retail of clothing and caps'],
    ]);
    expect(csr.certificateTemplateName).toBe('TSTZATCA-Code-Signing');
    expect(csr.signatureValid).toBe(true);
    const [key] = await t.ds.query(`SELECT "private_key_pem" FROM "zatca_signing"`);
    const own = createPublicKey(createPrivateKey(key.private_key_pem)).export({ type: 'spki', format: 'der' });
    expect(csr.publicKeyDer.equals(own)).toBe(true);

    const early = await call('post', onboarding('/production-csid'));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.needsChecks);
  });

  it("a rejected compliance check shows ZATCA's message; run again it passes with the three samples valid by ZATCA's rules", async () => {
    standin.rejectTypeCodes.add('383');
    const rejected = await call('post', onboarding('/compliance-checks'));
    expect(rejected.status).toBe(409);
    expect(rejected.body.message).toBe(
      `${M.samplesRejected(['debit note'])} — DEBIT_NOTE: BR-KSA-F-06-C2: The seller's registered address must have a 4-digit building number.`,
    );
    const shown = (await call('get', onboarding())).body.data.steps.complianceChecks;
    expect(shown.state).toBe('FAILED');
    expect(shown.documents).toEqual([
      { kind: 'INVOICE', status: 'PASS', messages: [] },
      { kind: 'CREDIT_NOTE', status: 'PASS', messages: [] },
      { kind: 'DEBIT_NOTE', status: 'ERROR', messages: ["BR-KSA-F-06-C2: The seller's registered address must have a 4-digit building number."] },
    ]);
    expect((await call('post', onboarding('/production-csid'))).status).toBe(409);

    standin.rejectTypeCodes.clear();
    const before = standin.onboarding.length;
    const passed = await call('post', onboarding('/compliance-checks'));
    expect(passed.status).toBe(201);
    expect(passed.body.data.steps.complianceChecks.state).toBe('DONE');
    expect(passed.body.data.steps.complianceChecks.documents.map((d: { status: string }) => d.status)).toEqual(['PASS', 'PASS', 'PASS']);

    // the samples as ZATCA received them: an invoice, a credit note and a debit note, valid by ZATCA's own rules
    const samples = standin.onboarding.slice(before);
    expect(samples.map((s) => [s.call, s.status, s.typeCode])).toEqual([
      ['compliance-invoice', 200, '388'],
      ['compliance-invoice', 200, '381'],
      ['compliance-invoice', 200, '383'],
    ]);
    const xmls = samples.map((s) => s.xml as string);
    const xsd = await xsdProblems(xmls);
    xmls.forEach((xml, i) => expect([...xsd[i], ...schematronProblems(xml)]).toEqual([]));
  });

  it('the production CSID signs the next sale, which is reported; no answer ever carried a token or secret', async () => {
    const res = await call('post', onboarding('/production-csid'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ onboarded: true, steps: { productionCsid: { state: 'DONE', httpStatus: 200 } } });
    expect(res.body.data.certificate).toMatchObject({ kind: 'PRODUCTION_CSID', issuer: expect.stringContaining('Fatoora stand-in SubCA-1') });
    expect(standin.productionCertificates).toHaveLength(1);

    expect(res.body.data.phase2).toBe(false);
    expect((await call('put', api('/invoices/zatca-phase2'), { on: true })).status).toBe(200);
    expect((await call('get', onboarding())).body.data.phase2).toBe(true);
    expect((await sale(149)).status).toBe(201);
    const invoice = await lastInvoice();
    expect(signingCertificate(invoice.xml)).toBe(standin.productionCertificates[0]);
    await until(async () => (await reportState(invoice.id)) === 'REPORTED');
    expect(standin.received.filter((r) => r.uuid === invoice.id)).toEqual([{ uuid: invoice.id, invoiceHash: invoice.hash, status: 200 }]);

    const [secrets] = await t.ds.query(
      `SELECT "compliance_token", "compliance_secret", "production_token", "production_secret" FROM "zatca_onboarding"`,
    );
    const [key] = await t.ds.query(`SELECT "private_key_pem" FROM "zatca_signing"`);
    for (const secret of [...Object.values(secrets), key.private_key_pem.split('\n')[1]]) {
      expect(typeof secret).toBe('string');
      for (const a of answers) expect(a).not.toContain(secret);
    }
  });

  it('renewal: a bad OTP is refused; a new OTP replaces the certificate, the key stays, the chain runs on and sales are reported', async () => {
    const bad = await call('post', onboarding('/renewal'), { otp: '000000' });
    expect(bad.status).toBe(409);
    expect(bad.body.message).toBe(`${M.badOtp} — Invalid-OTP: The provided OTP is invalid`);
    expect((await call('get', onboarding())).body.data.steps.renewal).toMatchObject({ state: 'FAILED', fix: M.badOtp });

    const previous = await lastInvoice();
    const renewed = await call('post', onboarding('/renewal'), { otp: '123345' });
    // with the answer's body and what the stand-in was asked, so a refusal says what was refused (a clean-clone run
    // once answered 409 here under load; not reproduced alone or in its group)
    expect({ status: renewed.status, body: renewed.body, asked: standin.onboarding.slice(-2) }).toMatchObject({ status: 201 });
    expect(renewed.body.data.steps.renewal).toMatchObject({ state: 'DONE', httpStatus: 200 });
    expect(standin.productionCertificates).toHaveLength(2);
    const csr = readCsr(standin.onboarding.filter((c) => c.call === 'renewal' && c.status === 200)[0].csr as string);
    expect(new Map(csr.altName).get(OID.surname)).toBe(renewed.body.data.unit.serialNumber);

    expect((await sale(159)).status).toBe(201);
    const next = await lastInvoice();
    expect(signingCertificate(next.xml)).toBe(standin.productionCertificates[1]);
    expect(Number(next.number)).toBe(Number(previous.number) + 1);
    expect(next.previous_hash).toBe(previous.hash);
    await until(async () => (await reportState(next.id)) === 'REPORTED');
    const chain = await t.http.get(api('/invoices/chain-check')).set(t.bearer(admin));
    expect(chain.status).toBe(200);
    expect(chain.body.data.ok).toBe(true);
  });
});
