import { splitRollupRange } from './rollup-range';

describe('splitRollupRange', () => {
  it('reads a calendar year as twelve whole months', () => {
    expect(splitRollupRange('2025-01-01', '2025-12-31')).toEqual({ months: { from: '2025-01-01', to: '2026-01-01' }, days: [] });
  });
  it('reads the partial months at both ends day by day', () => {
    expect(splitRollupRange('2025-01-15', '2025-04-10')).toEqual({
      months: { from: '2025-02-01', to: '2025-04-01' },
      days: [
        { from: '2025-01-15', to: '2025-01-31' },
        { from: '2025-04-01', to: '2025-04-10' },
      ],
    });
  });
  it('reads a range inside one month, or across one month boundary without a whole month, day by day', () => {
    expect(splitRollupRange('2025-03-02', '2025-03-30')).toEqual({ months: null, days: [{ from: '2025-03-02', to: '2025-03-30' }] });
    expect(splitRollupRange('2025-01-20', '2025-02-10')).toEqual({ months: null, days: [{ from: '2025-01-20', to: '2025-02-10' }] });
  });
  it('knows leap years and month lengths', () => {
    expect(splitRollupRange('2024-02-01', '2024-02-29')).toEqual({ months: { from: '2024-02-01', to: '2024-03-01' }, days: [] });
    expect(splitRollupRange('2025-02-01', '2025-02-28')).toEqual({ months: { from: '2025-02-01', to: '2025-03-01' }, days: [] });
    expect(splitRollupRange('2025-04-01', '2025-04-29').months).toBeNull();
  });
  it('leaves missing bounds open', () => {
    expect(splitRollupRange()).toEqual({ months: { from: null, to: null }, days: [] });
    expect(splitRollupRange('2025-01-10')).toEqual({ months: { from: '2025-02-01', to: null }, days: [{ from: '2025-01-10', to: '2025-01-31' }] });
    expect(splitRollupRange(undefined, '2025-01-10')).toEqual({
      months: { from: null, to: '2025-01-01' },
      days: [{ from: '2025-01-01', to: '2025-01-10' }],
    });
  });
  it('is empty for an inverted range', () => {
    expect(splitRollupRange('2025-02-01', '2025-01-01')).toEqual({ months: null, days: [] });
  });
});
