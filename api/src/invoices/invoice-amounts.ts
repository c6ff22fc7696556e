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
