/**
 * client:after-first-results: hydrates the search island once the inline script's first results have painted (or
 * were not drawn: nothing asked, no match, a failed request), and at the latest after ISLAND_WAIT_CAP_MS. Its code
 * then never delays the largest paint, and the island takes over results already on screen.
 */
import type { ClientDirective } from 'astro';
import { ISLAND_WAIT_CAP_MS, firstResultsPainted } from './first-results-painted';

const afterFirstResults: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const painted = firstResultsPainted();
  if (!painted) {
    void hydrate();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    void hydrate();
  };
  painted.then(once, once);
  setTimeout(once, ISLAND_WAIT_CAP_MS);
};

export default afterFirstResults;
