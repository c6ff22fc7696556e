import type { Dictionary } from './en';
import { layout } from './ar/layout';
import { catalog } from './ar/catalog';
import { checkout } from './ar/checkout';
import { stock } from './ar/stock';
import { client } from './ar/client';

/** Every storefront text in Arabic (Modern Standard Arabic, as Saudi shops write it). Same keys as en.ts. */
export const ar: Dictionary = {
  locale: 'ar',
  langSwitch: { label: 'English', title: 'View this page in English' },
  skipLink: 'انتقل إلى المحتوى',
  notifications: 'الإشعارات (F8)',
  breadcrumb: { label: 'مسار التنقل', home: 'الرئيسية' },
  titles: { category: 'الفئة', product: 'المنتج', search: 'البحث' },
  conditions: {
    NEW: 'جديد',
    VINTAGE: 'فينتج',
    SECOND_HAND: 'مستعمل بحالة جيدة',
    USED: 'مستعمل',
    REFURBISHED: 'مجدَّد',
    COLLECTOR: 'قطعة نادرة',
  },
  ...layout,
  ...catalog,
  ...checkout,
  ...stock,
  ...client,
};

export default ar;
