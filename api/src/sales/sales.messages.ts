import { withArabic } from '@shop/common';
import { PAGING_MESSAGES } from '../core/validation/paging.messages';

/** Texts the specs do not give (their own sale texts are SALE_MESSAGES in @shop/common). */
export const SALE_EXTRA_MESSAGES = {
  ...PAGING_MESSAGES,
  ...withArabic(
    {
      saleDateInvalid: 'Sale date must be a date (YYYY-MM-DD) or an ISO timestamp',
      dateInvalid: 'Dates must be written YYYY-MM-DD',
      customerNameTooLong: 'Customer name is too long',
      customerLocationTooLong: 'Customer location is too long',
      saleNotesTooLong: 'Sale notes are too long',
      searchTooLong: 'Search is too long',
      originalPriceDecimals: 'Original price can have at most 2 decimal places',
      sellingPriceDecimals: 'Selling price can have at most 2 decimal places',
      discountedPriceDecimals: 'Discounted price can have at most 2 decimal places',
    } as const,
    {
      saleDateInvalid: 'تاريخ البيع يجب أن يكون تاريخًا (YYYY-MM-DD) أو وقتًا بصيغة ISO',
      dateInvalid: 'التواريخ تُكتب YYYY-MM-DD',
      customerNameTooLong: 'اسم العميل طويل جدًا',
      customerLocationTooLong: 'موقع العميل طويل جدًا',
      saleNotesTooLong: 'ملاحظات البيع طويلة جدًا',
      searchTooLong: 'البحث طويل جدًا',
      originalPriceDecimals: 'رأس المال منزلتان عشريتان (2) على الأكثر',
      sellingPriceDecimals: 'سعر البيع منزلتان عشريتان (2) على الأكثر',
      discountedPriceDecimals: 'السعر بعد الخصم منزلتان عشريتان (2) على الأكثر',
    },
  ),
} as const;

export const SALE_TEXT_LIMITS = { customerName: 200, customerLocation: 200, saleNotes: 1000, search: 200 } as const;
