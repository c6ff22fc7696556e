import { withArabic } from '@shop/common';
export const SITE_MESSAGES = withArabic(
  {
    /** What shoppers and staff without dashboardAccess are told of a failed storefront build. */
    buildFailed: 'The last storefront build failed; staff can see why in the server log.',
  } as const,
  {
    buildFailed: 'فشل آخر بناء لواجهة المتجر؛ يرى الموظفون السبب في سجل الخادم.',
  },
);
