/**
 * The card's stock badge, apart from the dictionaries so the search page's inline script (which carries only the
 * texts it needs) applies the same rule as the cards React renders.
 */
import type { Lang } from '../../i18n/lang';
import { fill, plural, type Plural } from '../../i18n/plural';

/** The stock texts a badge needs. */
export interface StockBadgeTexts {
  soldOut: string;
  onlyLeft: Plural;
  lowStock: string;
}

/** A stock text with a count: the plural form for n, with {name}, {size} and the like filled in. */
export function stockCount(lang: Lang, forms: Plural, n: number, values: Record<string, string | number> = {}): string {
  return fill(plural(lang, n, forms), values);
}

/** The badge a card or product page shows, or null while in stock. */
export function stockBadgeWith(
  p: { availability?: string | null; stockLeft?: number | null },
  s: StockBadgeTexts,
  lang: Lang,
): { kind: 'sold-out' | 'low'; text: string } | null {
  if (p.availability === 'SOLD_OUT') return { kind: 'sold-out', text: s.soldOut };
  if (p.availability === 'LOW_STOCK')
    return { kind: 'low', text: typeof p.stockLeft === 'number' && p.stockLeft > 0 ? stockCount(lang, s.onlyLeft, p.stockLeft) : s.lowStock };
  return null;
}
