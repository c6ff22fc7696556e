import { afterEach, describe, expect, it, vi } from 'vitest';
import afterFirstResults from './after-first-results';
import { ISLAND_WAIT_CAP_MS, setFirstResultsPainted } from './first-results-painted';

/** The directive as Astro calls it; `hydrated` counts the island's hydrations. */
function island() {
  const hydrated = vi.fn();
  const load = vi.fn(async () => async () => hydrated());
  const el = document.createElement('astro-island');
  el.innerHTML = '<input type="search" />';
  afterFirstResults(load, { name: 'after-first-results', value: '' }, el);
  return { load, hydrated, el };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__shopSearchFirstPaint;
  vi.useRealTimers();
});

describe('client:after-first-results', () => {
  it('hydrates at once on a page that asks nothing', async () => {
    const { load, hydrated } = island();
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('waits for the first results to paint, then hydrates once', async () => {
    let paint!: () => void;
    setFirstResultsPainted(new Promise<void>((r) => (paint = r)));
    const { load, hydrated } = island();
    await flush();
    expect(load).not.toHaveBeenCalled();
    paint();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('hydrates after the wait cap when the answer is slow, and not again when it comes', async () => {
    vi.useFakeTimers();
    let paint!: () => void;
    setFirstResultsPainted(new Promise<void>((r) => (paint = r)));
    const { load } = island();
    await vi.advanceTimersByTimeAsync(ISLAND_WAIT_CAP_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates when the first results fail', async () => {
    setFirstResultsPainted(Promise.reject(new Error('offline')));
    const { load } = island();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves results that stand alone to the shopper: hydrates on the first touch, not before', async () => {
    setFirstResultsPainted(Promise.resolve(true));
    const { load, hydrated, el } = island();
    await new Promise((r) => setTimeout(r, ISLAND_WAIT_CAP_MS + 50));
    expect(load).not.toHaveBeenCalled();
    el.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});
