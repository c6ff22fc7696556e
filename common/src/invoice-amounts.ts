/**
 * (The API's invoices and the stall's phone, offline, both compute with these: one rule.)
 *
 * Every amount on an invoice is computed here and nowhere else, in halalas (1/100 SAR) as integers.
 *
 * The rule, per line: gross = quantity × unit price.
 * - Prices entered VAT-inclusive (the default): VAT = gross × rate / (100 + rate), rounded half up to the halala;
 *   net = gross − VAT.
 * - Prices entered without VAT: VAT = gross × rate / 100, rounded half up to the halala; gross = net + VAT.
 * The invoice's totals (net, VAT, gross) are the sums of its lines, so the lines always add up to the totals.
 * The rate is held in basis points (15 % = 1500) so the arithmetic stays exact in BigInt.
 */

export interface AmountLineInput {
  quantity: number;
  /** The price of one piece as entered in the shop, in halalas. */
  unitHalalas: number;
}

export interface AmountLine extends AmountLineInput {
  netHalalas: number;
  vatHalalas: number;
  grossHalalas: number;
}

export interface AmountTotals {
  netHalalas: number;
  vatHalalas: number;
  grossHalalas: number;
}

/** 15 → 1500; the rate setting has at most two decimals. */
export const rateToBasisPoints = (percent: number): number => Math.round(percent * 100);

/** SAR with up to two decimals → halalas, without floating-point drift (19.99 → 1999). */
export const toHalalas = (sar: number): number => Math.round(sar * 100);

/** Halalas → "1000.00" (the QR's and the XML's form; negative for nothing: credit notes carry positive amounts). */
export const formatHalalas = (h: number): string => {
  const sign = h < 0 ? '-' : '';
  const a = Math.abs(h);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};

const halfUp = (num: bigint, den: bigint): bigint => {
  const q = num / den;
  return (num % den) * 2n >= den ? q + 1n : q;
};

export function invoiceAmounts(input: AmountLineInput[], rateBp: number, pricesIncludeVat: boolean): { lines: AmountLine[]; totals: AmountTotals } {
  const r = BigInt(rateBp);
  const lines = input.map((l): AmountLine => {
    const entered = BigInt(l.quantity) * BigInt(l.unitHalalas);
    const vat = pricesIncludeVat ? halfUp(entered * r, 10000n + r) : halfUp(entered * r, 10000n);
    const net = pricesIncludeVat ? entered - vat : entered;
    return { ...l, netHalalas: Number(net), vatHalalas: Number(vat), grossHalalas: Number(net + vat) };
  });
  const totals = lines.reduce(
    (t, l) => ({ netHalalas: t.netHalalas + l.netHalalas, vatHalalas: t.vatHalalas + l.vatHalalas, grossHalalas: t.grossHalalas + l.grossHalalas }),
    { netHalalas: 0, vatHalalas: 0, grossHalalas: 0 },
  );
  return { lines, totals };
}
