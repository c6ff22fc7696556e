import {
  ARABIC_FOLD_FROM,
  ARABIC_FOLD_TO,
  ARABIC_IGNORED,
  ARABIC_LETTERS_A,
  ARABIC_LETTERS_B,
  ARABIC_CODE_LETTERS,
} from '../database/arabic-search.sql';

// The shopper's words folded in memory exactly as PostgreSQL's shop_search_fold folds them (the same tables are
// imported, not copied), so the read model meets the products' stored search text as the SQL path does.

const FOLD = new Map<string, string>();
for (let i = 0; i < ARABIC_FOLD_FROM.length; i++) FOLD.set(ARABIC_FOLD_FROM[i], ARABIC_FOLD_TO[i]);
for (const ch of ARABIC_IGNORED) FOLD.set(ch, '');
const CODES = new Map<string, string>();
for (let i = 0; i < ARABIC_LETTERS_A.length; i++) CODES.set(ARABIC_LETTERS_A[i], 'A' + ARABIC_CODE_LETTERS[i]);
for (let i = 0; i < ARABIC_LETTERS_B.length; i++) CODES.set(ARABIC_LETTERS_B[i], 'B' + ARABIC_CODE_LETTERS[i]);

/** lower() under the C locale changes ASCII letters only. */
function lowerC(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

export function searchFold(text: string): string {
  let out = '';
  for (const ch of lowerC(text)) {
    const folded = FOLD.get(ch) ?? ch;
    out += folded === '' ? '' : (CODES.get(folded) ?? folded);
  }
  return out;
}

/** PostgreSQL's length(): characters (code points), not UTF-16 units. */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
