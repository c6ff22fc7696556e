import { vatThreshold } from './vat-threshold';

describe('VAT registration thresholds (last 12 months of sales)', () => {
  it('below SAR 187,500: nothing to say', () => expect(vatThreshold(187_500).level).toBe('below'));
  it('above SAR 187,500: may register', () => expect(vatThreshold(187_500.01).level).toBe('may'));
  it('above SAR 375,000: must register', () => expect(vatThreshold(375_000.01).level).toBe('must'));
  it('answers the figures it compared', () =>
    expect(vatThreshold(200_000)).toEqual({ level: 'may', salesLast12Months: 200_000, voluntaryThreshold: 187_500, mandatoryThreshold: 375_000 }));
});
