import { CONDITION_LABELS } from '@shop/common';
import { mergeAreas } from './areas';
import type { Plural } from './plural';
import layout from './en/layout.json';
import catalog from './en/catalog.json';
import checkout from './en/checkout.json';
import stock from './en/stock.json';
import client from './en/client.json';
import legal from './en/legal.json';

/**
 * The dictionary's type, from the English JSON. A plural text becomes `Plural` because each language has its own
 * forms (English one/other, Arabic also zero, two, few, many), so the English set must not bind the others.
 */
type Texts<T> = T extends string ? string : T extends { other: string } ? Plural : { [K in keyof T]: Texts<T[K]> };

/**
 * Every storefront text in English; the texts are the JSON files beside this one, one per area of the shop (areas.ts
 * lists them), and ar.ts has the same keys (dictionary.test.ts fails otherwise). A text with values has {name}
 * placeholders for `fill` (or `plural`, which fills {n}). `client` holds the few texts the framework-free page scripts need; the page
 * embeds that part as JSON, so those scripts never load a dictionary. The condition names are the back office's own.
 */
const texts = { locale: 'en', conditions: CONDITION_LABELS, ...mergeAreas({ layout, catalog, checkout, stock, client, legal }) };

export type Dictionary = Texts<typeof texts>;
export const en: Dictionary = texts;
export default en;
