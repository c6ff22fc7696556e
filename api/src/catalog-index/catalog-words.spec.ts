import { CatalogWords } from './catalog-words';

describe('CatalogWords (typo corrections as the SQL path makes them)', () => {
  const words = new CatalogWords();
  for (const w of ['snapback', 'sneakers', 'jacket', 'hoodie', 'bomber', 'AJBK']) words.add(w);

  it('counts a swapped pair of letters as one slip: snpaback finds snapback though few trigrams are shared', () => {
    expect(words.corrections('snpaback')).toContain('snapback');
    expect(words.corrections('sneakres')).toContain('sneakers');
  });

  it('corrects close words by trigram similarity, nothing for a known or short word', () => {
    expect(words.corrections('hodie')).toEqual(['hoodie']);
    expect(words.corrections('jacket')).toEqual([]);
    expect(words.corrections('jak')).toEqual([]);
  });

  it('never corrects an English word to an Arabic one', () => {
    expect(words.corrections('ajbk')).toEqual([]);
  });
});
