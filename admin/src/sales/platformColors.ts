import type { Platform } from '@shop/common';

/**
 * Badge colours for the back office; the specs leave them to us. Each is the platform's own hue darkened until the
 * badge's white text keeps WCAG AA's 4.5:1 (Facebook's #1877f2 gave 4.2, Shopee's #ee4d2d 3.7, WhatsApp's 2.0).
 */
export const PLATFORM_COLORS: Record<Platform, string> = {
  PHYSICAL_STORE: '#6d4c41',
  FACEBOOK: '#1565c0',
  INSTAGRAM: '#c13584',
  WHATSAPP: '#0f7b4a',
  VIBER: '#5b46e0',
  MARKETPLACE: '#0a66c2',
  SHOPEE: '#c2391b',
  TIKTOK: '#111111',
  LAZADA: '#0f146d',
  OTHERS: '#757575',
};
