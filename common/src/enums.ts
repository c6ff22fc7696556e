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
export const DEFAULT_CONDITION: Condition = 'NEW';

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
/** Badge colours for the back office; the specs leave them to us. */
export const PLATFORM_COLORS: Record<Platform, string> = {
  PHYSICAL_STORE: '#6d4c41',
  FACEBOOK: '#1877f2',
  INSTAGRAM: '#c13584',
  WHATSAPP: '#25d366',
  VIBER: '#7360f2',
  MARKETPLACE: '#0a66c2',
  SHOPEE: '#ee4d2d',
  TIKTOK: '#111111',
  LAZADA: '#0f146d',
  OTHERS: '#757575',
};
export const DEFAULT_PLATFORM: Platform = 'PHYSICAL_STORE';

export const FULFILMENT_TYPES = ['pickup', 'delivery'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

export interface PaymentMethod {
  id: 'cash' | 'cod' | 'gcash' | 'maya' | 'bank_transfer';
  name: string;
  availableFor: readonly FulfilmentType[];
}
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'cash', name: 'Cash', availableFor: ['pickup'] },
  { id: 'cod', name: 'Cash on Delivery', availableFor: ['delivery'] },
  { id: 'gcash', name: 'GCash', availableFor: ['delivery', 'pickup'] },
  { id: 'maya', name: 'Maya', availableFor: ['delivery', 'pickup'] },
  { id: 'bank_transfer', name: 'Bank Transfer', availableFor: ['delivery', 'pickup'] },
];
/** Labels used inside the order message the shopper sends by chat. */
export const PAYMENT_MESSAGE_LABELS: Record<PaymentMethod['id'], string> = {
  cash: 'Cash on Delivery',
  cod: 'Cash on Delivery',
  gcash: 'GCash',
  maya: 'Maya',
  bank_transfer: 'Bank Transfer',
};
export function paymentMethodsFor(type: FulfilmentType): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => m.availableFor.includes(type));
}

export const ENTITY_TYPES = ['product', 'category'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const PRODUCT_SORT_FIELDS = ['createdAt', 'name', 'price', 'brand'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
