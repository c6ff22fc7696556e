/**
 * Compares two strings the way PostgreSQL does under the shop's C collation: by code point (UTF-8 byte order).
 * JavaScript's own < compares UTF-16 units, which puts characters above U+FFFF before U+E000–U+FFFF.
 */
export function compareC(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Surrogates (U+D800–U+DFFF) stand for code points above every BMP character. */
function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}
