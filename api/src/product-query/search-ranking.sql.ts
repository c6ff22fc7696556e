import type { DataSource } from 'typeorm';
import { escapeLike } from './product-query';
import type { SqlParams } from './sql-params';
import { wordForms } from './word-forms';

// Search: how a shopper's words match products (LIKE over search_text, a generated column), how typos are widened
// to close catalog words, and how matches are ranked when a list is sorted by relevance. The words are folded by the
// same SQL function as search_text (shop_search_fold, see arabic-search.sql.ts), so Arabic spellings meet.

/**
 * Per search word: the LIKE pattern of the word itself, the patterns of its other forms (plural, singular, synonyms:
 * wordForms; `forms` starts with `exact`), and patterns of close catalog words when the word itself is unknown.
 */
export interface SearchPattern {
  exact: string;
  forms: string[];
  fuzzy: string[];
}

/**
 * Folds each search word and its pattern, and suggests catalog words close to each word that appears nowhere in the
 * catalog (a typo): the five nearest by trigram similarity, plus every catalog word the word becomes when two
 * neighbouring letters are swapped back (one slip, as Damerau counts it; trigrams count a swap as several changes, so
 * "snpaback" keeps too few of "snapback"'s trigrams). Arabic words (upper-case codes once folded) are only corrected to
 * Arabic words, English to English. Equally close words are taken in word order, so which five are kept never depends
 * on the plan.
 */
export const EXPANSION_SQL = `
  SELECT t.i::int AS i, t.term, t.pattern, coalesce(array_agg(w.word ORDER BY w.dist) FILTER (WHERE w.word IS NOT NULL), '{}') AS words
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(term, pattern, i)
  CROSS JOIN LATERAL (SELECT r.i, shop_search_fold(r.term) AS term, shop_search_fold(r.pattern) AS pattern) t
  LEFT JOIN LATERAL (
    (SELECT cw.word, cw.word <-> t.term AS dist
    FROM catalog_words cw
    WHERE length(t.term) >= 4
      AND cw.word % t.term
      AND similarity(cw.word, t.term) >= 0.4
      AND (cw.word ~ '[A-Z]') = (t.term ~ '[A-Z]')
      AND NOT EXISTS (SELECT 1 FROM catalog_words known WHERE known.word LIKE t.pattern)
    ORDER BY cw.word <-> t.term, cw.word
    LIMIT 5)
    UNION
    SELECT cw.word, cw.word <-> t.term AS dist
    FROM generate_series(1, length(t.term) - 1) AS s(k)
    JOIN catalog_words cw ON cw.word = substr(t.term, 1, s.k - 1) || substr(t.term, s.k + 1, 1) || substr(t.term, s.k, 1) || substr(t.term, s.k + 2)
    WHERE length(t.term) >= 4
      AND NOT EXISTS (SELECT 1 FROM catalog_words known WHERE known.word LIKE t.pattern)
  ) w ON true
  GROUP BY t.i, t.term, t.pattern
  ORDER BY t.i`;

export function likePattern(word: string): string {
  return `%${escapeLike(word)}%`;
}

/**
 * Each search word's own pattern (folded), plus close catalog words when the word itself appears nowhere (a typo).
 * A word made only of what folding removes (tatweel, diacritics) asks for nothing and is dropped.
 */
export async function searchPatterns(ds: DataSource, terms: string[]): Promise<SearchPattern[]> {
  if (!terms.length) return [];
  const rows: { i: number; term: string; pattern: string; words: string[] }[] = await ds.query(EXPANSION_SQL, [terms, terms.map(likePattern)]);
  return rows
    .filter((r) => r.pattern !== likePattern(''))
    .map((r) => ({ exact: r.pattern, forms: [r.pattern, ...wordForms(r.term).slice(1).map(likePattern)], fuzzy: r.words.map(likePattern) }));
}

/**
 * A product matches a word when its search text holds one of the word's forms or one of its corrections, or when its
 * category's name (English or Arabic, folded alike) holds one of the word's forms: "cap" finds everything in Caps.
 */
export function searchMatchSql(s: SearchPattern, p: SqlParams): string {
  const alternatives = [...s.forms, ...s.fuzzy].map((pattern) => `p.search_text LIKE ${p.add(pattern)}`);
  alternatives.push(
    `p.category_id IN (SELECT c.id FROM categories c WHERE shop_search_fold(c.name || ' ' || coalesce(c.name_ar, '')) LIKE ANY(${p.add(s.forms)}::text[]))`,
  );
  return `(${alternatives.join(' OR ')})`;
}

/** Name matches (English or Arabic name) outrank matches elsewhere, the word's forms outrank corrected typos. */
export function rankSql(search: SearchPattern[], p: SqlParams): string {
  return search
    .map((s) => {
      const forms = s.forms.length === 1 ? `${p.add(s.forms[0])}` : `ANY(${p.add(s.forms)}::text[])`;
      const fuzzy = s.fuzzy.length ? p.add(s.fuzzy) : null;
      return `CASE WHEN lower(p.name) LIKE ${forms} OR p.name_ar_search LIKE ${forms} THEN 4 WHEN p.search_text LIKE ${forms} THEN 2${
        fuzzy ? ` WHEN lower(p.name) LIKE ANY(${fuzzy}::text[]) OR p.name_ar_search LIKE ANY(${fuzzy}::text[]) THEN 1.5` : ''
      } ELSE 1 END`;
    })
    .join(' + ');
}
