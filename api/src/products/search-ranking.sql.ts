import type { DataSource } from 'typeorm';
import { escapeLike } from './product-query';
import type { SqlParams } from './sql-params';

// Search: how a shopper's words match products (LIKE over search_text, a generated column), how typos are widened
// to close catalog words, and how matches are ranked when a list is sorted by relevance.

/** Per search word: the LIKE pattern of the word itself, and patterns of close catalog words when the word itself is unknown. */
export interface SearchPattern {
  exact: string;
  fuzzy: string[];
}

/** Suggests catalog words close to each search word that appears nowhere in the catalog (a typo). */
export const EXPANSION_SQL = `
  SELECT t.i::int AS i, coalesce(array_agg(w.word ORDER BY w.dist) FILTER (WHERE w.word IS NOT NULL), '{}') AS words
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(term, pattern, i)
  LEFT JOIN LATERAL (
    SELECT cw.word, cw.word <-> t.term AS dist
    FROM catalog_words cw
    WHERE length(t.term) >= 4
      AND cw.word % t.term
      AND similarity(cw.word, t.term) >= 0.4
      AND NOT EXISTS (SELECT 1 FROM catalog_words known WHERE known.word LIKE t.pattern)
    ORDER BY cw.word <-> t.term
    LIMIT 5
  ) w ON true
  GROUP BY t.i
  ORDER BY t.i`;

export function likePattern(word: string): string {
  return `%${escapeLike(word)}%`;
}

/** Each search word's own pattern, plus close catalog words when the word itself appears nowhere (a typo). */
export async function searchPatterns(ds: DataSource, terms: string[]): Promise<SearchPattern[]> {
  if (!terms.length) return [];
  const patterns = terms.map(likePattern);
  const rows: { i: number; words: string[] }[] = await ds.query(EXPANSION_SQL, [terms, patterns]);
  return terms.map((_t, i) => ({
    exact: patterns[i],
    fuzzy: (rows.find((r) => r.i === i + 1)?.words ?? []).map(likePattern),
  }));
}

/** A product matches a word when its search text holds the word or one of the word's corrections. */
export function searchMatchSql(s: SearchPattern, p: SqlParams): string {
  const alternatives = [s.exact, ...s.fuzzy].map((pattern) => `p.search_text LIKE ${p.add(pattern)}`);
  return `(${alternatives.join(' OR ')})`;
}

/** Name matches outrank matches elsewhere, exact words outrank corrected typos. */
export function rankSql(search: SearchPattern[], p: SqlParams): string {
  return search
    .map((s) => {
      const exact = p.add(s.exact);
      const fuzzy = s.fuzzy.length ? p.add(s.fuzzy) : null;
      return `CASE WHEN lower(p.name) LIKE ${exact} THEN 4 WHEN p.search_text LIKE ${exact} THEN 2${
        fuzzy ? ` WHEN lower(p.name) LIKE ANY(${fuzzy}::text[]) THEN 1.5` : ''
      } ELSE 1 END`;
    })
    .join(' + ');
}
