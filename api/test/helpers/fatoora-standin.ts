import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { invoiceHash } from '../../src/invoices/zatca-sign';

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
  close(): Promise<void>;
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
  };

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
        if (req.method === 'POST' && req.url === `${BASE_PATH}/invoices/reporting/single`)
          return report(req, Buffer.concat(chunks).toString('utf8'), res);
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
