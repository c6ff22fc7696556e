import { withArabic } from '@shop/common';
/** Texts of the spreadsheet export (and, later, import) of the Products screen. */
export const SHEET_MESSAGES = withArabic(
  {
    formatInvalid: 'format must be csv or xlsx',
  } as const,
  {
    formatInvalid: 'الصيغة يجب أن تكون csv أو xlsx',
  },
);
