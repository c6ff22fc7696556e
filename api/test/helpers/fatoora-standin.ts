import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify, X509Certificate } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extension,
  Extensions,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { invoiceHash } from '../../src/invoices/zatca-sign';
import { OID, readCsr } from '../../src/zatca/zatca-csr';

/**
 * A local stand-in of ZATCA's Fatoora reporting API (the real one is out of reach from tests), written from ZATCA's
 * published API documentation: `POST <base>/invoices/reporting/single` with `Accept-Version: V2`, Basic auth of the
 * production CSID's binarySecurityToken and secret, and a JSON body `{ invoiceHash, uuid, invoice }` where invoice is
 * the base64 of the signed XML. It checks the request as ZATCA documents it (headers, the base64 decodes to XML, the
 * body's invoiceHash equals the hash it recomputes from that XML and the signed DigestValue, the uuid is cbc:UUID)
 * and answers 200 REPORTED, 202 REPORTED with warnings, 400 NOT_REPORTED with ZATCA's answer shape, 401 for bad
 * credentials; it can also be told to fail a share of calls with 500, to be down (connections reset), or slow.
 *
 * `received` is its own log of the documents it answered (200, 202 or 400), in arrival order: what a test counts to
 * say "exactly once, in chain order".
 *
 * Onboarding, as ZATCA's developer portal documents it (the certificates come from a CA of the stand-in's own):
 * - `POST <base>/compliance`: headers `OTP` and `Accept-Version: V2`, body `{ csr }` (base64 of the PEM CSR). It
 *   checks the OTP (400 `Invalid-OTP`, `Expired-OTP`, `Missing-OTP`) and the CSR (parses, its signature verifies,
 *   C=SA, the developer portal's template name `TSTZATCA-Code-Signing`, SN `1-…|2-…|3-…`, a 15-digit UID, a 4-digit
 *   title; 400 `Invalid-CSR` otherwise) and answers `{ requestID, dispositionMessage: 'ISSUED', binarySecurityToken,
 *   secret, errors: null }`, the token being base64 of the certificate's base64 DER, issued for the CSR's key.
 * - `POST <base>/compliance/invoices`: Basic auth of the compliance CSID, body `{ invoiceHash, uuid, invoice }`: the
 *   same checks as reporting, plus: the document is signed with the compliance certificate and the signature
 *   verifies over the hash. Answers 200 PASS / WARNING (`complianceMode`) or 400 ERROR for the type codes in
 *   `rejectTypeCodes`, with `reportingStatus` as for a simplified document.
 * - `POST <base>/production/csids`: Basic auth of the compliance CSID, body `{ compliance_request_id }`; issues the
 *   production CSID once a simplified invoice (388), credit note (381) and debit note (383) passed, 400 otherwise.
 * - `PATCH <base>/production/csids`: renewal: Basic auth of the production CSID, `OTP`, body `{ csr }`.
 * Issuing a production CSID makes it the `credentials` reporting accepts; reporting then also requires the
 * document to be signed with a production certificate it issued.
 */
export type StandinMode = 'accept' | 'warn' | 'reject' | 'error5xx' | 'down';

export interface StandinReceipt {
  uuid: string;
  invoiceHash: string;
  status: number;
}

export interface FatooraStandin {
  /** The base address to configure (the stand-in's `/e-invoicing/developer-portal`). */
  baseUrl: string;
  mode: StandinMode;
  /** Share of calls (0..1) answered 500 before being looked at, on top of the mode. */
  failureRate: number;
  /** Answer after this many milliseconds (slow). */
  delayMs: number;
  /** Documents (by uuid) to reject with an error message, whatever the mode. */
  rejectUuids: Set<string>;
  /** The credentials it accepts: the production CSID's token and secret. */
  credentials: { token: string; secret: string };
  received: StandinReceipt[];
  /** Calls refused while down or failed on purpose (500), for tests that wait for an outage to be felt. */
  failedCalls: number;
  /** The OTP the Fatoora portal "gave" (accepted); `expiredOtps` answer Expired-OTP; anything else Invalid-OTP. */
  otp: string;
  expiredOtps: Set<string>;
  /** How compliance invoices are answered: PASS, or WARNING with a warning message. */
  complianceMode: 'accept' | 'warn';
  /** Invoice type codes (388, 381, 383) the compliance checks reject with an error message. */
  rejectTypeCodes: Set<string>;
  /** Onboarding calls answered, in arrival order: what the tests read the CSR, OTP and documents from. */
  onboarding: OnboardingReceipt[];
  /** The certificates it issued as production CSIDs, base64 DER, oldest first (the last one is current). */
  productionCertificates: string[];
  close(): Promise<void>;
}

export interface OnboardingReceipt {
  call: 'compliance' | 'compliance-invoice' | 'production' | 'renewal';
  status: number;
  otp?: string;
  /** The CSR as received (base64 of the PEM). */
  csr?: string;
  /** A compliance invoice: its type code, uuid and XML. */
  typeCode?: string;
  uuid?: string;
  xml?: string;
}

const BASE_PATH = '/e-invoicing/developer-portal';

const messages = (type: string, code: string, category: string, message: string) => [{ type, code, category, message, status: type }];

export async function startFatooraStandin(opts: Partial<Pick<FatooraStandin, 'mode' | 'failureRate' | 'delayMs'>> = {}): Promise<FatooraStandin> {
  const state: Omit<FatooraStandin, 'baseUrl' | 'close'> = {
    mode: opts.mode ?? 'accept',
    failureRate: opts.failureRate ?? 0,
    delayMs: opts.delayMs ?? 0,
    rejectUuids: new Set(),
    credentials: { token: Buffer.from('standin-production-csid').toString('base64'), secret: 'standin-secret' },
    received: [],
    failedCalls: 0,
    otp: '123345',
    expiredOtps: new Set(),
    complianceMode: 'accept',
    rejectTypeCodes: new Set(),
    onboarding: [],
    productionCertificates: [],
  };
  const ca = standinCa();
  /** Compliance CSIDs by token: their secret, request id, certificate, CSR key and the type codes that passed. */
  const compliance = new Map<string, { secret: string; requestId: number; certificate: string; csrPem: string; passed: Set<string> }>();

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const report = (req: http.IncomingMessage, raw: string, res: http.ServerResponse) => {
    if (req.headers['accept-version'] !== 'V2') return answer(res, 400, { message: 'Accept-Version header must be V2' });
    const expected = `Basic ${Buffer.from(`${state.credentials.token}:${state.credentials.secret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return answer(res, 401, { message: 'Unauthorized' });
    let body: { invoiceHash?: unknown; uuid?: unknown; invoice?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(res, 400, { message: 'The body is not JSON' });
    }
    const fail = (code: string, message: string, uuid = '') => {
      state.received.push({ uuid: String(body.uuid ?? uuid), invoiceHash: String(body.invoiceHash ?? ''), status: 400 });
      return answer(res, 400, {
        validationResults: {
          status: 'ERROR',
          infoMessages: [],
          warningMessages: [],
          errorMessages: messages('ERROR', code, 'INVOICE_ERRORS', message),
        },
        reportingStatus: 'NOT_REPORTED',
      });
    };
    if (typeof body.invoiceHash !== 'string' || typeof body.uuid !== 'string' || typeof body.invoice !== 'string')
      return fail('invalid-request', 'invoiceHash, uuid and invoice are required');
    const xml = Buffer.from(body.invoice, 'base64').toString('utf8');
    if (!xml.includes('<Invoice') || Buffer.from(xml, 'utf8').toString('base64') !== body.invoice)
      return fail('invalid-invoice', 'invoice is not the base64 of an XML invoice');
    const uuid = /<cbc:UUID>([^<]+)<\/cbc:UUID>/.exec(xml)?.[1];
    if (uuid !== body.uuid) return fail('invalid-uuid', `uuid ${body.uuid} is not the invoice's cbc:UUID ${uuid}`);
    const signed = /Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]+)<\/ds:DigestValue>/.exec(xml)?.[1];
    if (!signed) return fail('signature', 'the invoice carries no signed invoice hash');
    const recomputed = invoiceHash(xml);
    if (body.invoiceHash !== signed || body.invoiceHash !== recomputed) return fail('invoiceHash', "invoiceHash does not match the invoice's hash");
    // once it has issued production CSIDs, a reported document must be signed with one of them
    if (state.productionCertificates.length && !state.productionCertificates.includes(signingCertificate(xml) ?? ''))
      return fail('certificate', 'The invoice is not signed with a production CSID issued to this unit.');
    if (state.rejectUuids.has(body.uuid) || state.mode === 'reject')
      return fail('BR-KSA-37', 'The seller address building number must contain 4 digits.');
    const warn = state.mode === 'warn';
    state.received.push({ uuid: body.uuid, invoiceHash: body.invoiceHash, status: warn ? 202 : 200 });
    answer(res, warn ? 202 : 200, {
      validationResults: {
        status: warn ? 'WARNING' : 'PASS',
        infoMessages: messages('INFO', 'XSD_ZATCA_VALID', 'XSD validation', 'Complied with UBL 2.1 standards in line with ZATCA specifications'),
        warningMessages: warn ? messages('WARNING', 'BR-KSA-08', 'KSA', 'The seller identification should be present.') : [],
        errorMessages: [],
      },
      reportingStatus: 'REPORTED',
    });
  };

  const basic = (req: http.IncomingMessage): { token: string; secret: string } | null => {
    const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (!m) return null;
    const text = Buffer.from(m[1], 'base64').toString('utf8');
    const at = text.indexOf(':');
    return at < 0 ? null : { token: text.slice(0, at), secret: text.slice(at + 1) };
  };
  const parse = (raw: string): Record<string, unknown> | null => {
    try {
      const v = JSON.parse(raw);
      return v && typeof v === 'object' ? v : null;
    } catch {
      return null;
    }
  };
  const errors = (code: string, message: string) => ({ errors: [{ code, message }] });

  /** The OTP header as ZATCA checks it; an answer when it is refused. */
  const otpRefusal = (req: http.IncomingMessage) => {
    const otp = req.headers.otp;
    if (typeof otp !== 'string' || !otp) return { code: 'Missing-OTP', message: 'OTP is required' };
    if (state.expiredOtps.has(otp)) return { code: 'Expired-OTP', message: 'The provided OTP has expired' };
    if (otp !== state.otp) return { code: 'Invalid-OTP', message: 'The provided OTP is invalid' };
    return null;
  };

  /** A CSR as the developer portal's CA takes it; a refusal message when it is not. */
  const csrRefusal = (csr: unknown): { pem: string; read: ReturnType<typeof readCsr> } | string => {
    if (typeof csr !== 'string' || !/^[A-Za-z0-9+/=]+$/.test(csr)) return 'csr must be the base64 of a PEM certificate request';
    const pem = Buffer.from(csr, 'base64').toString('utf8');
    let read: ReturnType<typeof readCsr>;
    try {
      read = readCsr(pem);
    } catch {
      return 'csr must be the base64 of a PEM certificate request';
    }
    const alt = new Map(read.altName);
    const subject = new Map(read.subject);
    if (!read.signatureValid) return 'The CSR signature does not verify';
    if (read.signatureAlgorithm !== OID.ecdsaWithSha256) return 'The CSR must be signed with ecdsa-with-SHA256';
    if (!createPublicKey({ key: read.publicKeyDer, format: 'der', type: 'spki' }).asymmetricKeyDetails?.namedCurve?.includes('secp256k1'))
      return 'The CSR key must be on secp256k1';
    if (subject.get(OID.country) !== 'SA' || !subject.get(OID.commonName) || !subject.get(OID.organization) || !subject.get(OID.organizationUnit))
      return 'The CSR subject needs C=SA, OU, O and CN';
    if (read.certificateTemplateName !== 'TSTZATCA-Code-Signing')
      return `certificate template name ${read.certificateTemplateName} is not TSTZATCA-Code-Signing`;
    if (!/^1-[^|]+\|2-[^|]+\|3-[^|]+$/.test(alt.get(OID.surname) ?? '')) return 'SN must be 1-<solution>|2-<model>|3-<serial>';
    if (!/^3\d{13}3$/.test(alt.get(OID.uid) ?? '')) return 'UID must be the 15-digit VAT number';
    if (!/^[01]{4}$/.test(alt.get(OID.title) ?? '')) return 'title must be 4 digits of 0 and 1 (the invoice types)';
    if (!alt.get(OID.registeredAddress) || !alt.get(OID.businessCategory)) return 'registeredAddress and businessCategory are required';
    return { pem, read };
  };

  const csid = (certificate: string, requestId: number) => ({
    requestID: requestId,
    tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
    dispositionMessage: 'ISSUED',
    binarySecurityToken: Buffer.from(certificate, 'utf8').toString('base64'),
    secret: randomBytes(24).toString('base64'),
    errors: null,
  });

  const complianceCsid = (req: http.IncomingMessage, raw: string, res: http.ServerResponse) => {
    const body = parse(raw);
    const otp = otpRefusal(req);
    const reply = (status: number, answered: unknown) => {
      state.onboarding.push({ call: 'compliance', status, otp: String(req.headers.otp ?? ''), csr: String(body?.csr ?? '') });
      answer(res, status, answered);
    };
    if (otp) return reply(400, errors(otp.code, otp.message));
    const csr = csrRefusal(body?.csr);
    if (typeof csr === 'string') return reply(400, errors('Invalid-CSR', csr));
    const requestId = Date.now() + compliance.size;
    const issued = csid(ca.issue(csr.read), requestId);
    compliance.set(issued.binarySecurityToken, { secret: issued.secret, requestId, certificate: ca.last, csrPem: csr.pem, passed: new Set() });
    reply(200, issued);
  };

  const complianceInvoice = (req: http.IncomingMessage, raw: string, res: http.ServerResponse) => {
    const who = basic(req);
    const unit = who ? compliance.get(who.token) : undefined;
    if (!who || !unit || unit.secret !== who.secret) return answer(res, 401, { message: 'Unauthorized' });
    const body = parse(raw) ?? {};
    const xml = typeof body.invoice === 'string' ? Buffer.from(body.invoice, 'base64').toString('utf8') : '';
    const typeCode = /<cbc:InvoiceTypeCode name="(\d{7})">(\d{3})<\/cbc:InvoiceTypeCode>/.exec(xml);
    const results = (status: 'PASS' | 'WARNING' | 'ERROR', errorMessages: unknown[], warningMessages: unknown[] = []) => ({
      validationResults: {
        infoMessages: messages('INFO', 'XSD_ZATCA_VALID', 'XSD validation', 'Complied with UBL 2.1 standards in line with ZATCA specifications'),
        warningMessages,
        errorMessages,
        status,
      },
      reportingStatus: status === 'ERROR' ? 'NOT_REPORTED' : 'REPORTED',
      clearanceStatus: null,
      qrSellertStatus: null,
      qrBuyertStatus: null,
    });
    const refuse = (code: string, message: string) => {
      state.onboarding.push({ call: 'compliance-invoice', status: 400, typeCode: typeCode?.[2], uuid: String(body.uuid ?? ''), xml });
      return answer(res, 400, results('ERROR', messages('ERROR', code, 'INVOICE_ERRORS', message)));
    };
    if (typeof body.invoiceHash !== 'string' || typeof body.uuid !== 'string' || !xml.includes('<Invoice'))
      return refuse('invalid-request', 'invoiceHash, uuid and invoice are required');
    if (/<cbc:UUID>([^<]+)<\/cbc:UUID>/.exec(xml)?.[1] !== body.uuid) return refuse('invalid-uuid', "uuid is not the invoice's cbc:UUID");
    const signed = /Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]+)<\/ds:DigestValue>/.exec(xml)?.[1];
    if (body.invoiceHash !== signed || body.invoiceHash !== invoiceHash(xml))
      return refuse('invoiceHash', "invoiceHash does not match the invoice's hash");
    if (signingCertificate(xml) !== unit.certificate) return refuse('certificate', 'The invoice is not signed with the compliance CSID.');
    const signature = /<ds:SignatureValue>([^<]+)<\/ds:SignatureValue>/.exec(xml)?.[1] ?? '';
    const publicKey = new X509Certificate(Buffer.from(unit.certificate, 'base64')).publicKey;
    if (!verify('sha256', Buffer.from(body.invoiceHash, 'base64'), publicKey, Buffer.from(signature, 'base64')))
      return refuse('signature', 'The invoice signature does not verify with the certificate.');
    if (!typeCode || !typeCode[1].startsWith('02')) return refuse('invoiceTypeCode', 'Only simplified documents (name 02…) are onboarded here.');
    if (state.rejectTypeCodes.has(typeCode[2]))
      return refuse('BR-KSA-F-06-C2', "The seller's registered address must have a 4-digit building number.");
    unit.passed.add(typeCode[2]);
    const warn = state.complianceMode === 'warn';
    state.onboarding.push({ call: 'compliance-invoice', status: 200, typeCode: typeCode[2], uuid: body.uuid, xml });
    answer(
      res,
      200,
      results(warn ? 'WARNING' : 'PASS', [], warn ? messages('WARNING', 'BR-KSA-08', 'KSA', 'The seller identification should be present.') : []),
    );
  };

  const productionCsid = (req: http.IncomingMessage, raw: string, res: http.ServerResponse) => {
    const who = basic(req);
    const unit = who ? compliance.get(who.token) : undefined;
    if (!who || !unit || unit.secret !== who.secret) return answer(res, 401, { message: 'Unauthorized' });
    const body = parse(raw) ?? {};
    const reply = (status: number, answered: unknown) => {
      state.onboarding.push({ call: 'production', status });
      answer(res, status, answered);
    };
    if (String(body.compliance_request_id) !== String(unit.requestId))
      return reply(400, errors('Invalid-Request-ID', "compliance_request_id is not this CSID's request"));
    const missing = ['388', '381', '383'].filter((c) => !unit.passed.has(c));
    if (missing.length) return reply(400, errors('Missing-Compliance-Steps', `compliance checks not passed for type codes ${missing.join(', ')}`));
    const issued = csid(ca.issue(readCsr(unit.csrPem)), unit.requestId + 1);
    state.productionCertificates.push(ca.last);
    state.credentials = { token: issued.binarySecurityToken, secret: issued.secret };
    reply(200, issued);
  };

  const renewal = (req: http.IncomingMessage, raw: string, res: http.ServerResponse) => {
    const who = basic(req);
    if (!who || who.token !== state.credentials.token || who.secret !== state.credentials.secret)
      return answer(res, 401, { message: 'Unauthorized' });
    const body = parse(raw);
    const reply = (status: number, answered: unknown) => {
      state.onboarding.push({ call: 'renewal', status, otp: String(req.headers.otp ?? ''), csr: String(body?.csr ?? '') });
      answer(res, status, answered);
    };
    const otp = otpRefusal(req);
    if (otp) return reply(400, errors(otp.code, otp.message));
    const csr = csrRefusal(body?.csr);
    if (typeof csr === 'string') return reply(400, errors('Invalid-CSR', csr));
    const issued = csid(ca.issue(csr.read), Date.now());
    state.productionCertificates.push(ca.last);
    state.credentials = { token: issued.binarySecurityToken, secret: issued.secret };
    reply(200, issued);
  };

  const server = http.createServer((req, res) => {
    if (state.mode === 'down') {
      state.failedCalls++;
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const handle = () => {
        if (state.mode === 'error5xx' || Math.random() < state.failureRate) {
          state.failedCalls++;
          return answer(res, 500, { message: 'Internal Server Error' });
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        if (req.method === 'POST' && req.url === `${BASE_PATH}/invoices/reporting/single`) return report(req, raw, res);
        if (req.url?.startsWith(BASE_PATH) && req.headers['accept-version'] !== 'V2')
          return answer(res, 400, { message: 'Accept-Version header must be V2' });
        if (req.method === 'POST' && req.url === `${BASE_PATH}/compliance`) return complianceCsid(req, raw, res);
        if (req.method === 'POST' && req.url === `${BASE_PATH}/compliance/invoices`) return complianceInvoice(req, raw, res);
        if (req.method === 'POST' && req.url === `${BASE_PATH}/production/csids`) return productionCsid(req, raw, res);
        if (req.method === 'PATCH' && req.url === `${BASE_PATH}/production/csids`) return renewal(req, raw, res);
        answer(res, 404, { message: 'Not found' });
      };
      if (state.delayMs > 0) setTimeout(handle, state.delayMs);
      else handle();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}${BASE_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FatooraStandin;
}

/** The ds:X509Certificate a signed document carries (base64 DER), or null. */
const signingCertificate = (xml: string): string | null => /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)?.[1] ?? null;

/**
 * The stand-in's certificate authority: a secp256k1 key and a name, issuing certificates for a CSR's key and subject,
 * with the CSR's subjectAltName (ZATCA's CA copies the unit's fields into the CSID the same way).
 */
function standinCa() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const rdn = (type: string, text: string) =>
    new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: text }) })]);
  const issuer = new Name([rdn(OID.country, 'SA'), rdn(OID.organization, 'Fatoora stand-in'), rdn(OID.commonName, 'Fatoora stand-in SubCA-1')]);
  const algorithm = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });
  const ab = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;
  const ca = {
    /** base64 DER of the certificate issued last. */
    last: '',
    issue(csr: ReturnType<typeof readCsr>): string {
      const serial = randomBytes(16);
      serial[0] &= 0x7f;
      const now = Date.now();
      const tbs = new TBSCertificate({
        version: Version.v3,
        serialNumber: ab(serial),
        signature: algorithm,
        issuer,
        subject: csr.subjectName,
        validity: new Validity({ notBefore: new Date(now - 60_000), notAfter: new Date(now + 2 * 365 * 86400_000) }),
        subjectPublicKeyInfo: AsnConvert.parse(csr.publicKeyDer, SubjectPublicKeyInfo),
        extensions: csr.altNameExtension
          ? new Extensions([new Extension({ extnID: OID.subjectAltName, extnValue: new OctetString(csr.altNameExtension) })])
          : undefined,
      });
      const tbsDer = Buffer.from(AsnConvert.serialize(tbs));
      const der = Buffer.from(
        AsnConvert.serialize(
          new Certificate({ tbsCertificate: tbs, signatureAlgorithm: algorithm, signatureValue: ab(sign('sha256', tbsDer, privateKey)) }),
        ),
      );
      ca.last = der.toString('base64');
      return ca.last;
    },
  };
  return ca;
}
