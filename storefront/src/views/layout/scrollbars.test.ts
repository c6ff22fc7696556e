import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initScrollbars, SCROLLBAR_HIDE_MS } from './scrollbars';

let area: HTMLElement;
let stop: () => void;
const state = () => area.getAttribute('data-scrollbar');

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div data-scrollbar="hidden"><p>line</p></div>';
  area = document.querySelector('[data-scrollbar]')!;
  stop = initScrollbars(document);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('scroll areas hide their scrollbar 600 ms after the shopper stops', () => {
  it("waits the spec's 600 ms", () => {
    expect(SCROLLBAR_HIDE_MS).toBe(600);
  });

  it('shows the scrollbar while scrolling and hides it 600 ms after the last scroll', () => {
    expect(state()).toBe('hidden');
    area.dispatchEvent(new Event('scroll'));
    expect(state()).toBe('shown');
    vi.advanceTimersByTime(400);
    area.dispatchEvent(new Event('scroll')); // still scrolling: the wait starts again
    vi.advanceTimersByTime(599);
    expect(state()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(state()).toBe('hidden');
  });

  it('keeps it while the pointer is over the area, and hides it 600 ms after the pointer leaves', () => {
    area.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(state()).toBe('shown');
    area.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(5000);
    expect(state()).toBe('shown');
    area.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(599);
    expect(state()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(state()).toBe('hidden');
  });

  it('shows it while the keyboard is inside the area', () => {
    area.innerHTML = '<button>x</button>';
    area.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(state()).toBe('shown');
    vi.advanceTimersByTime(5000);
    expect(state()).toBe('shown');
    area.querySelector('button')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(600);
    expect(state()).toBe('hidden');
  });

  it('leaves other scrolling elements alone', () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="plain"></div>');
    const plain = document.getElementById('plain')!;
    plain.dispatchEvent(new Event('scroll'));
    expect(plain.hasAttribute('data-scrollbar')).toBe(false);
  });
});
