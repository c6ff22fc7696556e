import { describe, expect, it } from 'vitest';
import { placeholderScreen, TAB_WORD } from './placeholderScreen';

describe('placeholderScreen', () => {
  it("gives a stat card that counts a status its tab's word, keeps the cards' own words, and the order of every key", () => {
    const words = placeholderScreen(
      { title: 'Customer Reviews', subtitle: 'Moderate reviews.', empty: 'No reviews yet' },
      { total: 'Total Reviews', pending: TAB_WORD, approved: TAB_WORD, rating: 'Average Rating' },
      { all: 'All', pending: 'Pending', approved: 'Approved' },
      { guidelinesTitle: 'Review Guidelines' },
    );
    expect(words).toEqual({
      title: 'Customer Reviews',
      subtitle: 'Moderate reviews.',
      empty: 'No reviews yet',
      tabs: { all: 'All', pending: 'Pending', approved: 'Approved' },
      stats: { total: 'Total Reviews', pending: 'Pending', approved: 'Approved', rating: 'Average Rating' },
      guidelinesTitle: 'Review Guidelines',
    });
    expect(Object.keys(words)).toEqual(['title', 'subtitle', 'empty', 'tabs', 'stats', 'guidelinesTitle']);
    expect(Object.keys(words.stats)).toEqual(['total', 'pending', 'approved', 'rating']);
  });

  it('refuses a stat card that takes the word of a tab the screen does not have', () => {
    expect(() => placeholderScreen({ title: 'T', subtitle: 'S', empty: 'E' }, { resolved: TAB_WORD }, { all: 'All' }, {})).toThrow(
      'placeholder stat "resolved" takes the word of a tab that does not exist',
    );
  });
});
