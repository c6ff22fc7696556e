/**
 * The search island loads only once the page's first results have painted (client:after-first-results), so the
 * largest paint competes with none of its code for the network; the inline script hands the moment over here.
 */
const KEY = '__shopSearchFirstPaint';
/** Settles true when the drawn results stand alone (one page, drawn): the island then waits for the shopper's touch. */
type Painted = Promise<boolean | void>;
type WithPaint = Window & { [KEY]?: Painted };

/**
 * The longest the island waits for that paint: a slow answer must not keep the filters and the search box's
 * suggestions from working for long (the island then shows its skeleton and waits for the same answer itself).
 */
export const ISLAND_WAIT_CAP_MS = 2000;

export function setFirstResultsPainted(painted: Painted): void {
  (window as WithPaint)[KEY] = painted;
}

/** Settles when the first results have painted, or were not drawn; null on a page that asks nothing. */
export function firstResultsPainted(): Painted | null {
  return (window as WithPaint)[KEY] ?? null;
}

/** Puts back the prebuilt texts the first results changed in the island (showAskedInIsland) before it hydrates. */
export function restorePrebuiltTexts(island: Element): void {
  island.querySelectorAll<HTMLOptionElement>('option[data-prebuilt]').forEach((option) => {
    option.text = option.dataset.prebuilt ?? option.text;
    delete option.dataset.prebuilt;
  });
}
