/**
 * What ZATCA phase 2 adds to recording a sale: POST /sales with VAT on, phase 1 (invoice hashed as bytes) against
 * phase 2 (the same invoice hashed in canonical form, signed, its XAdES signature and nine-tag QR written), in
 * alternating blocks so both see the same machine load; and, in this process, seal() alone with and without the signer.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/zatca-phase2.js [--sales 300] [--write-docs]
 *
 * PostgreSQL: an embedded one in a temporary folder (or BENCH_DATABASE_URL). One staff member records sales one after
 * another (the shop's usual pace), so each figure is one sale's own time, not a queue's.
 */
import { invoiceAmounts } from '../src/invoices/invoice-amounts';
import { FIRST_PREVIOUS_HASH, type InvoiceDocument } from '../src/invoices/invoice-types';
import { seal } from '../src/invoices/seal';
import { selfSignedCredentials, signerFrom } from '../src/invoices/zatca-sign';
import { numberArg as arg, startBenchApi, writeDocsSection } from './bench-api';
import { seedBenchCatalog } from './bench-catalog';
import { machineFacts, percentile } from './report';

const HEADING = 'ZATCA phase 2: what signing adds to recording a sale';
const SALES = arg('sales', 300);
const BLOCK = 25;
const WRITE_DOCS = process.argv.includes('--write-docs');
const TARGET_ADDED_P95_MS = 20;

const sorted = (ms: number[]) => [...ms].sort((a, b) => a - b);
const fmt = (n: number) => n.toFixed(1);

/** seal() alone, with and without the signer, alternating, on a typical one-line document. */
function sealOnly(n: number): { phase1: number[]; phase2: number[] } {
  const c = selfSignedCredentials();
  const signer = signerFrom(c.privateKeyPem, c.certificatePem);
  const a = invoiceAmounts([{ quantity: 2, unitHalalas: 11500 }], 1500, true);
  const doc = (i: number): InvoiceDocument => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    number: i + 1,
    kind: 'INVOICE',
    saleId: `s${i}`,
    credits: null,
    reason: null,
    issuedAt: new Date(),
    seller: {
      nameAr: 'مؤسسة كاب ريترو للتجارة',
      nameEn: 'Retro Cap',
      vatNumber: '310122393500003',
      crNumber: '1010123456',
      buildingNumber: '1234',
      street: 'King Fahd Road',
      district: 'Al Olaya',
      city: 'Riyadh',
      postalCode: '12345',
    },
    rateBp: 1500,
    pricesIncludeVat: true,
    lines: a.lines.map((l) => ({ ...l, description: 'Bulls 1996 Snapback' })),
    totals: a.totals,
    previousHash: FIRST_PREVIOUS_HASH,
  });
  const out = { phase1: [] as number[], phase2: [] as number[] };
  for (let i = 0; i < 50; i++) seal(doc(i), i % 2 ? signer : null); // warm both paths
  for (let i = 0; i < n; i++) {
    for (const [key, s] of [
      ['phase1', null],
      ['phase2', signer],
    ] as const) {
      const t = performance.now();
      seal(doc(i), s);
      out[key].push(performance.now() - t);
    }
  }
  return out;
}

async function main(): Promise<void> {
  const api = await startBenchApi('zatca');
  try {
    await seedBenchCatalog(api.db, 20);
    const [{ id: productId }] = (await api.db.query(`SELECT id FROM products ORDER BY id LIMIT 1`)).rows;
    const token = await api.signIn();
    const call = async (method: string, path: string, body: unknown) => {
      const t = performance.now();
      const res = await fetch(`${api.base}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
      return performance.now() - t;
    };
    await call('PUT', '/settings', {
      vatRegistered: true,
      vatNumber: '310122393500003',
      vatRate: 15,
      pricesIncludeVat: true,
      legalNameAr: 'مؤسسة كاب ريترو للتجارة',
      legalNameEn: 'Retro Cap Trading Est.',
      crNumber: '1010123456',
      sellerBuildingNumber: '1234',
      sellerStreet: 'King Fahd Road',
      sellerDistrict: 'Al Olaya',
      sellerCity: 'Riyadh',
      sellerPostalCode: '12345',
    });
    const sale = () =>
      call('POST', '/sales', { productId, saleDate: '2026-11-20', platform: 'PHYSICAL_STORE', originalPrice: 40, sellingPrice: 115, quantity: 2 });
    const ms = { phase1: [] as number[], phase2: [] as number[] };
    // warm-up in both modes (the first signed sale also creates the key)
    for (const on of [true, false]) {
      await call('PUT', '/invoices/zatca-phase2', { on });
      for (let i = 0; i < 20; i++) await sale();
    }
    for (let done = 0; done < SALES; done += BLOCK) {
      for (const on of [false, true]) {
        await call('PUT', '/invoices/zatca-phase2', { on });
        for (let i = 0; i < BLOCK; i++) ms[on ? 'phase2' : 'phase1'].push(await sale());
      }
    }
    const chain = (await fetch(`${api.base}/api/v1/invoices/chain-check`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.json(),
    )) as {
      data?: { ok: boolean; checked: number };
    };
    const only = sealOnly(SALES);
    const row = (what: string, a: number[], b: number[]) => {
      const [sa, sb] = [sorted(a), sorted(b)];
      const p = (s: number[], q: number) => percentile(s, q);
      return `| ${what} | ${fmt(p(sa, 50))} / ${fmt(p(sa, 95))} | ${fmt(p(sb, 50))} / ${fmt(p(sb, 95))} | ${fmt(p(sb, 95) - p(sa, 95))} |`;
    };
    const added = percentile(sorted(ms.phase2), 95) - percentile(sorted(ms.phase1), 95);
    const section = [
      `## ${HEADING}`,
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. ${SALES} sales in each mode, one staff member, in alternating blocks of ${BLOCK} ` +
        `(phase 1, phase 2, …) so both modes see the same load. Target: phase 2 adds under ${TARGET_ADDED_P95_MS} ms to a sale's p95. ` +
        `Queuing for reporting is not built yet (onboarding and the reporting queue come next); this is the signing's share.`,
      '',
      '| What | phase 1 p50 / p95 ms | phase 2 p50 / p95 ms | added to p95, ms |',
      '|---|---|---|---|',
      row('POST /api/v1/sales with VAT on (HTTP, the sale, its stock and its invoice)', ms.phase1, ms.phase2),
      row('seal() alone in one process (XML, hash, signature, QR)', only.phase1, only.phase2),
      '',
      `Result: phase 2 adds **${fmt(added)} ms** to the p95 of recording a sale (${added < TARGET_ADDED_P95_MS ? 'within' : 'over'} the ${TARGET_ADDED_P95_MS} ms target). ` +
        `The chain check afterwards: ${chain?.data?.ok ? `ok over ${chain.data.checked} documents, phase 1 and 2 interleaved` : 'FAILED'}.`,
      '',
      'Command: `npm run build -w common && npm run build -w api && node api/dist/bench/zatca-phase2.js --write-docs`. ' +
        'The API in production mode as its own process, an embedded PostgreSQL on the same machine.',
      '',
      ...machineFacts(),
      '',
    ].join('\n');
    console.log(section);
    if (WRITE_DOCS) writeDocsSection(HEADING, section);
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
