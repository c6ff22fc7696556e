import { FIRST_PREVIOUS_HASH, invoiceNumberText } from './invoice-types';
import { xmlHash } from './invoice-xml';
import { invoiceHash } from './zatca-sign';

/** A phase 2 document carries the signature extension; its hash is ZATCA's canonical invoice hash. */
const storedHashOf = (xml: string) => (xml.includes('<ext:UBLExtensions>') ? invoiceHash(xml) : xmlHash(xml));

export interface ChainReport {
  ok: boolean;
  checked: number;
  /** The first document that breaks the chain, and how. */
  firstBroken: { number: number; numberText: string; id: string; problem: string } | null;
}

const BATCH = 2000;

/**
 * Walks every document in number order: numbers run 1, 2, 3… with no gap, each stored XML still hashes to its
 * stored hash (phase 1: SHA-256 of the bytes; phase 2: ZATCA's canonical invoice hash), and each document's previous hash is the one before's hash (the first's is ZATCA's hash of "0").
 * Reads in keyset batches, so a large shop is checked in constant memory.
 */
/** Anything that runs SQL and answers rows: the app's EntityManager, or the command's own pg client. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<any[]>;
}

export async function checkInvoiceChain(m: Queryable): Promise<ChainReport> {
  let expectedNumber = 1;
  let previous = FIRST_PREVIOUS_HASH;
  let checked = 0;
  for (;;) {
    const rows: { id: string; number: string; xml: string; hash: string; previous_hash: string }[] = await m.query(
      `SELECT "id", "number", "xml", "hash", "previous_hash" FROM "invoices" WHERE "number" >= $1 ORDER BY "number" LIMIT ${BATCH}`,
      [expectedNumber],
    );
    for (const r of rows) {
      const n = Number(r.number);
      const broken = (problem: string): ChainReport => ({
        ok: false,
        checked,
        firstBroken: { number: n, numberText: invoiceNumberText(n), id: r.id, problem },
      });
      if (n !== expectedNumber)
        return broken(
          `number ${invoiceNumberText(n)} follows ${invoiceNumberText(expectedNumber - 1)}: ${invoiceNumberText(expectedNumber)} is missing`,
        );
      if (storedHashOf(r.xml) !== r.hash) return broken('its stored XML no longer matches its hash');
      if (r.previous_hash !== previous) return broken('its previous-invoice hash is not the hash of the document before it');
      if (!r.xml.includes(`>${r.previous_hash}<`)) return broken('its XML does not carry its previous-invoice hash');
      previous = r.hash;
      expectedNumber = n + 1;
      checked++;
    }
    if (rows.length < BATCH) break;
  }
  const [seq] = await m.query(`SELECT "last_number" FROM "invoice_sequence" WHERE "id" = 1`);
  if (seq && Number(seq.last_number) !== expectedNumber - 1) {
    return {
      ok: false,
      checked,
      firstBroken: {
        number: expectedNumber,
        numberText: invoiceNumberText(expectedNumber),
        id: '',
        problem: `the sequence has issued up to ${invoiceNumberText(Number(seq.last_number))} but ${invoiceNumberText(expectedNumber)} is missing`,
      },
    };
  }
  return { ok: true, checked, firstBroken: null };
}
