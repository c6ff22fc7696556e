import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { contactUsLink, orderContacts, type ShopContact } from './contact';

const none: ShopContact = { email: '', phone: '', address: 'Friday Market, Riyadh', messengerUrl: null, whatsapp: null };
const ask = { subject: 'Looking for a product', chat: 'Hi!' };

describe('orderContacts', () => {
  it('offers the email pre-filled with the order, and the phone to call', () => {
    const links = orderContacts(
      { ...none, email: 'orders@shop.sa', phone: '+966 11 234 5678' },
      { subject: 'Order RC-ABCDE', message: 'Order RC-ABCDE\nTotal: SAR 10.00' },
    );
    expect(links).toEqual([
      {
        kind: 'mail',
        href: 'mailto:orders@shop.sa?subject=Order%20RC-ABCDE&body=Order%20RC-ABCDE%0ATotal%3A%20SAR%2010.00',
        newTab: false,
        label: 'orders@shop.sa',
      },
      { kind: 'phone', href: 'tel:+966112345678', newTab: false, label: '+966 11 234 5678' },
    ]);
  });
  it('is empty when the shop has neither', () => {
    expect(orderContacts(none, { subject: 's', message: 'm' })).toEqual([]);
  });
});

describe('contactUsLink never leads nowhere', () => {
  it('prefers email, then chat, then phone, then the stall on the map', () => {
    expect(contactUsLink({ ...none, email: 'a@shop.sa', messengerUrl: 'https://m.me/shop' }, ask, en.contact).href).toBe(
      'mailto:a@shop.sa?subject=Looking%20for%20a%20product',
    );
    expect(contactUsLink({ ...none, messengerUrl: 'https://m.me/shop', phone: '+966 1' }, ask, en.contact)).toMatchObject({
      kind: 'chat',
      href: 'https://m.me/shop?text=Hi!',
      newTab: true,
    });
    expect(contactUsLink({ ...none, whatsapp: '+966 50 000 0000' }, ask, en.contact)).toMatchObject({
      kind: 'chat',
      href: 'https://wa.me/966500000000?text=Hi!',
    });
    expect(contactUsLink({ ...none, phone: '+966 11 234 5678' }, ask, en.contact)).toMatchObject({
      kind: 'phone',
      href: 'tel:+966112345678',
      label: 'Call us at +966 11 234 5678',
    });
    expect(contactUsLink(none, ask, en.contact)).toMatchObject({
      kind: 'map',
      href: expect.stringContaining('Friday%20Market%2C%20Riyadh'),
      label: 'Visit our stall',
    });
  });
});
