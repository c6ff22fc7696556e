import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows first, last and two either side, hidden for one page', () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(paginationWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
