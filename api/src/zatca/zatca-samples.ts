import { randomUUID } from 'node:crypto';
import { ZATCA_SAMPLE_KINDS, type ZatcaSampleKind } from '@shop/common';
import { invoiceAmounts } from '../invoices/invoice-amounts';
import { FIRST_PREVIOUS_HASH, type SellerSnapshot, type XmlDocument } from '../invoices/invoice-types';
import { seal } from '../invoices/seal';
import type { ZatcaSigner } from '../invoices/zatca-sign';

export interface ComplianceSample {
  kind: ZatcaSampleKind;
  uuid: string;
  invoiceHash: string;
  xml: string;
}

const REASON: Record<Exclude<ZatcaSampleKind, 'INVOICE'>, string> = {
  CREDIT_NOTE: 'Compliance check sample: goods returned / عينة فحص الامتثال: إرجاع بضاعة',
  DEBIT_NOTE: 'Compliance check sample: price adjustment / عينة فحص الامتثال: تعديل السعر',
};

/**
 * The sample simplified invoice, credit note and debit note ZATCA's compliance checks ask for, built by the same XML
 * builder and seal as every real document (a debit note is type 383, which the shop never issues otherwise) and
 * signed with the compliance CSID. They are a chain of their own (numbers 1 to 3 from ZATCA's first PIH): they are
 * never stored as the shop's documents and never take a number of the shop's sequence.
 */
export function complianceSamples(
  seller: SellerSnapshot,
  rateBp: number,
  pricesIncludeVat: boolean,
  signer: ZatcaSigner,
  now = new Date(),
): ComplianceSample[] {
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const lines = [{ description: 'Compliance check sample / عينة فحص الامتثال', quantity: 2, unitHalalas: 11_500 }];
  const amounts = invoiceAmounts(lines, rateBp, pricesIncludeVat);
  const invoiceId = randomUUID();
  let previousHash = FIRST_PREVIOUS_HASH;
  return ZATCA_SAMPLE_KINDS.map((kind, i) => {
    const doc: XmlDocument = {
      id: i === 0 ? invoiceId : randomUUID(),
      number: i + 1,
      kind,
      saleId: 'compliance-sample',
      credits: kind === 'INVOICE' ? null : { id: invoiceId, number: 1 },
      reason: kind === 'INVOICE' ? null : REASON[kind],
      issuedAt,
      seller,
      rateBp,
      pricesIncludeVat,
      lines: amounts.lines.map((l, n) => ({ ...l, description: lines[n].description })),
      totals: amounts.totals,
      previousHash,
    };
    const sealed = seal(doc, signer);
    previousHash = sealed.hash;
    return { kind, uuid: doc.id, invoiceHash: sealed.hash, xml: sealed.xml };
  });
}
