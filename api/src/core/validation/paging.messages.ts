import { withArabic } from '@shop/common';
/** Answers to a page or limit a paged staff list cannot use (the specs leave these texts open). */
export const PAGING_MESSAGES = withArabic(
  {
    pageInvalid: 'Page must be a whole number of at least 1',
    limitInvalid: 'Limit must be a whole number from 1 to 1000',
  } as const,
  {
    pageInvalid: 'الصفحة عدد صحيح لا يقل عن 1',
    limitInvalid: 'الحد عدد صحيح من 1 إلى 1000',
  },
);
