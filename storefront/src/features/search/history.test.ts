import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { $recentShown, $searchHistory, clearSearchHistory, recordSearch, remember } from './history';

beforeEach(() => clearSearchHistory());

describe('search history', () => {
  it('trims, ignores blanks and de-duplicates with the newest first', () => {
    expect(remember(['cap', 'tee'], '  tee ', 10)).toEqual(['tee', 'cap']);
    expect(remember(['cap'], '   ', 10)).toEqual(['cap']);
    expect(remember(['New Era'], 'new era', 10)).toEqual(['new era']);
  });

  it('keeps 10 keywords and 20 recent searches, shows 5', () => {
    for (let i = 1; i <= 25; i++) recordSearch(`term ${i}`);
    const h = $searchHistory.get();
    expect(h.searchKeywords).toHaveLength(10);
    expect(h.searchKeywords[0]).toBe('term 25');
    expect(h.recentSearches).toHaveLength(20);
    expect(h.recentSearches.at(-1)).toBe('term 6');
    expect($recentShown.get()).toEqual(['term 25', 'term 24', 'term 23', 'term 22', 'term 21']);
  });

  it('ignores whitespace-only searches and persists under search-storage', () => {
    recordSearch('   ');
    expect($searchHistory.get().recentSearches).toEqual([]);
    recordSearch(' vintage ');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.search)!).state).toEqual({ searchKeywords: ['vintage'], recentSearches: ['vintage'] });
  });
});
