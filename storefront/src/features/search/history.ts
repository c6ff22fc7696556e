import { computed } from 'nanostores';
import { SEARCH_LIMITS, STORAGE_KEYS } from '@shop/common';
import { persistentAtom } from '../../lib/client/persist';

export interface SearchHistory {
  /** Keywords the shopper searched for, newest first, at most 10. */
  searchKeywords: string[];
  /** Recent searches, newest first, at most 20 (5 shown). */
  recentSearches: string[];
}

const EMPTY: SearchHistory = { searchKeywords: [], recentSearches: [] };

/** Trim; ignore blank; de-duplicate (case-insensitively) with the newest first; cap the length. */
export function remember(list: readonly string[], term: string, max: number): string[] {
  const value = term.trim().replace(/\s+/g, ' ');
  if (!value) return [...list];
  const key = value.toLowerCase();
  return [value, ...list.filter((t) => t.trim().toLowerCase() !== key)].slice(0, max);
}

export const $searchHistory = persistentAtom<SearchHistory>(STORAGE_KEYS.search, EMPTY, (state) => {
  const s = state as Partial<SearchHistory> | null;
  if (!s || typeof s !== 'object') return null;
  const clean = (v: unknown, max: number) =>
    (Array.isArray(v) ? v : []).filter((t): t is string => typeof t === 'string' && !!t.trim()).slice(0, max);
  return {
    searchKeywords: clean(s.searchKeywords, SEARCH_LIMITS.keywordHistoryMax),
    recentSearches: clean(s.recentSearches, SEARCH_LIMITS.recentSearchesMax),
  };
});

/** The recent searches shown in the suggestions dropdown (5). */
export const $recentShown = computed($searchHistory, (h) => h.recentSearches.slice(0, SEARCH_LIMITS.recentSearchesShown));

export function recordSearch(term: string): void {
  if (!term.trim()) return;
  const h = $searchHistory.get();
  $searchHistory.set({
    searchKeywords: remember(h.searchKeywords, term, SEARCH_LIMITS.keywordHistoryMax),
    recentSearches: remember(h.recentSearches, term, SEARCH_LIMITS.recentSearchesMax),
  });
}

export function removeRecentSearch(term: string): void {
  const h = $searchHistory.get();
  $searchHistory.set({ ...h, recentSearches: h.recentSearches.filter((t) => t !== term) });
}

export function clearSearchHistory(): void {
  $searchHistory.set({ searchKeywords: [], recentSearches: [] });
}
