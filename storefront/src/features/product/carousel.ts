/** Carousel and viewer timings and limits (auto-advance every 4 s, 300 ms slides, 50 px swipes, zoom 0.5× to 3×) and the pure rules behind them. */
export const CAROUSEL = {
  autoAdvanceMs: 4000,
  transitionMs: 300,
  swipeThresholdPx: 50,
} as const;

export const ZOOM = { min: 0.5, max: 3, step: 1.2 } as const;

/** Wraps around both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The next zoom level: ×1.2 or ÷1.2, kept within 0.5x–3x and rounded to avoid float drift. */
export function stepZoom(current: number, direction: 'in' | 'out'): number {
  const next = direction === 'in' ? current * ZOOM.step : current / ZOOM.step;
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, next)) * 1000) / 1000;
}

/** A horizontal swipe: -1 (to the next image), 1 (to the previous) or 0 when under the threshold or mostly vertical. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < CAROUSEL.swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? -1 : 1;
}
