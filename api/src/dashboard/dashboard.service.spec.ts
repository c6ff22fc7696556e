import { changePercent } from './dashboard.service';

describe('changePercent', () => {
  it('is 0 when both months are empty and 100 when only this month has any', () => {
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(5, 0)).toBe(100);
  });
  it('is the signed change against last month, one decimal', () => {
    expect(changePercent(3, 2)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(0, 4)).toBe(-100);
    expect(changePercent(250.5, 200)).toBe(25.3);
  });
});
