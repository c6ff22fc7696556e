import { escapeLike, type ProductFilter } from './product-query';

/** Per search word: the LIKE pattern of the word itself, and patterns of close catalog words when the word itself is unknown. */
export interface SearchPattern {
  exact: string;
  fuzzy: string[];
}

export type FacetName = 'brand' | 'condition' | 'price';

/** Parameterised SQL: user text only ever travels in `params`, never inside `sql`. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** Lists, counts and facets need no join: category visibility is checked against the ids of visible categories. */
const FROM_LIST = `FROM products p`;
/**
 * ARRAY(subquery) is evaluated once per statement (an InitPlan), so "category is visible" becomes an index
 * condition on category_id instead of a join probed for every candidate row.
 */
const VISIBLE_CATEGORY = `p.category_id = ANY(ARRAY(SELECT id FROM categories WHERE publicly_visible))`;
export const PUBLIC_ONLY = `NOT p.archived AND ${VISIBLE_CATEGORY}`;

/** The columns an answer needs; search_text and effective_price stay in the database. */
export const PRODUCT_COLUMNS = `p.id, p.name, p.brand, p.description, p.condition, p.material, p.subcategory, p.sizes, p.colors, p.tags,
  p.featured, p.archived, p.original_price, p.selling_price, p.discounted_price, p.currency,
  p.category_id, c.name AS category_name, p.created_at, p.updated_at`;

/** Suggests catalog words close to each search word that appears nowhere in the catalog (a typo). */
export const EXPANSION_SQL = `
  SELECT t.i::int AS i, coalesce(array_agg(w.word ORDER BY w.dist) FILTER (WHERE w.word IS NOT NULL), '{}') AS words
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(term, pattern, i)
  LEFT JOIN LATERAL (
    SELECT cw.word, cw.word <-> t.term AS dist
    FROM catalog_words cw
    WHERE length(t.term) >= 4
      AND cw.word % t.term
      AND similarity(cw.word, t.term) >= 0.4
      AND NOT EXISTS (SELECT 1 FROM catalog_words known WHERE known.word LIKE t.pattern)
    ORDER BY cw.word <-> t.term
    LIMIT 5
  ) w ON true
  GROUP BY t.i
  ORDER BY t.i`;

export function likePattern(word: string): string {
  return `%${escapeLike(word)}%`;
}

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

function conditions(f: ProductFilter, search: SearchPattern[], p: Params, omit?: FacetName): string[] {
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
  if (f.brands.length && omit !== 'brand') where.push(`lower(p.brand) = ANY(${p.add(f.brands)}::text[])`);
  if (f.conditions.length && omit !== 'condition') where.push(`p.condition = ANY(${p.add(f.conditions)}::text[])`);
  if (f.minPrice !== undefined && omit !== 'price') where.push(`p.effective_price >= ${p.add(f.minPrice)}`);
  if (f.maxPrice !== undefined && omit !== 'price') where.push(`p.effective_price <= ${p.add(f.maxPrice)}`);
  for (const s of search) {
    const alternatives = [s.exact, ...s.fuzzy].map((pattern) => `p.search_text LIKE ${p.add(pattern)}`);
    where.push(`(${alternatives.join(' OR ')})`);
  }
  return where;
}

function whereSql(list: string[]): string {
  return list.length ? `WHERE ${list.join(' AND ')}` : '';
}

/** Name matches outrank matches elsewhere, exact words outrank corrected typos. */
function rankSql(search: SearchPattern[], p: Params): string {
  return search
    .map((s) => {
      const exact = p.add(s.exact);
      const fuzzy = s.fuzzy.length ? p.add(s.fuzzy) : null;
      return `CASE WHEN lower(p.name) LIKE ${exact} THEN 4 WHEN p.search_text LIKE ${exact} THEN 2${
        fuzzy ? ` WHEN lower(p.name) LIKE ANY(${fuzzy}::text[]) THEN 1.5` : ''
      } ELSE 1 END`;
    })
    .join(' + ');
}

function orderSql(f: ProductFilter, search: SearchPattern[], p: Params): string {
  const dir = f.sortOrder === 'asc' ? 'ASC' : 'DESC';
  switch (f.sortBy) {
    case 'relevance':
      return search.length ? `(${rankSql(search, p)}) ${dir}, p.created_at DESC, p.id DESC` : `p.created_at DESC, p.id DESC`;
    case 'name':
      return `lower(p.name) ${dir}, p.id ${dir}`;
    case 'brand':
      return `lower(p.brand) ${dir}, lower(p.name) ${dir}, p.id ${dir}`;
    case 'price':
      return `p.effective_price ${dir}, p.id ${dir}`;
    default:
      return `p.created_at ${dir}, p.id ${dir}`;
  }
}

/** The ids of one page, in order; the columns are fetched for those ids only (sorting narrow rows is cheaper). */
export function pageQuery(f: ProductFilter, search: SearchPattern[]): SqlPart & { counts: boolean } {
  const p = new Params();
  const where = whereSql(conditions(f, search, p));
  const order = orderSql(f, search, p);
  const limit = p.add(f.limit);
  const offset = p.add((f.page - 1) * f.limit);
  // A search visits every match anyway (to rank them), so it counts them on the way instead of scanning twice.
  // Other lists read just one page from an index; their count is a separate, index-only query.
  const counts = search.length > 0;
  const total = counts ? ', count(*) OVER () AS total' : '';
  return { sql: `SELECT p.id${total} ${FROM_LIST} ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params: p.values, counts };
}

export function countQuery(f: ProductFilter, search: SearchPattern[]): SqlPart {
  const p = new Params();
  return { sql: `SELECT count(*)::int AS total ${FROM_LIST} ${whereSql(conditions(f, search, p))}`, params: p.values };
}

export const FACET_LIMIT = 50;

export function facetQuery(f: ProductFilter, search: SearchPattern[], facet: FacetName): SqlPart {
  const p = new Params();
  const where = whereSql(conditions(f, search, p, facet));
  if (facet === 'price') {
    return { sql: `SELECT min(p.effective_price) AS min, max(p.effective_price) AS max ${FROM_LIST} ${where}`, params: p.values };
  }
  // brands are grouped regardless of case; the most common spelling is the one shown
  const column = facet === 'brand' ? 'mode() WITHIN GROUP (ORDER BY p.brand)' : 'p.condition';
  const group = facet === 'brand' ? 'lower(p.brand)' : 'p.condition';
  return {
    sql: `SELECT ${column} AS value, count(*)::int AS count ${FROM_LIST} ${where}
          GROUP BY ${group} ORDER BY count(*) DESC, ${group} ASC LIMIT ${FACET_LIMIT}`,
    params: p.values,
  };
}

/** A product's images as the answer shows them, built by PostgreSQL in the same statement (one round trip). */
const IMAGES_JSON = `(SELECT coalesce(json_agg(json_build_object(
    'id', i.id, 'url', i.url, 'cloudinaryId', i.cloudinary_id, 'alt', i.alt, 'order', i."order", 'isPrimary', i.is_primary,
    'width', i.width, 'height', i.height, 'srcset', i.srcset) ORDER BY i."order", i.id), '[]'::json)
  FROM product_images i WHERE i.product_id = p.id) AS images`;

/**
 * Full products with their images, in the order of `idsExpr` (an SQL expression giving varchar[]: a parameter, or
 * ARRAY(page query) so that a page is found and filled in one statement).
 */
export function detailsSql(idsExpr: string, extraWhere = ''): string {
  return `SELECT ${PRODUCT_COLUMNS}, ${IMAGES_JSON}
    FROM unnest(${idsExpr}) WITH ORDINALITY AS pg(id, n)
    JOIN products p ON p.id = pg.id JOIN categories c ON c.id = p.category_id
    ${extraWhere ? `WHERE ${extraWhere}` : ''}
    ORDER BY pg.n`;
}
