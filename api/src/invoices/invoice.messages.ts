import { withArabic } from '@shop/common';
/** The invoice texts staff and the documents read; credit-note reasons are printed on the note and in its XML. */
export const INVOICE_MESSAGES = withArabic(
  {
    notFound: 'Invoice not found',
    saleNotFound: 'Sale not found',
    reasonEdited: 'Sale edited / تعديل عملية البيع',
    reasonDeleted: 'Sale deleted / حذف عملية البيع',
    /** A promotion's discount on a line, printed and in the XML (Arabic first with English beside, as the documents are). */
    discountReason: (code: string | null, name: string | null, nameAr: string | null) =>
      code
        ? `خصم رمز ${code} / Discount code ${code}${name ? `: ${name}` : ''}`
        : `خصم العرض${nameAr ? ` ${nameAr}` : ''} / Promotion${name ? ` ${name}` : ''}`,
    idInvalid: 'Invoice id must be a UUID',
    ownerOnly: 'Only the owner can turn ZATCA phase 2 on or off',
    phase2NeedsSeller: (fields: string[]) =>
      `ZATCA phase 2 needs the seller's full details on every document: fill in ${fields.join(', ')} in Settings → Tax first`,
  } as const,
  {
    notFound: 'الفاتورة غير موجودة',
    saleNotFound: 'عملية البيع غير موجودة',
    reasonEdited: null,
    reasonDeleted: null,
    discountReason: null,
    idInvalid: 'معرّف الفاتورة يجب أن يكون UUID',
    ownerOnly: 'المالك وحده يستطيع تشغيل المرحلة 2 من الفوترة الإلكترونية (ZATCA) أو إيقافها',
    phase2NeedsSeller: (fields) => `المرحلة 2 من ZATCA تحتاج إلى بيانات البائع كاملة في كل مستند: أكمل ${fields} في الإعدادات ← الضريبة أولًا`,
  },
);
