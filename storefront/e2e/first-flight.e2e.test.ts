import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_FLIGHT_BODY_BYTES } from '../src/integrations/precompress.mjs';
import { SHOP_URL, pageOfEveryKind } from './helpers';

// A phone on a new connection receives 10 TCP segments before it can acknowledge any: a page whose compressed body
// (with its headers) is larger waits one more round trip before its first paint. Every kind of page, in both
// languages, as the shop serves it to a browser that accepts brotli, fits.
let paths: string[];

beforeAll(async () => {
  paths = await pageOfEveryKind();
});

describe('the first round trip', () => {
  it('carries the whole compressed page of every kind, in English and Arabic', async () => {
    const sizes: Record<string, number> = {};
    for (const p of paths) {
      const res = await fetch(`${SHOP_URL}${p}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding'), p).toBe('br');
      sizes[p] = Number(res.headers.get('content-length'));
    }
    const over = Object.entries(sizes).filter(([, bytes]) => !(bytes > 0 && bytes <= FIRST_FLIGHT_BODY_BYTES));
    expect(over, `pages over ${FIRST_FLIGHT_BODY_BYTES} bytes of brotli`).toEqual([]);
  });
});
