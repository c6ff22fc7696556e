import { type AmountLine, invoiceAmounts } from '@shop/common';

// The amount rule has one home, @shop/common, because the stall's phone computes an invoice's totals offline with it.
export {
  type AmountLine,
  type AmountLineInput,
  type AmountTotals,
  formatHalalas,
  invoiceAmounts,
  rateToBasisPoints,
  toHalalas,
} from '@shop/common';

/**
 * A discounted line's discount, by the same rule as its amounts: `entered` is the discount in prices as entered (what
 * the shopper saw taken off), `net` the discount without VAT (the UBL allowance): the full-price line's net less the
 * line's, so the line's net plus the allowance is the full-price line's net to the halala.
 */
export function lineDiscountAmounts(
  line: AmountLine,
  fullUnitHalalas: number,
  rateBp: number,
  pricesIncludeVat: boolean,
): { enteredHalalas: number; netHalalas: number; fullNetHalalas: number } {
  const [full] = invoiceAmounts([{ quantity: line.quantity, unitHalalas: fullUnitHalalas }], rateBp, pricesIncludeVat).lines;
  return {
    enteredHalalas: line.quantity * (fullUnitHalalas - line.unitHalalas),
    netHalalas: full.netHalalas - line.netHalalas,
    fullNetHalalas: full.netHalalas,
  };
}
