// pg_trgm's trigrams and similarity, as the SQL path's typo widening uses them (catalog_words.word % term and
// similarity ≥ 0.4, nearest first). Under the C locale pg_trgm keeps only ASCII letters and digits as word
// characters and lower-cases ASCII only; each word is padded with two spaces before and one after.

export function trigramsOf(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.replace(/[A-Z]+/g, (s) => s.toLowerCase()).split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return [...out];
}

/** similarity() as PostgreSQL computes it (a float4). */
export function trigramSimilarity(shared: number, a: number, b: number): number {
  const all = a + b - shared;
  return all <= 0 ? 0 : Math.fround(shared / all);
}
