import { describe, expect, it } from 'vitest';
import { messengerLink, messengerPage } from './messenger';

describe('Messenger link', () => {
  it('builds the Messenger link from the settings messengerUrl', () => {
    expect(messengerPage('https://m.me/retrocapshop')).toBe('retrocapshop');
    expect(messengerPage('https://www.messenger.com/t/123456789')).toBe('123456789');
    expect(messengerPage('https://www.facebook.com/retrocapshop/')).toBe('retrocapshop');
    expect(messengerPage('m.me/retrocapshop')).toBe('retrocapshop');
    expect(messengerPage('retrocapshop')).toBe('retrocapshop');
    expect(messengerPage('')).toBeNull();
    expect(messengerLink('https://m.me/retrocapshop', 'Order RC-7K3Q2\nTotal: SAR 1.00')).toBe(
      'https://m.me/retrocapshop?text=Order%20RC-7K3Q2%0ATotal%3A%20SAR%201.00',
    );
    expect(messengerLink(null, 'x')).toBeNull();
  });
});
