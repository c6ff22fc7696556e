import { describe, expect, it } from 'vitest';
import { orderPagePath, withOrderLink } from './order-texts';

describe('the order page link', () => {
  it("ends the chat message with the order page address, in the shopper's language", () => {
    expect(withOrderLink('Order RC-7K3Q2-M8XPA\n\nTotal: SAR 1.00', 'https://shop.example/orders/RC-7K3Q2-M8XPA', 'en')).toBe(
      'Order RC-7K3Q2-M8XPA\n\nTotal: SAR 1.00\n\nFollow your order: https://shop.example/orders/RC-7K3Q2-M8XPA',
    );
    expect(withOrderLink('طلب', 'https://shop.example/ar/orders/RC-7K3Q2-M8XPA', 'ar')).toBe(
      'طلب\n\nتابع طلبك: https://shop.example/ar/orders/RC-7K3Q2-M8XPA',
    );
    expect(orderPagePath('ar', 'RC-7K3Q2-M8XPA')).toBe('/ar/orders/RC-7K3Q2-M8XPA');
  });
});
