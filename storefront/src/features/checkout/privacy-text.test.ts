import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';

// The full Data Privacy Policy must describe what Submit Order really does: the order is kept (POST /orders), the
// shopper is not, and the chat message still leaves through the shopper's own app.
describe('the full Data Privacy Policy', () => {
  it('says in English that the order is kept without who placed it', () => {
    const text = en.privacy.full.join(' ');
    expect(text).not.toMatch(/not sent to us/i);
    for (const kept of ['lines', 'prices', 'pickup day', 'language', 'chat channel']) expect(text).toContain(kept);
    expect(text).toMatch(/never.*name, phone number or address/);
    expect(text).toMatch(/your own chat app/);
  });

  it('says the same in Arabic', () => {
    const text = ar.privacy.full.join(' ');
    expect(text).not.toContain('لا يصلنا طلبك');
    for (const kept of ['أصناف الطلب', 'أسعارها', 'يوم الاستلام', 'اللغة', 'قناة المحادثة']) expect(text).toContain(kept);
    expect(text).toMatch(/لا نحفظ.*اسمك ولا رقم هاتفك ولا عنوانك/);
    expect(text).toContain('تطبيق المحادثة الخاص بك');
  });
});
