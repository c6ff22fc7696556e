// Inlined as the search page's first script (see integrations/inline-script.mjs): sends the results request before
// anything else on the page runs, draws the first results from its answer before the island has started, and tells
// the island's directive when they have painted (or that there is nothing to wait for).
import { startSearchPrefetch } from './prefetch';
import { firstResultsStandAlone, showAskedInIsland, showFirstResults } from './first-results';
import { setFirstResultsPainted } from './first-results-painted';

const asked = startSearchPrefetch();
if (asked) {
  setFirstResultsPainted(
    asked.promise.then(
      async (list) => {
        await showFirstResults(list, asked.key);
        const alone = firstResultsStandAlone(list);
        if (alone) showAskedInIsland();
        return alone;
      },
      () => undefined,
    ),
  );
}
