// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { helpersFor, PAGES_PER_HELPER } from './renderer';

describe('the helper threads of a full build', () => {
  it("starts none for a small catalog's build: a thread's start costs more than the pages it would take", () => {
    expect(helpersFor(64, 3)).toBe(0); // the demo catalog, every test shop's first build
    expect(helpersFor(PAGES_PER_HELPER - 1, 3)).toBe(0);
  });

  it('starts one per thousand pages, at most as many as there are other cores', () => {
    expect(helpersFor(PAGES_PER_HELPER, 3)).toBe(1);
    expect(helpersFor(2.5 * PAGES_PER_HELPER, 3)).toBe(2);
    expect(helpersFor(66_232, 3)).toBe(3); // 10,000 products
    expect(helpersFor(66_232, 1)).toBe(1); // two cores
    expect(helpersFor(66_232, 0)).toBe(0); // one core
  });
});
