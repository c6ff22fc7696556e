import { isCalendarDay } from '@shop/common';
import { hasOffset, isSaleDateInput } from './sale-dates';

/** Every value in `yes` passes the check and every one in `no` fails it; a failure names the values on the wrong side. */
const expectSplit = <T>(check: (value: T) => boolean, yes: T[], no: T[]) => {
  expect(yes.filter((v) => !check(v))).toEqual([]);
  expect(no.filter((v) => check(v))).toEqual([]);
};

describe('sale dates', () => {
  it('accepts real calendar days only', () => {
    expectSplit(isCalendarDay, ['2024-02-29'], ['2025-02-29', '2025-04-31', '2025-1-5', '1969-12-31', 20250101]);
  });
  it('accepts a day or a full ISO timestamp as a sale date', () => {
    expectSplit(
      isSaleDateInput,
      ['2026-03-01', '2026-03-01T20:59:59Z', '2026-03-01T20:59:59.123+03:00', '2026-03-01T23:59:59'],
      ['2026-03-01 10:00', '2026-02-30T10:00:00Z', '2026-03-01T24:01:00Z', 'March 1', '', null],
    );
  });
  it('tells timestamps with an offset from shop-time ones', () => {
    expectSplit(
      hasOffset,
      ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00+05:30', '2026-03-01T10:00:00-0200'],
      ['2026-03-01T10:00:00', '2026-03-01T10:00:00.250'],
    );
  });
});
