import { parseProductQuery } from './product-query';
import { pageQuery, PUBLIC_ONLY, summaryQuery, toSummary } from './product-list.sql';
import { likePattern } from './search-ranking.sql';

describe('product SQL', () => {
  const hostile = "'; DROP TABLE products; --";

  it('carries user text only in parameters', () => {
    const f = parseProductQuery({ search: hostile, brand: hostile, facets: 'true' }, false);
    const search = f.terms.map((t) => ({ exact: likePattern(t), forms: [likePattern(t)], fuzzy: [] }));
    for (const q of [pageQuery(f, search), summaryQuery(f, search, true), summaryQuery(f, search, false)]) {
      expect(q.sql).not.toContain('DROP');
      expect(q.sql).not.toContain("'; ");
      expect(q.params.some((p) => JSON.stringify(p).includes('drop'))).toBe(true);
      expect(q.sql.match(/\$\d+/g)!.every((ph) => Number(ph.slice(1)) <= q.params.length)).toBe(true);
    }
  });

  it('restricts shoppers to visible products of visible categories', () => {
    const f = parseProductQuery({}, false);
    expect(summaryQuery(f, [], false).sql).toContain('NOT p.archived');
    expect(pageQuery(f, []).sql).toContain('SELECT id FROM categories WHERE publicly_visible');
    const oneCategory = pageQuery(parseProductQuery({ category: 'caaaaaaaaaaaaaaaaaaaaaaaa' }, false), []);
    expect(oneCategory.sql).toMatch(/EXISTS \(SELECT 1 FROM categories vc WHERE vc.id = \$1 AND vc.publicly_visible\)/);
    expect(PUBLIC_ONLY).toContain('NOT p.archived');
    expect(PUBLIC_ONLY).toContain('publicly_visible'); // the category's flag
    expect(summaryQuery(parseProductQuery({}, true), [], false).sql).not.toContain('categories');
  });

  it('scans the matches once and lets each facet ignore its own filter', () => {
    const f = parseProductQuery({ brand: 'nike', condition: 'NEW', minPrice: '5', facets: 'true' }, true);
    const { sql } = summaryQuery(f, [], true);
    expect(sql.match(/FROM products/g)).toHaveLength(1);
    expect(sql).toContain('lower(p.brand) = ANY($1::text[]) AS b_ok');
    expect(sql).toContain('GROUPING SETS ((m.brand_key, m.brand), (m.condition), ())');
    expect(sql).toContain('count(*) FILTER (WHERE c_ok AND p_ok AND s_ok) AS nb');
    expect(sql).toContain('count(*) FILTER (WHERE b_ok AND p_ok AND s_ok) AS nc');
    expect(sql).toContain('count(*) FILTER (WHERE b_ok AND c_ok AND p_ok AND s_ok) AS n');
    expect(sql).toContain('max(m.effective_price) FILTER (WHERE b_ok AND c_ok AND s_ok) AS hi');
    // the sizes facet counts the matches passing every filter but the size filter
    expect(sql).toContain('WHERE m.b_ok AND m.c_ok AND m.p_ok\n');
    expect(summaryQuery({ ...f, facets: false }, [], false).sql).not.toContain('GROUPING');
  });

  it('turns a summary row into numbers', () => {
    expect(toSummary({ total: 3, price: { min: '79.00', max: null } }, true)).toEqual({
      total: 3,
      facets: { brands: [], conditions: [], price: { min: 79, max: null }, sizes: [] },
    });
    expect(toSummary({ total: 3 }, false)).toEqual({ total: 3 });
  });

  it('filters by size in stock through a parameter, in the page query and apart in the summary', () => {
    const f = parseProductQuery({ size: ['42', "43'; --"], facets: 'true' }, false);
    const page = pageQuery(f, []);
    expect(page.sql).toMatch(/EXISTS \(SELECT 1 FROM unnest\(p\.sizes\) AS s\(size\) WHERE s\.size = ANY\(\$\d+::text\[\]\)/);
    expect(page.params).toContainEqual(['42', "43'; --"]);
    const summary = summaryQuery(f, [], true).sql;
    expect(summary).toContain('AS s_ok');
    expect(summary).toContain('AS in_sizes');
    expect(summary).toContain('WHERE b_ok AND c_ok AND p_ok AND s_ok ORDER BY');
    expect(summaryQuery({ ...f, facets: false }, [], false).sql).not.toContain('in_sizes');
  });

  it('pages with limit and offset after ordering', () => {
    const q = pageQuery(parseProductQuery({ page: '3', limit: '20', sortBy: 'price' }, false), []);
    expect(q.sql).toMatch(/ORDER BY p\.effective_price ASC, p\.id ASC LIMIT \$\d+ OFFSET \$\d+$/);
    expect(q.params.slice(-2)).toEqual([20, 40]);
  });
});
