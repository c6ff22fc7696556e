import type { StockSettings } from '@shop/common';
import type { ProductFilter } from '../product-query/product-query';
import type { IndexAnswer } from './catalog-index';
import type { IndexCategoryRow } from './catalog-index.sql';

/**
 * A shoppers' list answered outside PostgreSQL: the page's ids, the total and facets, the stock settings it used, and
 * the page's products as the JSON an anonymous caller gets (so the answer needs no database at all): UTF-8 bytes of
 * the products' objects separated by commas, the inside of the answer's `products` array.
 */
export interface EngineAnswer extends IndexAnswer {
  settings: StockSettings;
  products: Buffer;
}

/** A category shoppers see, as the categories' own query reads it: its row and its products that are not archived. */
export interface PublicCategoryRow extends IndexCategoryRow {
  product_count: number;
}

/**
 * Where shoppers' lists and searches are answered when not by PostgreSQL. The in-memory read model
 * (CatalogIndexService) is the embedded default; a deployment that wants an external search engine provides its own
 * under this token. An engine answers null whenever it cannot answer exactly (not loaded yet, change link lost), and
 * the caller then asks PostgreSQL.
 */
export interface CatalogSearchEngine {
  answer(filter: ProductFilter): Promise<EngineAnswer | null>;
  /** The categories shoppers see, in the shop's order (sort order, then name regardless of case), with their counts. */
  publicCategories(): Promise<PublicCategoryRow[] | null>;
}

export const CATALOG_SEARCH_ENGINE = Symbol('CatalogSearchEngine');
