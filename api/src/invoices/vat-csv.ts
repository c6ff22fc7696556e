import type { VatMonth } from '@shop/common';

/**
 * The monthly VAT return's figures for an accountant: one row per month, amounts in SAR with two decimals and a dot,
 * no thousands separators, so any spreadsheet reads them as numbers. Headers in English then Arabic.
 */
export function vatCsv(months: VatMonth[]): string {
  const header = 'month,invoices,credit_notes,net_sales_sar,vat_sar,total_with_vat_sar';
  const headerAr = 'الشهر,الفواتير,الإشعارات الدائنة,صافي المبيعات,ضريبة القيمة المضافة,الإجمالي شامل الضريبة';
  const rows = months.map((m) => [m.month, m.invoices, m.creditNotes, m.net, m.vat, m.gross].join(','));
  // a BOM so spreadsheet programs open the Arabic header as UTF-8
  return `\uFEFF${[header, headerAr, ...rows].join('\r\n')}\r\n`;
}
