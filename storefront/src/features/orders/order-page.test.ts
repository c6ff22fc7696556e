import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeFromPath, drawOrderPage, formatPickupDay, formatStatusTime } from './order-page';

const CODE = 'RC-7K3Q2-M8XPA';
const order = {
  code: CODE,
  status: 'READY',
  statusAt: '2026-11-26T09:30:00.000Z',
  lines: [{ productId: 'p1', name: 'Retro Cap', nameAr: 'قبعة ريترو', size: 'M', quantity: 2, unitPrice: 149, lineTotal: 298 }],
  total: 298,
  currency: 'SAR',
  pickupDate: '2026-11-27',
};
const answer = (status: number, body: unknown) => (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

/** The shop's settings as the layout embeds them (#shop-settings). */
function settings(values: { messengerUrl?: string | null; whatsapp?: string | null }) {
  document.getElementById('shop-settings')?.remove();
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'shop-settings';
  s.textContent = JSON.stringify({ messengerUrl: null, whatsapp: null, ...values });
  document.head.append(s);
}

/** A root with the shell's loading state, as the prebuilt page serves it. */
function shell(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-order-root', '');
  const loading = document.createElement('p');
  loading.setAttribute('aria-busy', 'true');
  loading.textContent = 'Loading your order…';
  root.append(loading);
  document.body.replaceChildren(root);
  return root;
}

const text = () => document.body.textContent ?? '';
const heading = () => document.querySelector('h1')?.textContent;

afterEach(() => {
  document.body.replaceChildren();
  document.getElementById('shop-settings')?.remove();
});

describe("the shopper's order page", () => {
  it('reads the code from /orders/… and /ar/orders/… in any case, and nothing else', () => {
    expect(codeFromPath(`/orders/${CODE}`)).toBe(CODE);
    expect(codeFromPath('/ar/orders/rc-7k3q2-m8xpa/')).toBe(CODE);
    expect(codeFromPath('/orders/whatever')).toBeNull();
    expect(codeFromPath('/orders/%E0%A4%A')).toBeNull();
  });

  it('shows the lines, total, pickup day and the status with its time in Riyadh', async () => {
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(200, { data: order }) });
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(document.querySelector('[data-order-page]')).not.toBeNull();
    const status = document.querySelector('[data-order-status]')!;
    expect(status.getAttribute('data-order-status')).toBe('READY');
    expect(status.querySelector('strong')?.textContent).toBe('Ready for pickup');
    // 09:30 UTC is 12:30 in Riyadh
    expect(status.textContent).toBe(`Ready for pickup · since ${formatStatusTime('en', order.statusAt)}`);
    expect(status.textContent).toContain('12:30');
    expect(text()).toContain('Retro Cap · Size M × 2');
    expect(document.querySelector('[data-order-total]')?.textContent).toBe('SAR 298.00');
    expect(text()).toMatch(/Pickup day: Friday,? 27 November/);
    expect(text()).toContain('we keep no name, number or address');
  });

  it.each([
    ['NEW', 'New', 'جديد'],
    ['CONFIRMED', 'Confirmed', 'مؤكد'],
    ['READY', 'Ready for pickup', 'جاهز للاستلام'],
    ['COMPLETED', 'Completed', 'مكتمل'],
    ['CANCELLED', 'Cancelled', 'ملغى'],
  ])('names the status %s in English and Arabic', async (status, english, arabic) => {
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(200, { data: { ...order, status } }) });
    expect(document.querySelector(`[data-order-status="${status}"] strong`)?.textContent).toBe(english);
    await drawOrderPage(shell(), { lang: 'ar', path: `/ar/orders/${CODE}`, fetchImpl: answer(200, { data: { ...order, status } }) });
    expect(document.querySelector(`[data-order-status="${status}"] strong`)?.textContent).toBe(arabic);
  });

  it('shows the Arabic names, prices and pickup day on an Arabic page, and the English name where there is no Arabic one', async () => {
    const lines = [...order.lines, { productId: 'p2', name: 'Vintage Tee', nameAr: null, size: null, quantity: 1, unitPrice: 99, lineTotal: 99 }];
    await drawOrderPage(shell(), { lang: 'ar', path: `/ar/orders/${CODE}`, fetchImpl: answer(200, { data: { ...order, lines, total: 397 } }) });
    const items = [...document.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['قبعة ريترو · المقاس M × 2298.00 ر.س', 'Vintage Tee × 199.00 ر.س']);
    expect(document.querySelector('[data-order-total]')?.textContent).toBe('397.00 ر.س');
    expect(heading()).toBe('طلبك');
    expect(text()).toContain(`يوم الاستلام: ${formatPickupDay('ar', '2026-11-27')}`);
  });

  it('writes a product name as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const lines = [{ ...order.lines[0], name: hostile, nameAr: null, size: '<b>L</b>' }];
    await drawOrderPage(shell(), { lang: 'ar', path: `/ar/orders/${CODE}`, fetchImpl: answer(200, { data: { ...order, lines, code: '<i>x</i>' } }) });
    expect(document.querySelector('img, b, i')).toBeNull();
    expect(document.querySelector('li span')?.textContent).toBe(`${hostile} · المقاس <b>L</b> × 2`);
    expect(text()).toContain('<i>x</i>');
  });

  it('says "We could not find this order" for an unknown or expired code, with the chat link', async () => {
    settings({ messengerUrl: 'https://m.me/retrocaps' });
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(404, { message: 'We could not find this order' }) });
    expect(document.querySelector('[data-order-missing]')).not.toBeNull();
    expect(heading()).toBe('We could not find this order');
    expect(document.querySelector('[data-order-chat]')?.getAttribute('href')).toBe(
      `https://m.me/retrocaps?text=${encodeURIComponent(`Order ${CODE}`)}`,
    );
    expect(document.querySelector('button')).toBeNull();
  });

  it('says it could not find the order for an address without a code, in Arabic too, without asking the API', async () => {
    let asked = 0;
    const fetchImpl = (() => {
      asked++;
      return Promise.reject(new Error('not to be called'));
    }) as unknown as typeof fetch;
    await drawOrderPage(shell(), { lang: 'ar', path: '/ar/orders/nothing', fetchImpl });
    expect(heading()).toBe('لم نتمكن من العثور على هذا الطلب');
    expect(asked).toBe(0);
  });

  it('offers to try again when the API cannot be reached, and shows the order when the retry answers', async () => {
    let calls = 0;
    const fetchImpl = (() => {
      calls++;
      return calls === 1 ? Promise.reject(new TypeError('offline')) : answer(200, { data: order })(`/orders/${CODE}`);
    }) as unknown as typeof fetch;
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl });
    expect(heading()).toBe('We could not load your order just now.');
    expect(document.querySelector('[data-order-missing]')).toBeNull();
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    expect(retry).toBeTruthy();
    retry.click();
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading your order…');
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(2);
    expect(document.querySelector('[data-order-status]')?.getAttribute('data-order-status')).toBe('READY');
  });

  it('treats a server error or an answer without an order as a failure to retry, not as a missing order', async () => {
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(500, { message: 'boom' }) });
    expect(heading()).toBe('We could not load your order just now.');
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(200, { data: null }) });
    expect(heading()).toBe('We could not load your order just now.');
  });

  it('links the chat button to WhatsApp when the shop has no Messenger page, and shows none without either', async () => {
    settings({ whatsapp: '+966 50 123 4567' });
    await drawOrderPage(shell(), { lang: 'ar', path: `/ar/orders/${CODE}`, fetchImpl: answer(200, { data: order }) });
    const chat = document.querySelector('[data-order-chat]')!;
    expect(chat.getAttribute('href')).toBe(`https://wa.me/966501234567?text=${encodeURIComponent(`Order ${CODE}`)}`);
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    expect(chat.textContent).toBe('راسلنا بشأن هذا الطلب');
    settings({});
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(200, { data: order }) });
    expect(document.querySelector('[data-order-chat]')).toBeNull();
  });

  it('keeps every state at least a phone screen tall, so the footer does not move when the order arrives', async () => {
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(200, { data: order }) });
    expect(document.querySelector<HTMLElement>('[data-order-page]')?.style.minHeight).toBe('80vh');
    await drawOrderPage(shell(), { lang: 'en', path: `/orders/${CODE}`, fetchImpl: answer(404, {}) });
    expect(document.querySelector<HTMLElement>('[data-order-missing]')?.style.minHeight).toBe('80vh');
  });
});

describe("the order page's total while the shop is VAT registered", () => {
  // the page reads the layout's VAT flag once and keeps it, so each case gets its own copy of the modules
  async function drawWith(vatIncluded: boolean, lang: 'en' | 'ar') {
    vi.resetModules();
    settings({});
    const s = document.getElementById('shop-settings')!;
    s.textContent = JSON.stringify({ messengerUrl: null, whatsapp: null, ...(vatIncluded ? { vatIncluded: true } : {}) });
    const page = await import('./order-page');
    await page.drawOrderPage(shell(), { lang, path: `${lang === 'ar' ? '/ar' : ''}/orders/${CODE}`, fetchImpl: answer(200, { data: order }) });
    vi.resetModules();
  }

  it('says "incl. VAT" / "شامل الضريبة" beside the total, as the cart and checkout do', async () => {
    await drawWith(true, 'en');
    expect(document.querySelector('[data-order-total]')?.textContent).toBe('SAR 298.00');
    expect(document.querySelector('[data-order-vat]')?.textContent).toBe('incl. VAT');
    expect(document.querySelector('[data-order-total]')?.closest('p')?.textContent).toBe('TotalSAR 298.00 incl. VAT');
    await drawWith(true, 'ar');
    expect(document.querySelector('[data-order-vat]')?.textContent).toBe('شامل الضريبة');
    expect(document.querySelector('[data-order-total]')?.closest('p')?.textContent).toBe('الإجمالي298.00 ر.س شامل الضريبة');
  });

  it('says nothing about VAT when the shop is not registered (no flag in the page)', async () => {
    await drawWith(false, 'en');
    expect(document.querySelector('[data-order-total]')?.textContent).toBe('SAR 298.00');
    expect(document.querySelector('[data-order-vat]')).toBeNull();
    expect(text()).not.toContain('VAT');
  });
});
