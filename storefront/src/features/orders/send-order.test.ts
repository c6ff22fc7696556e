import { describe, expect, it, vi } from 'vitest';
import { ORDER_LIMITS } from '@shop/common';
import { orderPayload, sendOrder } from './send-order';

const items = [
  { productId: 'cm0abc123def456ghi789jkl0', size: '42', qty: 2, price: 149 },
  { productId: 'cm0abc123def456ghi789jkl1', size: null, qty: 1, price: 99 },
];

describe('the order the storefront sends on Submit Order', () => {
  it('holds the code, lines, pickup day, language, route and time, and nothing about the shopper', () => {
    const now = new Date('2026-11-26T09:00:00Z'); // a Thursday in Riyadh: the next pickup Friday is the 27th
    const body = orderPayload({ reference: 'RC-7K3Q2-M8XPA', items, orderType: 'pickup', lang: 'ar', route: 'WHATSAPP', now });
    expect(body).toEqual({
      code: 'RC-7K3Q2-M8XPA',
      lines: [
        { productId: items[0].productId, size: '42', quantity: 2, unitPrice: 149 },
        { productId: items[1].productId, size: null, quantity: 1, unitPrice: 99 },
      ],
      pickupDate: '2026-11-27',
      language: 'ar',
      route: 'WHATSAPP',
      placedAt: '2026-11-26T09:00:00.000Z',
    });
    expect(orderPayload({ reference: 'RC-7K3Q2-M8XPA', items, orderType: 'delivery', lang: 'en', route: 'COPY', now })?.pickupDate).toBeNull();
  });

  it('carries the code typed and the discount the cart showed, the discount only when the cart knew the automatic promotions', () => {
    const input = { reference: 'RC-7K3Q2-M8XPA', items, orderType: 'delivery' as const, lang: 'en' as const, route: 'COPY' as const };
    expect(orderPayload({ ...input, promotion: { code: 'WHITE10', discount: 39.7, known: true } })).toMatchObject({
      promoCode: 'WHITE10',
      discount: 39.7,
    });
    const unknown = orderPayload({ ...input, promotion: { code: 'WHITE10', discount: 0, known: false } });
    expect(unknown).toMatchObject({ promoCode: 'WHITE10' });
    expect(unknown).not.toHaveProperty('discount');
    const none = orderPayload({ ...input, promotion: { code: null, discount: 0, known: true } });
    expect(none).not.toHaveProperty('promoCode');
    expect(none).toMatchObject({ discount: 0 });
  });

  it('sends nothing the API would refuse for its size (too many lines or pieces)', () => {
    const many = Array.from({ length: ORDER_LIMITS.linesMax + 1 }, () => items[0]);
    expect(orderPayload({ reference: 'RC-7K3Q2-M8XPA', items: many, orderType: 'pickup', lang: 'en', route: 'COPY' })).toBeNull();
    expect(
      orderPayload({
        reference: 'RC-7K3Q2-M8XPA',
        items: [{ ...items[0], qty: ORDER_LIMITS.quantityMax + 1 }],
        orderType: 'pickup',
        lang: 'en',
        route: 'COPY',
      }),
    ).toBeNull();
  });

  it('never throws and gives up after its timeout when the API is slow or down, so the chat is never held up', async () => {
    const body = orderPayload({ reference: 'RC-7K3Q2-M8XPA', items, orderType: 'pickup', lang: 'en', route: 'COPY' })!;
    let signal: AbortSignal | undefined;
    const hanging = (_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    // on the timer's clock, not the wall's (a busy machine stretches the latter): held until 50 ms, given up at 50 ms
    vi.useFakeTimers();
    try {
      let answered: boolean | undefined;
      const sent = sendOrder(body, { fetchImpl: hanging as typeof fetch, timeoutMs: 50 }).then((ok) => (answered = ok));
      await vi.advanceTimersByTimeAsync(49);
      expect({ answered, aborted: signal?.aborted }).toEqual({ answered: undefined, aborted: false });
      await vi.advanceTimersByTimeAsync(1);
      await sent;
      expect({ answered, aborted: signal?.aborted }).toEqual({ answered: false, aborted: true });
    } finally {
      vi.useRealTimers();
    }
    await expect(sendOrder(body, { fetchImpl: (() => Promise.reject(new TypeError('offline'))) as typeof fetch })).resolves.toBe(false);
  });

  it('answers true when the API stored the order, posting JSON to /orders with keepalive (it outlives the page)', async () => {
    const body = orderPayload({ reference: 'RC-7K3Q2-M8XPA', items, orderType: 'pickup', lang: 'en', route: 'MESSENGER' })!;
    const seen: { url: string; init: RequestInit }[] = [];
    const ok = (url: string, init: RequestInit) => (seen.push({ url, init }), Promise.resolve(new Response('{}', { status: 201 })));
    await expect(sendOrder(body, { fetchImpl: ok as typeof fetch })).resolves.toBe(true);
    expect(seen[0].url).toMatch(/\/orders$/);
    expect(seen[0].init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(seen[0].init.body as string)).toEqual(body);
  });
});
