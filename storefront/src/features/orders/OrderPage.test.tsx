import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import OrderPage, { codeFromPath } from './OrderPage';

const order = {
  code: 'RC-7K3Q2-M8XPA',
  status: 'READY',
  statusAt: '2026-11-26T09:30:00.000Z',
  lines: [{ productId: 'p1', name: 'Retro Cap', nameAr: 'قبعة ريترو', size: 'M', quantity: 2, unitPrice: 149, lineTotal: 298 }],
  total: 298,
  currency: 'SAR',
  pickupDate: '2026-11-27',
};
const answer = (status: number, body: unknown) => (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

describe("the shopper's order page", () => {
  it('reads the code from /orders/… and /ar/orders/… in any case, and nothing else', () => {
    expect(codeFromPath('/orders/RC-7K3Q2-M8XPA')).toBe('RC-7K3Q2-M8XPA');
    expect(codeFromPath('/ar/orders/rc-7k3q2-m8xpa/')).toBe('RC-7K3Q2-M8XPA');
    expect(codeFromPath('/orders/whatever')).toBeNull();
  });

  it('shows the lines, total, pickup day and the status with its time', async () => {
    history.replaceState(null, '', '/orders/RC-7K3Q2-M8XPA');
    render(<OrderPage lang="en" fetchImpl={answer(200, { data: order })} />);
    await waitFor(() => expect(screen.getByText('Ready for pickup')).toBeTruthy());
    expect(document.querySelector('[data-order-status]')?.getAttribute('data-order-status')).toBe('READY');
    expect(screen.getByText(/Retro Cap · Size M × 2/)).toBeTruthy();
    expect(document.querySelector('[data-order-total]')?.textContent).toBe('SAR 298.00');
    expect(screen.getByText(/Pickup day: Friday 27 November|Pickup day: Friday, 27 November/)).toBeTruthy();
  });

  it('shows the Arabic status and names on an Arabic page', async () => {
    history.replaceState(null, '', '/ar/orders/RC-7K3Q2-M8XPA');
    render(<OrderPage lang="ar" fetchImpl={answer(200, { data: { ...order, status: 'CONFIRMED' } })} />);
    await waitFor(() => expect(screen.getByText('مؤكد')).toBeTruthy());
    expect(screen.getByText(/قبعة ريترو/)).toBeTruthy();
  });

  it('says "We could not find this order" for an unknown or expired code', async () => {
    history.replaceState(null, '', '/orders/RC-7K3Q2-M8XPA');
    render(<OrderPage lang="en" fetchImpl={answer(404, { message: 'We could not find this order' })} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeTruthy());
  });

  it('offers to try again when the API cannot be reached', async () => {
    history.replaceState(null, '', '/orders/RC-7K3Q2-M8XPA');
    render(<OrderPage lang="en" fetchImpl={(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
  });
});
