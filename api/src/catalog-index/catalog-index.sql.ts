import { detailsSql, IMAGES_JSON, PRODUCT_COLUMNS, STOCK_JSON } from '../product-query/product-list.sql';
import type { SizeCount } from '../stock/availability';
import type { IndexedProduct } from './catalog-index';

// What the read model reads from PostgreSQL. lower() and the folded search columns come from the database itself,
// so the copy agrees with the SQL path byte for byte; created_at as microseconds keeps ties in the same order.

export const INDEX_PRODUCTS_SQL = `
  SELECT p.id, p.category_id, c.publicly_visible AS category_visible, p.featured, p.stock_left, p.condition, p.brand,
    lower(p.brand) AS brand_key, lower(p.name) AS name_key, p.search_text, p.name_ar_search,
    p.effective_price::float8 AS price, (extract(epoch FROM p.created_at) * 1000000)::float8 AS created_us,
    p.sizes, ${STOCK_JSON}
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE NOT p.archived`;

/**
 * The load in one statement: every product that is not archived with both what the index needs and what its answer
 * shows (the list's own detail columns, images and stock), plus its place in each standing order, sorted by
 * PostgreSQL over narrow rows (code point order, as compareC; ties by id), so the read model need not sort 100,000
 * products four times at start-up.
 */
export const INDEX_LOAD_SQL = `WITH places AS (
    SELECT p.id,
      row_number() OVER (ORDER BY p.created_at, p.id COLLATE "C") AS r_created,
      row_number() OVER (ORDER BY lower(p.name) COLLATE "C", p.id COLLATE "C") AS r_name,
      row_number() OVER (ORDER BY lower(p.brand) COLLATE "C", lower(p.name) COLLATE "C", p.id COLLATE "C") AS r_brand,
      row_number() OVER (ORDER BY p.effective_price, p.id COLLATE "C") AS r_price
    FROM products p WHERE NOT p.archived)
  SELECT ${PRODUCT_COLUMNS}, ${IMAGES_JSON}, ${STOCK_JSON},
    c.publicly_visible AS category_visible, p.stock_left, lower(p.brand) AS brand_key, lower(p.name) AS name_key,
    p.search_text, p.name_ar_search, p.effective_price::float8 AS price, (extract(epoch FROM p.created_at) * 1000000)::float8 AS created_us,
    places.r_created, places.r_name, places.r_brand, places.r_price
  FROM places JOIN products p ON p.id = places.id JOIN categories c ON c.id = p.category_id`;

export const INDEX_PRODUCTS_BY_ID_SQL = `${INDEX_PRODUCTS_SQL} AND p.id = ANY($1::varchar[])`;
/** Every column of the categories' public list (CategoriesService), in its order; the counts come from the read model. */
export const INDEX_CATEGORIES_SQL = `SELECT c.id, c.name, c.description, c.name_ar, c.description_ar, c.google_product_category, c.image,
    c.cloudinary_id, c.sort_order, c.publicly_visible, c.created_at, c.updated_at
  FROM categories c ORDER BY c.sort_order ASC, lower(c.name) ASC`;
/** A changed product's list item as the list's own detail query reads it, so the answer from memory is the same JSON. */
export const INDEX_ITEMS_BY_ID_SQL = detailsSql('$1::varchar[]', 'NOT p.archived');
export const INDEX_WORDS_SQL = `SELECT word FROM catalog_words`;

export interface IndexProductRow {
  id: string;
  category_id: string;
  category_visible: boolean;
  featured: boolean;
  stock_left: number | null;
  condition: string;
  brand: string;
  brand_key: string;
  name_key: string;
  search_text: string;
  name_ar_search: string | null;
  price: number;
  created_us: number;
  /** The listed sizes, and each counted size's on hand (null when the stock is not counted: STOCK_JSON). */
  sizes: string[];
  stock: SizeCount[] | null;
  /** INDEX_LOAD_SQL only (bigint, read as text). */
  r_created?: string;
  r_name?: string;
  r_brand?: string;
  r_price?: string;
}

export function toIndexedProduct(r: IndexProductRow): IndexedProduct {
  return {
    id: r.id,
    categoryId: r.category_id,
    categoryVisible: r.category_visible,
    featured: r.featured,
    stockLeft: r.stock_left,
    condition: r.condition,
    brand: r.brand,
    brandKey: r.brand_key,
    nameKey: r.name_key,
    searchText: r.search_text,
    nameArSearch: r.name_ar_search,
    price: Number(r.price),
    createdUs: Number(r.created_us),
    sizes: r.sizes,
    sizeStock: r.stock ?? [],
    ...(r.r_created === undefined
      ? {}
      : { ranks: [Number(r.r_created), Number(r.r_name), Number(r.r_brand), Number(r.r_price)] as [number, number, number, number] }),
  };
}

/** A category as INDEX_CATEGORIES_SQL reads it (the shape of the categories' own rows, without the product count). */
export interface IndexCategoryRow {
  id: string;
  name: string;
  description: string | null;
  name_ar: string | null;
  description_ar: string | null;
  google_product_category: string | null;
  image: string | null;
  cloudinary_id: string | null;
  sort_order: number;
  publicly_visible: boolean;
  created_at: Date;
  updated_at: Date;
}
