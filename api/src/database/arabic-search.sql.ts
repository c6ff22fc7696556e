// How text is folded for search, written once: the products' search text (a generated column) and the shopper's words
// both go through the PostgreSQL function shop_search_fold, so the two always agree.

/** Arabic spellings a shopper may type either way: each letter here folds to the one at the same place in ARABIC_FOLD_TO. */
export const ARABIC_FOLD_FROM = '\u0623\u0625\u0622\u0671\u0624\u0626\u0629\u0649'; // أ إ آ ٱ ؤ ئ ة ى
export const ARABIC_FOLD_TO = '\u0627\u0627\u0627\u0627\u0648\u064a\u0647\u064a'; // ا ا ا ا و ي ه ي

/** Removed before matching: tatweel and the diacritics (harakat, tanween, shadda, sukun, dagger alef and the rest). */
export const ARABIC_IGNORED = '\u0640' + range(0x064b, 0x065f) + '\u0670';

/**
 * The Arabic letters left after folding. pg_trgm builds no trigrams from them when the database's character type is C
 * (the shop's own database), so the trigram index could not narrow an Arabic search. Each is therefore written in the
 * search text as two upper-case ASCII letters: a group letter (A or B) then one of CODE_LETTERS. Lower-cased text
 * never holds upper-case ASCII, and a group letter only ever starts a code, so a match on the codes is exactly a match
 * on the Arabic letters and never on English text.
 */
export const ARABIC_LETTERS_A =
  '\u0621\u0627\u0628\u062a\u062b\u062c\u062d\u062e\u062f\u0630\u0631\u0632\u0633\u0634\u0635\u0636\u0637\u0638\u0639\u063a\u0641';
export const ARABIC_LETTERS_B = '\u0642\u0643\u0644\u0645\u0646\u0647\u0648\u064a';
export const ARABIC_CODE_LETTERS = 'CDEFGHIJKLMNOPQRSTUVW';

function range(from: number, to: number): string {
  let s = '';
  for (let c = from; c <= to; c++) s += String.fromCharCode(c);
  return s;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * shop_search_fold(text): lower-cased, Arabic folded (alef and hamza forms to bare alef, ؤ to و, ئ and ى to ي, ة to ه)
 * with tatweel and diacritics removed, Arabic letters then written as their codes. English text comes out as lower(text).
 * Only built-in functions inside, so the generated column it feeds survives a dump and restore.
 */
export const SEARCH_FOLD_FUNCTION_SQL = `
  CREATE OR REPLACE FUNCTION shop_search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT translate(
      regexp_replace(
        regexp_replace(translate(lower(t), ${literal(ARABIC_FOLD_FROM + ARABIC_IGNORED)}, ${literal(ARABIC_FOLD_TO)}),
          ${literal(`([${ARABIC_LETTERS_A}])`)}, 'A\\1', 'g'),
        ${literal(`([${ARABIC_LETTERS_B}])`)}, 'B\\1', 'g'),
      ${literal(ARABIC_LETTERS_A + ARABIC_LETTERS_B)}, ${literal(ARABIC_CODE_LETTERS + ARABIC_CODE_LETTERS.slice(0, ARABIC_LETTERS_B.length))})
  $$`;
