import { useLayoutEffect, useState } from 'react';
import { FIRST_RESULTS_ID } from './first-results';

/**
 * The page's first results (#search-first-results, outside the island) stand in for the island's results area until
 * the island first has something of its own to show there: results, an empty state, an error or the start screen.
 * Then the area goes in the same commit (a layout effect runs before the browser paints), so the results never flash
 * empty and never show twice. Returns true while it stands in: the island then draws nothing in its place, not even
 * its own skeleton; once it has gone, later waits show the island's skeleton as before.
 */
export function useFirstResultsStandIn(waiting: boolean): boolean {
  const [standing, setStanding] = useState(() => typeof document !== 'undefined' && document.getElementById(FIRST_RESULTS_ID) !== null);
  useLayoutEffect(() => {
    if (!standing || waiting) return;
    document.getElementById(FIRST_RESULTS_ID)?.remove();
    setStanding(false);
  }, [standing, waiting]);
  return standing && waiting;
}
