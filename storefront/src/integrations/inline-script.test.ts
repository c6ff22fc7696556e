// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundleInlineScript } from './inline-script.mjs';

// The search page's first script travels inside every search page's HTML, which must arrive in one round trip: it
// carries what draws the first results and nothing the page never runs.
describe("the search page's inline first-results script", () => {
  const { text, inputs } = bundleInlineScript('features/search/prefetch-start.ts');

  it('carries no shared code the page never runs (staff permissions, stock messages)', () => {
    expect(text).not.toContain('dashboardAccess');
    expect(text).not.toContain('Quantity must be a whole number');
  });

  it('carries no dictionary and no loader of one', () => {
    expect(inputs.filter((file) => /[\\/]i18n[\\/](en|ar|index)\.ts$|\.json$/.test(file))).toEqual([]);
  });
});
