/**
 * client:after-first-results: hydrates the search island once the inline script's first results have painted (or
 * were not drawn: nothing asked, no match, a failed request), and at the latest after ISLAND_WAIT_CAP_MS. Its code
 * then never delays the largest paint, and the island takes over results already on screen. When the drawn results
 * stand alone (one page, so no pages or page size to offer), it hydrates only when the shopper touches it.
 */
import type { ClientDirective } from 'astro';
import { ISLAND_WAIT_CAP_MS, firstResultsPainted, restorePrebuiltTexts } from './first-results-painted';
import { hydrateWhenTouched } from '../../lib/client/when-touched';

const afterFirstResults: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    const run = await load();
    restorePrebuiltTexts(el);
    await run();
  };
  const start = hydrateWhenTouched(el, hydrate);
  const painted = firstResultsPainted();
  if (!painted) {
    start();
    return;
  }
  let settled = false;
  // Drawn results that stand alone (one page of cards, nothing the island adds) leave it to the shopper's touch.
  painted.then(
    (standsAlone) => {
      settled = true;
      if (standsAlone !== true) start();
    },
    () => {
      settled = true;
      start();
    },
  );
  setTimeout(() => {
    if (!settled) start();
  }, ISLAND_WAIT_CAP_MS);
};

export default afterFirstResults;
