import type { Dictionary } from './en';

/** What the framework-free page scripts (cart button, toasts, gallery, share) say. */
export type ClientTexts = Dictionary['client'];

/** The page embeds its language's client texts as JSON (#shop-texts), so these scripts load no dictionary. */
export function clientTexts(doc: Document = document): ClientTexts {
  const raw = doc.getElementById('shop-texts')?.textContent;
  if (!raw) throw new Error('#shop-texts is missing from the page');
  return JSON.parse(raw) as ClientTexts;
}
