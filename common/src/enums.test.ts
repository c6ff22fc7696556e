import { describe, expect, it } from 'vitest';
import { CONDITION_LABELS, PLATFORM_LABELS } from './enums';

describe('enum labels', () => {
  it('shows conditions as the specs spell them', () => {
    expect(CONDITION_LABELS).toEqual({
      NEW: 'New',
      VINTAGE: 'Vintage',
      SECOND_HAND: 'Second Hand',
      USED: 'Used',
      REFURBISHED: 'Refurbished',
      COLLECTOR: 'Collector',
    });
  });

  it('shows platforms as the specs spell them, brand spellings included', () => {
    expect(PLATFORM_LABELS).toEqual({
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
    });
  });
});
