export const PAGINATION_WINDOW = 2;

/** Page numbers to show: first, last, and those within the window of the current one; null marks a gap. Empty when there is one page. */
export function paginationWindow(current: number, totalPages: number, window: number = PAGINATION_WINDOW): (number | null)[] {
  if (totalPages <= 1) return [];
  const pages: (number | null)[] = [];
  let last = 0;
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - current) <= window) {
      if (last && p - last > 1) pages.push(null);
      pages.push(p);
      last = p;
    }
  }
  return pages;
}
