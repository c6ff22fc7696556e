import { describe, expect, it } from 'vitest';
import { CAROUSEL, ZOOM, stepZoom, swipeDirection, wrapIndex } from './carousel';

describe('carousel rules', () => {
  it('advances every 4 s with a 300 ms transition and a 50 px swipe threshold', () => {
    expect(CAROUSEL).toEqual({ autoAdvanceMs: 4000, transitionMs: 300, swipeThresholdPx: 50 });
  });
  it('wraps around', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
  it('zooms between 0.5x and 3x in 1.2x steps', () => {
    expect(stepZoom(1, 'in')).toBe(1.2);
    expect(stepZoom(1.2, 'in')).toBe(1.44);
    expect(stepZoom(1, 'out')).toBe(0.833);
    let z = 1;
    for (let i = 0; i < 20; i++) z = stepZoom(z, 'in');
    expect(z).toBe(ZOOM.max);
    for (let i = 0; i < 40; i++) z = stepZoom(z, 'out');
    expect(z).toBe(ZOOM.min);
  });
  it('needs a 50 px horizontal swipe', () => {
    expect(swipeDirection(-49, 0)).toBe(0);
    expect(swipeDirection(-50, 0)).toBe(-1);
    expect(swipeDirection(60, 10)).toBe(1);
    expect(swipeDirection(60, 80)).toBe(0);
  });
});
