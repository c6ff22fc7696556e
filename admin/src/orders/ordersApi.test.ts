import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STOCK_SHORTAGE_ERROR } from '@shop/common';
import { fakeFetch } from '../test/fakeFetch';
import * as rec from '../test/recorded';
import { codeInText, isShortage, ordersApi } from './ordersApi';

const P = '/api/v1';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ accessToken: 'tok', refreshToken: 'r', user: rec.ownerUser, issuedAt: Date.now() }));
});

describe('the Orders screen calls', () => {
  it('finds the code in a pasted chat message, in lower case or without dashes', () => {
    const message = 'Order rc-7k3q2-m8xpa\n\nCustomer: Layla\nTotal: SAR 298.00';
    expect(codeInText(message)).toBe('RC-7K3Q2-M8XPA');
    expect(codeInText('rc7k3q2m8xpa')).toBe('RC-7K3Q2-M8XPA');
    expect(codeInText('thanks!')).toBeNull();
  });

  it('records with the platform chosen and the oversell choice, and tells a short line from "already recorded"', async () => {
    const f = fakeFetch({
      [`POST ${P}/orders/RC-7K3Q2-M8XPA/record`]: (call) =>
        (call.body as { oversell?: boolean }).oversell
          ? { body: { data: { code: 'RC-7K3Q2-M8XPA', recorded: true } } }
          : { status: 409, body: { statusCode: 409, error: STOCK_SHORTAGE_ERROR, message: 'Only 1 left of Scarce Cap' } },
      [`POST ${P}/orders/RC-2222-X/record`]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'This order is already recorded as sales' },
      },
    });
    const short = await ordersApi.record('RC-7K3Q2-M8XPA', { platform: 'INSTAGRAM' }).catch((e) => e);
    expect(isShortage(short)).toBe(true);
    expect(f.last().body).toEqual({ platform: 'INSTAGRAM' });
    expect(await ordersApi.record('RC-7K3Q2-M8XPA', { platform: 'INSTAGRAM', oversell: true })).toMatchObject({ recorded: true });
    expect(isShortage(await ordersApi.record('RC-2222-X', {}).catch((e) => e))).toBe(false);
  });

  it('cancels with the reason and the delete-sales choice', async () => {
    const f = fakeFetch({ [`POST ${P}/orders/RC-7K3Q2-M8XPA/status`]: { body: { data: { status: 'CANCELLED' } } } });
    await ordersApi.setStatus('RC-7K3Q2-M8XPA', { status: 'CANCELLED', reason: 'Changed their mind', deleteSales: true });
    expect(f.last()).toMatchObject({ method: 'POST', body: { status: 'CANCELLED', reason: 'Changed their mind', deleteSales: true } });
  });
});
