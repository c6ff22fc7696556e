/**
 * The Promotions words still read outside the Promotions screens (the menu's entry, the dashboard's licence alert),
 * until those screens speak through the catalogues; the Promotions screens read shop.promotions.* (issue 45).
 */
export const PROMOTION_TEXTS = {
  menu: 'Promotions',
  licence: {
    missing: 'A discount licence is missing',
    missingHint: 'Discounts are shown on the storefront. Enter the Ministry of Commerce licence in Settings → Promotions.',
  },
} as const;
