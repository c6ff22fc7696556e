import { parseProductQuery } from './product-query';
import { countQuery, facetQuery, likePattern, pageQuery, PUBLIC_ONLY } from './product-sql';

describe('product SQL', () => {
  const hostile = "'; DROP TABLE products; --";

  it('carries user text only in parameters', () => {
    const f = parseProductQuery({ search: hostile, brand: hostile, facets: 'true' }, false);
    const search = f.terms.map((t) => ({ exact: likePattern(t), fuzzy: [] }));
    for (const q of [pageQuery(f, search), countQuery(f, search), facetQuery(f, search, 'brand'), facetQuery(f, search, 'price')]) {
      expect(q.sql).not.toContain('DROP');
      expect(q.sql).not.toContain("'; ");
      expect(q.params.some((p) => JSON.stringify(p).includes('drop'))).toBe(true);
      expect(q.sql.match(/\$\d+/g)!.every((ph) => Number(ph.slice(1)) <= q.params.length)).toBe(true);
    }
  });

  it('restricts shoppers to visible products of visible categories', () => {
    const f = parseProductQuery({}, false);
    expect(countQuery(f, []).sql).toContain('NOT p.archived');
    expect(countQuery(f, []).sql).toContain('SELECT id FROM categories WHERE publicly_visible');
    const oneCategory = countQuery(parseProductQuery({ category: 'caaaaaaaaaaaaaaaaaaaaaaaa' }, false), []);
    expect(oneCategory.sql).toMatch(/EXISTS \(SELECT 1 FROM categories vc WHERE vc.id = \$1 AND vc.publicly_visible\)/);
    expect(PUBLIC_ONLY).toContain('NOT p.archived');
    expect(PUBLIC_ONLY).toContain('publicly_visible'); // the category's flag
    expect(countQuery(parseProductQuery({}, true), []).sql).not.toContain('categories');
  });

  it('lets each facet ignore its own filter', () => {
    const f = parseProductQuery({ brand: 'nike', condition: 'NEW', minPrice: '5' }, true);
    expect(facetQuery(f, [], 'brand').sql).not.toContain('lower(p.brand) = ANY');
    expect(facetQuery(f, [], 'brand').sql).toContain('p.condition = ANY');
    expect(facetQuery(f, [], 'condition').sql).not.toContain('p.condition = ANY');
    expect(facetQuery(f, [], 'price').sql).not.toContain('effective_price >=');
    expect(facetQuery(f, [], 'price').sql).toContain('lower(p.brand) = ANY');
  });

  it('pages with limit and offset after ordering', () => {
    const q = pageQuery(parseProductQuery({ page: '3', limit: '20', sortBy: 'price' }, false), []);
    expect(q.sql).toMatch(/ORDER BY p\.effective_price ASC, p\.id ASC LIMIT \$\d+ OFFSET \$\d+$/);
    expect(q.params.slice(-2)).toEqual([20, 40]);
  });
});
