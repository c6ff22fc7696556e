import { seededRandom } from '../core/ids/seeded-random';
import { invoiceAmounts, rateToBasisPoints } from './invoice-amounts';

/**
 * An independent statement of the documented rule, in exact rational arithmetic with BigInt:
 * per line, gross = quantity × unit price (halalas);
 *   VAT-inclusive prices: VAT = gross × r / (100 + r), rounded half up to the halala; net = gross − VAT;
 *   VAT-exclusive prices: VAT = gross × r / 100, rounded half up; net = gross; gross = net + VAT.
 * Totals are the sums of the lines.
 */
function expected(lines: { quantity: number; unitHalalas: number }[], ratePercent: string, inclusive: boolean) {
  const [whole, frac = ''] = ratePercent.split('.');
  const r = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2)); // basis points
  let net = 0n,
    vat = 0n,
    gross = 0n;
  for (const l of lines) {
    const g = BigInt(l.quantity) * BigInt(l.unitHalalas);
    const num = inclusive ? g * r : g * r;
    const den = inclusive ? 10000n + r : 10000n;
    const q = num / den,
      rem = num % den;
    const v = rem * 2n >= den ? q + 1n : q;
    vat += v;
    if (inclusive) {
      gross += g;
      net += g - v;
    } else {
      net += g;
      gross += g + v;
    }
  }
  return { net: Number(net), vat: Number(vat), gross: Number(gross) };
}

describe('invoice amounts: the one rounding rule', () => {
  it('15 % VAT inside 115.00 is 15.00; inside 100.00 is 13.04 (13.043… rounded half up)', () => {
    expect(invoiceAmounts([{ quantity: 1, unitHalalas: 11500 }], 1500, true).totals).toEqual({
      netHalalas: 10000,
      vatHalalas: 1500,
      grossHalalas: 11500,
    });
    expect(invoiceAmounts([{ quantity: 1, unitHalalas: 10000 }], 1500, true).totals).toEqual({
      netHalalas: 8696,
      vatHalalas: 1304,
      grossHalalas: 10000,
    });
    expect(invoiceAmounts([{ quantity: 1, unitHalalas: 10000 }], 1500, false).totals).toEqual({
      netHalalas: 10000,
      vatHalalas: 1500,
      grossHalalas: 11500,
    });
  });

  it('rounds an exact half up: 0.10 at 5 % on top is 0.005 → 0.01', () => {
    expect(invoiceAmounts([{ quantity: 1, unitHalalas: 10 }], 500, false).totals.vatHalalas).toBe(1);
  });

  it('matches the documented rule on 10,000 random baskets', () => {
    const random = seededRandom(29_2026);
    const rates = ['15', '5', '15.5', '12.75'];
    for (let i = 0; i < 10_000; i++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
        quantity: 1 + Math.floor(random() * 20),
        unitHalalas: 1 + Math.floor(random() * 10_000_000),
      }));
      const rate = rates[i % rates.length];
      const inclusive = random() < 0.5;
      const got = invoiceAmounts(lines, rateToBasisPoints(Number(rate)), inclusive);
      const want = expected(lines, rate, inclusive);
      expect({ net: got.totals.netHalalas, vat: got.totals.vatHalalas, gross: got.totals.grossHalalas }).toEqual(want);
      expect(got.lines.reduce((s, l) => s + l.vatHalalas, 0)).toBe(want.vat);
    }
  });
});
