import { CONDITION_LABELS } from '@shop/common';
import { layout } from './en/layout';
import { catalog } from './en/catalog';
import { checkout } from './en/checkout';
import { stock } from './en/stock';
import { client } from './en/client';

/**
 * Every storefront text in English. ar.ts has the same keys (dictionary.test.ts fails otherwise).
 * `client` holds the few texts the framework-free page scripts need; the page embeds that part as JSON, so those
 * scripts never load a dictionary.
 */
export const en = {
  locale: 'en',
  langSwitch: { label: 'العربية', title: 'عرض هذه الصفحة بالعربية' },
  skipLink: 'Skip to content',
  notifications: 'Notifications (F8)',
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  titles: { category: 'Category', product: 'Product', search: 'Search' },
  conditions: CONDITION_LABELS,
  ...layout,
  ...catalog,
  ...checkout,
  ...stock,
  ...client,
};

export type Dictionary = typeof en;
export default en;
