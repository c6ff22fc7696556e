/**
 * The words of one placeholder screen as Placeholder.tsx reads them (`shop.placeholders.<screen>.*`): its title,
 * subtitle and empty state, its status tabs, and its stat cards. A stat card that counts a status says what that
 * status's tab says; `TAB_WORD` in `stats` takes the tab's word, so each status is written once in each language.
 * Then the screen's own words (its side card).
 */
export const TAB_WORD: unique symbol = Symbol('the word of the status tab with the same key');

export function placeholderScreen<
  Tabs extends Record<string, string>,
  Stats extends Record<string, string | typeof TAB_WORD>,
  Own extends Record<string, unknown>,
>(
  head: { title: string; subtitle: string; empty: string },
  // the screen's order: its stat cards stand above its tabs
  stats: Stats,
  tabs: Tabs,
  /** The screen's own words (its side card's), after the shared ones. */
  own: Own,
): { title: string; subtitle: string; empty: string; tabs: Tabs; stats: { [K in keyof Stats]: string } } & Own {
  const words = Object.entries(stats).map(([key, word]) => {
    const said = word === TAB_WORD ? tabs[key] : word;
    if (typeof said !== 'string') throw new Error(`placeholder stat "${key}" takes the word of a tab that does not exist`);
    return [key, said];
  });
  return { ...head, tabs, stats: Object.fromEntries(words) as { [K in keyof Stats]: string }, ...own };
}
