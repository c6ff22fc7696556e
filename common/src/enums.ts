export const CONDITIONS = ['NEW', 'VINTAGE', 'SECOND_HAND', 'USED', 'REFURBISHED', 'COLLECTOR'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS: Record<Condition, string> = {
  NEW: 'New',
  VINTAGE: 'Vintage',
  SECOND_HAND: 'Second Hand',
  USED: 'Used',
  REFURBISHED: 'Refurbished',
  COLLECTOR: 'Collector',
};

export const PLATFORMS = [
  'PHYSICAL_STORE',
  'FACEBOOK',
  'INSTAGRAM',
  'WHATSAPP',
  'VIBER',
  'MARKETPLACE',
  'SHOPEE',
  'TIKTOK',
  'LAZADA',
  'OTHERS',
] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = {
  PHYSICAL_STORE: 'Physical Store',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  WHATSAPP: 'WhatsApp',
  VIBER: 'Viber',
  MARKETPLACE: 'Marketplace',
  SHOPEE: 'Shopee',
  TIKTOK: 'TikTok',
  LAZADA: 'Lazada',
  OTHERS: 'Others',
};
export const DEFAULT_PLATFORM: Platform = 'PHYSICAL_STORE';

export const PRODUCT_SORT_FIELDS = ['createdAt', 'name', 'price', 'brand'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
