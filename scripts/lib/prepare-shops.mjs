// What every test shop needs and a first start would make for itself, made once before shops start: the storefront's
// renderer bundle (else each shop runs `astro build` for its first pages and builds the bundle too) and the data
// folder template (else each runs PostgreSQL's initialisation, the migrations and the demo catalog). A failure here
// only costs time: each shop then makes what it needs, as it would without this step.
import { ensureRendererBundle } from './renderer-bundle.mjs';
import { ensureDataTemplate } from './shop-process.mjs';

const PARTS = [
  ['renderer bundle', ensureRendererBundle],
  ['data folder template', ensureDataTemplate],
];

/** Makes both, side by side; `report(what, made, error)` hears of each as it settles. Never rejects. */
export function prepareTestShops(
  report = (what, _made, error) => error && console.log(`${what} not made (${error.message}); each shop makes its own`),
) {
  return Promise.all(
    PARTS.map(([what, make]) =>
      make().then(
        (made) => report(what, made, null),
        (error) => report(what, false, error),
      ),
    ),
  );
}
