/** The invoice texts staff and the documents read; credit-note reasons are printed on the note and in its XML. */
export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  saleNotFound: 'Sale not found',
  reasonEdited: 'Sale edited / تعديل عملية البيع',
  reasonDeleted: 'Sale deleted / حذف عملية البيع',
  idInvalid: 'Invoice id must be a UUID',
} as const;
