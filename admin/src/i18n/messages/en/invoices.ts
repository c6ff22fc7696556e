/**
 * The back office's words around invoices: the link from a sale and the analytics' VAT per month card. The printed
 * invoice and credit note keep their own Arabic-first labels (invoices/invoiceTexts.ts), whatever the staff language.
 */
export default {
  link: 'Invoice',
  vatMonths: {
    title: 'VAT per month · ضريبة القيمة المضافة شهريًا',
    month: 'Month',
    docs: 'Invoices / credit notes',
    net: 'Net sales (SAR)',
    vat: 'VAT (SAR)',
    gross: 'Total incl. VAT (SAR)',
    csv: 'Download CSV for the VAT return',
  },
  downloadFailed: 'Download failed (%{status})',
};
