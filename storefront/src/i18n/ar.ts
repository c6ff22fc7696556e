import { mergeAreas } from './areas';
import type { Dictionary } from './en';
import layout from './ar/layout.json';
import catalog from './ar/catalog.json';
import checkout from './ar/checkout.json';
import stock from './ar/stock.json';
import client from './ar/client.json';
import legal from './ar/legal.json';

/** Every storefront text in Arabic (Modern Standard Arabic, as Saudi shops write it), from the JSON files beside it. */
export const ar: Dictionary = { locale: 'ar', ...mergeAreas({ layout, catalog, checkout, stock, client, legal }) };

export default ar;
