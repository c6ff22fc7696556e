import { jsonDepth } from './json-depth';

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('["\\"[[[", "\\\\", [1]]')).toBe(2);
  });

  it('stops counting once past the limit', () => {
    expect(jsonDepth('['.repeat(1_000_000), 32)).toBe(33);
  });
});
