import { DEFAULT_STOCK_SETTINGS } from '@shop/common';
import type { ProductFilter } from './product-query';
import { rankSql, searchMatchSql, type SearchPattern } from './search-ranking.sql';
import { SqlParams, type SqlPart } from './sql-params';
import { availabilityIsSql, notSoldOutSql, soldOutFlagSql, soldOutSql } from '../stock/availability';

// Listing SQL: filters, sort orders, the one-pass total and facets, and the detail columns. How search words match
// and rank is in search-ranking.sql.ts.

/** Lists, counts and facets need no join: category visibility is checked against the ids of visible categories. */
const FROM_LIST = `FROM products p`;
/**
 * ARRAY(subquery) is evaluated once per statement (an InitPlan), so "category is visible" becomes an index
 * condition on category_id instead of a join probed for every candidate row.
 */
const VISIBLE_CATEGORY = `p.category_id = ANY(ARRAY(SELECT id FROM categories WHERE publicly_visible))`;
export const PUBLIC_ONLY = `NOT p.archived AND ${VISIBLE_CATEGORY}`;

/**
 * The columns an answer needs; search_text and effective_price stay in the database. effective_price (what a shopper
 * pays: the discounted price when above 0, else the selling price) is a generated column of the CreateCatalog migration;
 * hasDiscount in @shop/common is the same rule for the pages and the back office.
 */
export const PRODUCT_COLUMNS = `p.id, p.name, p.brand, p.description, p.condition, p.material, p.subcategory, p.sizes, p.colors, p.tags,
  p.featured, p.archived, p.original_price, p.selling_price, p.discounted_price, p.currency,
  p.category_id, c.name AS category_name, p.created_at, p.updated_at,
  p.name_ar AS "nameAr", p.description_ar AS "descriptionAr", c.name_ar AS category_name_ar`;

/** With `facetFiltersApart`, brand, condition and price are left out (the summary tests them per row instead). */
function conditions(f: ProductFilter, search: SearchPattern[], p: SqlParams, facetFiltersApart = false): string[] {
  const where: string[] = [];
  if (f.publicOnly) {
    where.push('NOT p.archived');
    // one category: its visibility is a one-time check, leaving an index-only scan of that category's products
    if (f.categoryId) where.push(`EXISTS (SELECT 1 FROM categories vc WHERE vc.id = ${p.add(f.categoryId)} AND vc.publicly_visible)`);
    else where.push(VISIBLE_CATEGORY);
  }
  // publiclyVisible is the opposite of archived; a staff filter may name either
  if (f.publiclyVisible !== undefined) where.push(f.publiclyVisible ? 'NOT p.archived' : 'p.archived');
  if (f.archived !== undefined) where.push(`p.archived = ${p.add(f.archived)}`);
  if (f.featured !== undefined) where.push(`p.featured = ${p.add(f.featured)}`);
  if (f.categoryId) where.push(`p.category_id = ${p.add(f.categoryId)}`);
  if (!facetFiltersApart) {
    if (f.brands.length) where.push(brandTest(f, p));
    if (f.conditions.length) where.push(conditionTest(f, p));
    if (f.minPrice !== undefined || f.maxPrice !== undefined) where.push(priceTest(f, p));
  }
  if (f.stock) where.push(stockTest(f, p));
  if (!facetFiltersApart && f.sizes.length) where.push(sizeTest(f, p));
  for (const s of search) where.push(searchMatchSql(s, p));
  return where;
}

/** stock_left is NULL for a product whose stock is not counted (always in stock) and the total on hand otherwise. */
function stockTest(f: ProductFilter, p: SqlParams): string {
  return availabilityIsSql(f.stock!, 'p.stock_left', () => p.add(f.lowStockThreshold ?? DEFAULT_STOCK_SETTINGS.lowStockThreshold));
}

/**
 * A listed size's count as the availability rule reads it: NULL when the product's stock is not counted (every listed
 * size available), else its on-hand, 0 for a size without a count row.
 */
const SIZE_LEFT = `CASE WHEN p.stock_left IS NULL THEN NULL
  ELSE coalesce((SELECT ps.on_hand FROM product_stock ps WHERE ps.product_id = p.id AND ps.size = s.size), 0) END`;

/** The product's listed sizes that are not sold out, each once: what the size filter and facet read. */
const IN_STOCK_SIZES = `ARRAY(SELECT DISTINCT s.size FROM unnest(p.sizes) AS s(size) WHERE ${notSoldOutSql(SIZE_LEFT)})`;

/** "In stock in my size": one of the asked sizes is listed and not sold out. */
function sizeTest(f: ProductFilter, p: SqlParams): string {
  if (!f.sizes.length) return 'true';
  return `EXISTS (SELECT 1 FROM unnest(p.sizes) AS s(size) WHERE s.size = ANY(${p.add(f.sizes)}::text[]) AND ${notSoldOutSql(SIZE_LEFT)})`;
}

function brandTest(f: ProductFilter, p: SqlParams): string {
  return f.brands.length ? `lower(p.brand) = ANY(${p.add(f.brands)}::text[])` : 'true';
}

function conditionTest(f: ProductFilter, p: SqlParams): string {
  return f.conditions.length ? `p.condition = ANY(${p.add(f.conditions)}::text[])` : 'true';
}

function priceTest(f: ProductFilter, p: SqlParams): string {
  const tests: string[] = [];
  if (f.minPrice !== undefined) tests.push(`p.effective_price >= ${p.add(f.minPrice)}`);
  if (f.maxPrice !== undefined) tests.push(`p.effective_price <= ${p.add(f.maxPrice)}`);
  return tests.length ? tests.join(' AND ') : 'true';
}

function whereSql(list: string[]): string {
  return list.length ? `WHERE ${list.join(' AND ')}` : '';
}

/** The sort keys of a list, as expressions over products (`p`) or as the columns the match set carries (`m`). */
interface SortKeys {
  soldOut: string;
  rank: string;
  createdAt: string;
  id: string;
  name: string;
  brand: string;
  price: string;
}

/** With the shop's "sold out last" on, sold-out products follow the others, each group in the asked order. */
function orderSql(f: ProductFilter, hasRank: boolean, k: SortKeys): string {
  const order = askedOrderSql(f, hasRank, k);
  return f.soldOutLast ? `${k.soldOut} ASC, ${order}` : order;
}

function askedOrderSql(f: ProductFilter, hasRank: boolean, k: SortKeys): string {
  const dir = f.sortOrder === 'asc' ? 'ASC' : 'DESC';
  switch (f.sortBy) {
    case 'relevance':
      return hasRank ? `${k.rank} ${dir}, ${k.createdAt} DESC, ${k.id} DESC` : `${k.createdAt} DESC, ${k.id} DESC`;
    case 'name':
      return `${k.name} ${dir}, ${k.id} ${dir}`;
    case 'brand':
      return `${k.brand} ${dir}, ${k.name} ${dir}, ${k.id} ${dir}`;
    case 'price':
      return `${k.price} ${dir}, ${k.id} ${dir}`;
    default:
      return `${k.createdAt} ${dir}, ${k.id} ${dir}`;
  }
}

const SOLD_OUT = soldOutFlagSql('p.stock_left');

const PRODUCT_KEYS = (rank: string): SortKeys => ({
  soldOut: `(${SOLD_OUT})`,
  rank: `(${rank})`,
  createdAt: 'p.created_at',
  id: 'p.id',
  name: 'lower(p.name)',
  brand: 'lower(p.brand)',
  price: 'p.effective_price',
});

const MATCH_KEYS: SortKeys = {
  soldOut: 'm.sold_out',
  rank: 'm.rank',
  createdAt: 'm.created_at',
  id: 'm.id',
  name: 'm.name_key',
  brand: 'm.brand_key',
  price: 'm.effective_price',
};

function ranked(f: ProductFilter, search: SearchPattern[]): boolean {
  return f.sortBy === 'relevance' && search.length > 0;
}

/** The ids of one page, in order; the columns are fetched for those ids only (sorting narrow rows is cheaper). */
export function pageQuery(f: ProductFilter, search: SearchPattern[]): SqlPart {
  if (f.soldOutLast) return soldOutLastPageQuery(f, search);
  const p = new SqlParams();
  const where = whereSql(conditions(f, search, p));
  const order = orderSql(f, ranked(f, search), PRODUCT_KEYS(ranked(f, search) ? rankSql(search, p) : ''));
  const limit = p.add(f.limit);
  const offset = p.add((f.page - 1) * f.limit);
  return { sql: `SELECT p.id ${FROM_LIST} ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params: p.values };
}

/**
 * A page with sold-out products last, without giving up the sort indexes: the first `page × limit` products that are
 * not sold out, in the asked order (the usual index walk), then as many sold-out ones (a small partial index), then
 * the page is cut from the two in that order. Ordering by "sold out" first would sort every match instead.
 */
function soldOutLastPageQuery(f: ProductFilter, search: SearchPattern[]): SqlPart {
  const p = new SqlParams();
  const hasRank = ranked(f, search);
  const order = askedOrderSql(f, hasRank, PRODUCT_KEYS(hasRank ? rankSql(search, p) : ''));
  const take = p.add(f.page * f.limit);
  const part = (group: number, test: string) =>
    `SELECT x.id, ${group} AS g, x.n FROM unnest(ARRAY(SELECT p.id ${FROM_LIST} ${whereSql([...conditions(f, search, p), test])}
      ORDER BY ${order} LIMIT ${take})) WITH ORDINALITY AS x(id, n)`;
  const inStock = part(0, notSoldOutSql('p.stock_left'));
  const soldOut = part(1, soldOutSql('p.stock_left'));
  const limit = p.add(f.limit);
  const offset = p.add((f.page - 1) * f.limit);
  return { sql: `SELECT u.id FROM (${inStock} UNION ALL ${soldOut}) u ORDER BY u.g, u.n LIMIT ${limit} OFFSET ${offset}`, params: p.values };
}

export const FACET_LIMIT = 50;

/** What a list answers besides its page: the total and, when asked, the facets. Independent of sort and page. */
export interface ListSummary {
  total: number;
  facets?: {
    brands: { value: string; count: number }[];
    conditions: { value: string; count: number }[];
    price: { min: number | null; max: number | null };
    sizes: { value: string; count: number }[];
  };
}

/**
 * One scan of the matches answers the total, every facet and (with `page`) the page's ids: the match set is
 * collected once with a flag per facet filter, so each facet counts the rows that pass the other filters without
 * another pass over products. Only narrow columns are carried; the page's products are fetched by id afterwards.
 */
export function summaryQuery(f: ProductFilter, search: SearchPattern[], page: boolean): SqlPart {
  const p = new SqlParams();
  const where = whereSql(conditions(f, search, p, true));
  const b = brandTest(f, p);
  const c = conditionTest(f, p);
  const pr = priceTest(f, p);
  const sz = sizeTest(f, p);
  const withRank = page && ranked(f, search);
  const sortsByName = page && (f.sortBy === 'name' || f.sortBy === 'brand');
  const columns = [
    'p.id',
    'p.created_at',
    'p.effective_price',
    'p.condition',
    'p.brand',
    'lower(p.brand) AS brand_key',
    sortsByName ? 'lower(p.name) AS name_key' : null,
    withRank ? `(${rankSql(search, p)}) AS rank` : null,
    page && f.soldOutLast ? `(${SOLD_OUT}) AS sold_out` : null,
    `${b} AS b_ok`,
    `${c} AS c_ok`,
    `${pr} AS p_ok`,
    `${sz} AS s_ok`,
    f.facets ? `${IN_STOCK_SIZES} AS in_sizes` : null,
  ].filter(Boolean);
  // One hashed pass over the matches counts everything: a grouping set per facet plus the empty set for the total
  // and the price range, each count filtered by the other facets' tests.
  const groups = f.facets
    ? `SELECT GROUPING(m.brand_key, m.brand) AS gb, GROUPING(m.condition) AS gc, m.brand_key, m.brand, m.condition,
      count(*) FILTER (WHERE c_ok AND p_ok AND s_ok) AS nb, count(*) FILTER (WHERE b_ok AND p_ok AND s_ok) AS nc,
      count(*) FILTER (WHERE b_ok AND c_ok AND p_ok AND s_ok) AS n,
      min(m.effective_price) FILTER (WHERE b_ok AND c_ok AND s_ok) AS lo, max(m.effective_price) FILTER (WHERE b_ok AND c_ok AND s_ok) AS hi
    FROM m GROUP BY GROUPING SETS ((m.brand_key, m.brand), (m.condition), ())`
    : `SELECT 3 AS gb, 1 AS gc, count(*) FILTER (WHERE b_ok AND c_ok AND p_ok AND s_ok) AS n FROM m`;
  // the empty grouping set is the one where neither the brand (bits 3) nor the condition (bit 1) is grouped
  const parts = [`(SELECT g.n::int AS total FROM g WHERE g.gb = 3 AND g.gc = 1) AS total`];
  if (page) {
    const order = orderSql(f, withRank, MATCH_KEYS);
    const limit = p.add(f.limit);
    const offset = p.add((f.page - 1) * f.limit);
    parts.push(`ARRAY(SELECT m.id FROM m WHERE b_ok AND c_ok AND p_ok AND s_ok ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS ids`);
  }
  if (f.facets) {
    // brands are grouped regardless of case and the most common spelling is shown (ties: the first in order)
    parts.push(`(SELECT coalesce(json_agg(json_build_object('value', x.value, 'count', x.count) ORDER BY x.count DESC, x.k ASC), '[]')
      FROM (SELECT g.brand_key AS k, (array_agg(g.brand ORDER BY g.nb DESC, g.brand ASC))[1] AS value, sum(g.nb)::int AS count
            FROM g WHERE g.gb = 0 AND g.nb > 0
            GROUP BY g.brand_key ORDER BY sum(g.nb) DESC, g.brand_key ASC LIMIT ${FACET_LIMIT}) x) AS brands`);
    parts.push(`(SELECT coalesce(json_agg(json_build_object('value', x.k, 'count', x.count) ORDER BY x.count DESC, x.k ASC), '[]')
      FROM (SELECT g.condition AS k, g.nc::int AS count FROM g WHERE g.gc = 0 AND g.nc > 0
            ORDER BY g.nc DESC, g.condition ASC LIMIT ${FACET_LIMIT}) x) AS conditions`);
    parts.push(`(SELECT json_build_object('min', g.lo, 'max', g.hi) FROM g WHERE g.gb = 3 AND g.gc = 1) AS price`);
    // each size in stock of the matches passing every other filter (a product counts once per size); sizes in code point order on ties
    parts.push(`(SELECT coalesce(json_agg(json_build_object('value', x.k, 'count', x.count) ORDER BY x.count DESC, x.k COLLATE "C" ASC), '[]')
      FROM (SELECT s.size AS k, count(*)::int AS count FROM m CROSS JOIN LATERAL unnest(m.in_sizes) AS s(size)
            WHERE m.b_ok AND m.c_ok AND m.p_ok
            GROUP BY s.size ORDER BY count(*) DESC, s.size COLLATE "C" ASC LIMIT ${FACET_LIMIT}) x) AS sizes`);
  }
  return {
    sql: `WITH m AS ${page ? 'MATERIALIZED ' : ''}(SELECT ${columns.join(', ')} ${FROM_LIST} ${where}),
  g AS MATERIALIZED (${groups})
  SELECT ${parts.join(',\n  ')}`,
    params: p.values,
  };
}

export interface SummaryRow {
  total: number;
  ids?: string[];
  brands?: { value: string; count: number }[];
  conditions?: { value: string; count: number }[];
  price?: { min: number | string | null; max: number | string | null };
  sizes?: { value: string; count: number }[];
}

export function toSummary(row: SummaryRow, facets: boolean): ListSummary {
  if (!facets) return { total: row.total };
  const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    total: row.total,
    facets: {
      brands: row.brands ?? [],
      conditions: row.conditions ?? [],
      price: { min: num(row.price?.min), max: num(row.price?.max) },
      sizes: row.sizes ?? [],
    },
  };
}

/** A product's images as the answer shows them, built by PostgreSQL in the same statement (one round trip). */
export const IMAGES_JSON = `(SELECT coalesce(json_agg(json_build_object(
    'id', i.id, 'url', i.url, 'cloudinaryId', i.cloudinary_id, 'alt', i.alt, 'altAr', i.alt_ar, 'order', i."order", 'isPrimary', i.is_primary,
    'width', i.width, 'height', i.height, 'srcset', i.srcset) ORDER BY i."order", i.id), '[]'::json)
  FROM product_images i WHERE i.product_id = p.id) AS images`;

/** A counted product's on hand per size (null when not counted), in the same statement. */
export const STOCK_JSON = `CASE WHEN p.stock_left IS NULL THEN NULL ELSE (SELECT json_agg(json_build_object('size', s.size, 'onHand', s.on_hand))
  FROM product_stock s WHERE s.product_id = p.id) END AS stock`;

/**
 * Full products with their images, in the order of `idsExpr` (an SQL expression giving varchar[]: a parameter, or
 * ARRAY(page query) so that a page is found and filled in one statement).
 */
export function detailsSql(idsExpr: string, extraWhere = ''): string {
  return `SELECT ${PRODUCT_COLUMNS}, ${IMAGES_JSON}, ${STOCK_JSON}
    FROM unnest(${idsExpr}) WITH ORDINALITY AS pg(id, n)
    JOIN products p ON p.id = pg.id JOIN categories c ON c.id = p.category_id
    ${extraWhere ? `WHERE ${extraWhere}` : ''}
    ORDER BY pg.n`;
}
