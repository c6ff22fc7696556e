/** The link from a sale (list row, edit screen) to its printable invoice and credit notes. */
export const INVOICE_LINK = 'Invoice';
