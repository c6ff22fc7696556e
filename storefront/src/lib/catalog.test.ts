import { describe, expect, it } from 'vitest';
import { CatalogUnreachableError, loadCatalog } from './catalog';

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

describe('build-time catalog', () => {
  it('pages through the products and reads categories and settings once', async () => {
    const calls: string[] = [];
    const product = (id: string, categoryId: string, featured = false) => ({ id, name: id, brand: 'B', categoryId, featured, sellingPrice: '10.50', images: [], condition: 'NEW' });
    const catalog = await loadCatalog({
      apiUrl: 'http://api/api/v1/',
      pageSize: 2,
      fetchImpl: (async (url: string) => {
        calls.push(url.replace('http://api/api/v1', ''));
        if (url.includes('/settings/business')) return json({ data: { businessName: 'Caps KSA', email: '' } });
        if (url.includes('/categories/public')) return json({ data: [{ id: 'k1', name: 'Caps' }] });
        const page = Number(new URL(url).searchParams.get('page'));
        const products = page === 1 ? [product('p1', 'k1', true), product('p2', 'k1')] : [product('p3', 'other')];
        return json({ data: { products, pagination: { total: 3, totalPages: 2, page, limit: 2 } } });
      }) as typeof fetch,
    });
    expect(calls.filter((c) => c.startsWith('/products'))).toHaveLength(2);
    expect(catalog.settings.businessName).toBe('Caps KSA');
    expect(catalog.settings.email).toBe(''); // no made-up contact details
    expect(catalog.products.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(catalog.products[0].sellingPrice).toBe(10.5);
    expect(catalog.productsByCategory.get('k1')!.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(catalog.featured.map((p) => p.id)).toEqual(['p1']);
  });

  it('builds an empty shop when the API answers nothing useful', async () => {
    const catalog = await loadCatalog({ apiUrl: 'http://api', fetchImpl: (async () => json({ message: 'nope' }, 500)) as unknown as typeof fetch });
    expect(catalog.products).toEqual([]);
    expect(catalog.categories).toEqual([]);
    expect(catalog.settings.businessName).toBe('Retro Cap Shop');
    expect(catalog.warnings.length).toBeGreaterThan(0);
  });

  it('fails with a readable message when the API is unreachable', async () => {
    const err = await loadCatalog({ apiUrl: 'http://127.0.0.1:9', fetchImpl: (async () => { throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') }); }) as typeof fetch }).catch((e) => e);
    expect(err).toBeInstanceOf(CatalogUnreachableError);
    expect(err.message).toContain('the shop API at http://127.0.0.1:9 is unreachable (connect ECONNREFUSED 127.0.0.1:9)');
  });
});
