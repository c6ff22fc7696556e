import type { Platform } from '@shop/common';

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
