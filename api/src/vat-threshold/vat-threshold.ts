import type { VatThresholdView } from '@shop/common';

/** ZATCA: registration is voluntary above SAR 187,500 of yearly taxable sales and mandatory above SAR 375,000. */
export const VAT_VOLUNTARY_SAR = 187_500;
export const VAT_MANDATORY_SAR = 375_000;

export function vatThreshold(salesLast12Months: number): VatThresholdView {
  const level = salesLast12Months > VAT_MANDATORY_SAR ? 'must' : salesLast12Months > VAT_VOLUNTARY_SAR ? 'may' : 'below';
  return { level, salesLast12Months, voluntaryThreshold: VAT_VOLUNTARY_SAR, mandatoryThreshold: VAT_MANDATORY_SAR };
}
