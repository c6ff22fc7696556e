import { createHash } from 'node:crypto';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { onFirstUse } from '../core/packages/on-first-use';
import { formatHalalas, lineDiscountAmounts } from './invoice-amounts';
import { invoiceNumberText, type XmlDocument } from './invoice-types';

const NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const EXT = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';

/** ZATCA's codes: 388 tax invoice, 381 credit note, 383 debit note; name 0200000 marks a simplified (consumer) document. */
const TYPE_CODE = { INVOICE: '388', CREDIT_NOTE: '381', DEBIT_NOTE: '383' } as const;
const SIMPLIFIED = '0200000';

const sar = (h: number) => formatHalalas(h);
const percent = (bp: number) => (bp / 100).toFixed(2);

const xmlbuilder = onFirstUse((): typeof import('xmlbuilder2') => require('xmlbuilder2'));

/** Phase 2's parts: the QR (BR-KSA-27) and, once hashed and signed, the signature extension (zatca-sign.ts). */
export interface XmlStamp {
  qr?: string;
  /** ext:UBLExtensions as text, placed first in the document. */
  extensions?: string;
}

/**
 * The document as UBL 2.1 XML in ZATCA's profile (reporting:1.0). Built by one library call chain with no pretty
 * printing, so the same document always gives the same bytes. A phase 1 document (no stamp) is hashed as these
 * bytes; a phase 2 document (stamp given) declares the extension namespace, carries cac:Signature and the QR, and is
 * hashed in canonical form without them (zatca-sign.ts). Checked against ZATCA's XSDs and both Schematrons
 * (test/zatca-phase2.e2e-spec.ts).
 */
export function invoiceXml(d: XmlDocument, stamp?: XmlStamp): string {
  const ns: Record<string, string> = { 'xmlns:cac': CAC, 'xmlns:cbc': CBC };
  if (stamp) ns['xmlns:ext'] = EXT;
  const root = xmlbuilder().create({ version: '1.0', encoding: 'UTF-8' }).ele(NS, 'Invoice', ns);
  const cbc = (parent: XMLBuilder, name: string, text: string, attrs?: Record<string, string>) =>
    parent.ele(CBC, `cbc:${name}`, attrs).txt(text).up();
  const cac = (parent: XMLBuilder, name: string) => parent.ele(CAC, `cac:${name}`);
  const iso = d.issuedAt.toISOString();

  cbc(root, 'ProfileID', 'reporting:1.0');
  cbc(root, 'ID', invoiceNumberText(d.number));
  cbc(root, 'UUID', d.id);
  cbc(root, 'IssueDate', iso.slice(0, 10));
  cbc(root, 'IssueTime', iso.slice(11, 19));
  cbc(root, 'InvoiceTypeCode', TYPE_CODE[d.kind], { name: SIMPLIFIED });
  cbc(root, 'DocumentCurrencyCode', 'SAR');
  cbc(root, 'TaxCurrencyCode', 'SAR');
  if (d.credits) cbc(cac(cac(root, 'BillingReference'), 'InvoiceDocumentReference'), 'ID', invoiceNumberText(d.credits.number));
  const icv = cac(root, 'AdditionalDocumentReference');
  cbc(icv, 'ID', 'ICV');
  cbc(icv, 'UUID', String(d.number));
  const pih = cac(root, 'AdditionalDocumentReference');
  cbc(pih, 'ID', 'PIH');
  cbc(cac(pih, 'Attachment'), 'EmbeddedDocumentBinaryObject', d.previousHash, { mimeCode: 'text/plain' });
  if (stamp?.qr) {
    const qr = cac(root, 'AdditionalDocumentReference');
    cbc(qr, 'ID', 'QR');
    cbc(cac(qr, 'Attachment'), 'EmbeddedDocumentBinaryObject', stamp.qr, { mimeCode: 'text/plain' });
  }
  if (stamp) {
    const signature = cac(root, 'Signature');
    cbc(signature, 'ID', 'urn:oasis:names:specification:ubl:signature:Invoice');
    cbc(signature, 'SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  }

  const party = cac(cac(root, 'AccountingSupplierParty'), 'Party');
  if (d.seller.crNumber) cbc(cac(party, 'PartyIdentification'), 'ID', d.seller.crNumber, { schemeID: 'CRN' });
  const address = cac(party, 'PostalAddress');
  if (d.seller.street) cbc(address, 'StreetName', d.seller.street);
  if (d.seller.buildingNumber) cbc(address, 'BuildingNumber', d.seller.buildingNumber);
  if (d.seller.district) cbc(address, 'CitySubdivisionName', d.seller.district);
  if (d.seller.city) cbc(address, 'CityName', d.seller.city);
  if (d.seller.postalCode) cbc(address, 'PostalZone', d.seller.postalCode);
  cbc(cac(address, 'Country'), 'IdentificationCode', 'SA');
  const taxScheme = cac(party, 'PartyTaxScheme');
  cbc(taxScheme, 'CompanyID', d.seller.vatNumber);
  cbc(cac(taxScheme, 'TaxScheme'), 'ID', 'VAT');
  cbc(cac(party, 'PartyLegalEntity'), 'RegistrationName', d.seller.nameAr);
  cac(cac(root, 'AccountingCustomerParty'), 'Party');
  if (d.reason) {
    const means = cac(root, 'PaymentMeans');
    cbc(means, 'PaymentMeansCode', '10');
    cbc(means, 'InstructionNote', d.reason);
  }

  const money = { currencyID: 'SAR' };
  const category = (parent: XMLBuilder, name: string) => {
    const c = cac(parent, name);
    cbc(c, 'ID', 'S');
    cbc(c, 'Percent', percent(d.rateBp));
    cbc(cac(c, 'TaxScheme'), 'ID', 'VAT');
  };
  const taxTotal = cac(root, 'TaxTotal');
  cbc(taxTotal, 'TaxAmount', sar(d.totals.vatHalalas), money);
  const sub = cac(taxTotal, 'TaxSubtotal');
  cbc(sub, 'TaxableAmount', sar(d.totals.netHalalas), money);
  cbc(sub, 'TaxAmount', sar(d.totals.vatHalalas), money);
  category(sub, 'TaxCategory');
  cbc(cac(root, 'TaxTotal'), 'TaxAmount', sar(d.totals.vatHalalas), money);
  const legal = cac(root, 'LegalMonetaryTotal');
  cbc(legal, 'LineExtensionAmount', sar(d.totals.netHalalas), money);
  cbc(legal, 'TaxExclusiveAmount', sar(d.totals.netHalalas), money);
  cbc(legal, 'TaxInclusiveAmount', sar(d.totals.grossHalalas), money);
  cbc(legal, 'PayableAmount', sar(d.totals.grossHalalas), money);

  d.lines.forEach((l, i) => {
    const line = cac(root, 'InvoiceLine');
    cbc(line, 'ID', String(i + 1));
    cbc(line, 'InvoicedQuantity', String(l.quantity), { unitCode: 'PCE' });
    cbc(line, 'LineExtensionAmount', sar(l.netHalalas), money);
    // a promotion's discount: an invoice line allowance (BG-27), so the line's net is the full price's net less it
    // (BR-KSA-EN16931-11) and the VAT stays the one on the discounted amount; code 95 is UNCL 5189's "Discount"
    const off = l.discount ? lineDiscountAmounts(l, l.discount.fullUnitHalalas, d.rateBp, d.pricesIncludeVat) : null;
    if (l.discount && off) {
      const allowance = cac(line, 'AllowanceCharge');
      cbc(allowance, 'ChargeIndicator', 'false');
      cbc(allowance, 'AllowanceChargeReasonCode', '95');
      cbc(allowance, 'AllowanceChargeReason', l.discount.reason);
      cbc(allowance, 'Amount', sar(off.netHalalas), money);
      category(allowance, 'TaxCategory');
    }
    const lineTax = cac(line, 'TaxTotal');
    cbc(lineTax, 'TaxAmount', sar(l.vatHalalas), money);
    cbc(lineTax, 'RoundingAmount', sar(l.grossHalalas), money);
    const item = cac(line, 'Item');
    cbc(item, 'Name', l.description);
    category(item, 'ClassifiedTaxCategory');
    // the net price of one piece (before the discount, when there is one); UBL allows more decimals than the line amounts
    cbc(cac(line, 'Price'), 'PriceAmount', ((off?.fullNetHalalas ?? l.netHalalas) / l.quantity / 100).toFixed(6).replace(/0{1,4}$/, ''), money);
  });
  const xml = root.end({ prettyPrint: false });
  if (!stamp?.extensions) return xml;
  // UBLExtensions come first in the root; spliced as text because they are built, hashed and signed apart
  const at = xml.indexOf('>', xml.indexOf('<Invoice')) + 1;
  return xml.slice(0, at) + stamp.extensions + xml.slice(at);
}

/** The chain's link: base64 of the SHA-256 of the stored XML bytes (ZATCA's form of an invoice hash). */
export const xmlHash = (xml: string): string => createHash('sha256').update(xml, 'utf8').digest('base64');
