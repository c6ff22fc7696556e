import { describe, expect, it, vi } from 'vitest';
import { CatalogReadError, CatalogUnreachableError, loadCatalog } from './catalog';

function json(data: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json', ...headers } });
}

describe('build-time catalog', () => {
  it('pages through the products and reads categories and settings once', async () => {
    const calls: string[] = [];
    // newest first, as the API lists them (the catalog keeps that order: lib/catalog/catalog-order.ts)
    const createdAt = (id: string) => new Date(Date.UTC(2026, 0, 10 - Number(id.slice(1)))).toISOString();
    const product = (id: string, categoryId: string, featured = false) => ({
      id,
      name: id,
      brand: 'B',
      categoryId,
      featured,
      sellingPrice: '10.50',
      images: [],
      condition: 'NEW',
      createdAt: createdAt(id),
    });
    const catalog = await loadCatalog({
      apiUrl: 'http://api/api/v1/',
      pageSize: 2,
      fetchImpl: (async (url: string) => {
        calls.push(url.replace('http://api/api/v1', ''));
        if (url.includes('/promotions/public')) return json({ data: { licence: null, promotions: [] } });
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

  it('fails the build, naming the call, when the API answers an error instead of publishing an empty shop', async () => {
    for (const failing of ['/settings/business', '/categories/public', '/promotions/public', '/products']) {
      const err = await loadCatalog({
        apiUrl: 'http://api',
        fetchImpl: (async (url: string) => {
          if (url.includes(failing)) return json({ message: 'Internal server error' }, 500);
          if (url.includes('/promotions/public')) return json({ data: { licence: null, promotions: [] } });
          if (url.includes('/settings/business')) return json({ data: { businessName: 'Caps KSA' } });
          if (url.includes('/categories/public')) return json({ data: [{ id: 'k1', name: 'Caps' }] });
          return json({ data: { products: [], pagination: { total: 0, totalPages: 0, page: 1, limit: 1000 } } });
        }) as typeof fetch,
      }).catch((e) => e);
      expect(err).toBeInstanceOf(CatalogReadError);
      expect(err.message).toContain(`GET ${failing}`);
      expect(err.message).toContain('answered 500');
    }
  });

  it('fails the build when an answer is not the expected shape or a page of products goes missing', async () => {
    const shapes: Record<string, (url: string) => Response> = {
      'not JSON': (url) => (url.includes('/settings') ? new Response('<html>proxy error</html>', { status: 200 }) : json({ data: [] })),
      'categories not a list': (url) => (url.includes('/categories') ? json({ data: { oops: true } }) : json({ data: {} })),
      'a missing page': (url) => {
        if (url.includes('/settings')) return json({ data: {} });
        if (url.includes('/categories')) return json({ data: [] });
        const page = Number(new URL(url).searchParams.get('page'));
        const products = page === 1 ? [{ id: 'p1', name: 'p1', categoryId: 'k', sellingPrice: '1', images: [] }] : [];
        return json({ data: { products, pagination: { total: 3, totalPages: 3, page, limit: 1 } } });
      },
    };
    for (const [what, answer] of Object.entries(shapes)) {
      const err = await loadCatalog({ apiUrl: 'http://api', pageSize: 1, fetchImpl: (async (url: string) => answer(url)) as typeof fetch }).catch(
        (e) => e,
      );
      expect({ what, isReadError: err instanceof CatalogReadError }).toEqual({ what, isReadError: true });
    }
  });

  it('builds an empty shop when the API really has nothing (blank settings use the fallbacks)', async () => {
    const catalog = await loadCatalog({
      apiUrl: 'http://api',
      fetchImpl: (async (url: string) => {
        if (url.includes('/promotions/public')) return json({ data: { licence: null, promotions: [] } });
        if (url.includes('/settings/business')) return json({ data: { businessName: null, email: null } });
        if (url.includes('/categories/public')) return json({ data: [] });
        return json({ data: { products: [], pagination: { total: 0, totalPages: 0, page: 1, limit: 1000 } } });
      }) as typeof fetch,
    });
    expect(catalog.products).toEqual([]);
    expect(catalog.categories).toEqual([]);
    expect(catalog.settings.businessName).toBe('Retro Cap Shop');
  });

  it('fails with a readable message when the API is unreachable', async () => {
    const err = await loadCatalog({
      apiUrl: 'http://127.0.0.1:9',
      fetchImpl: (async () => {
        throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
      }) as typeof fetch,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(CatalogUnreachableError);
    expect(err.message).toContain('the shop API at http://127.0.0.1:9 is unreachable (connect ECONNREFUSED 127.0.0.1:9)');
  });
  it('waits out a busy shop (503 with Retry-After) instead of failing the build, and gives up after its retries', async () => {
    let busy = 2;
    const calls: string[] = [];
    const answer = (url: string) => {
      calls.push(url);
      if (url.includes('/products') && busy-- > 0)
        return json({ message: 'The service is temporarily unavailable. Please try again later.' }, 503, { 'retry-after': '0' });
      if (url.includes('/promotions/public')) return json({ data: { licence: null, promotions: [] } });
      if (url.includes('/settings/business')) return json({ data: { businessName: 'Caps KSA' } });
      if (url.includes('/categories/public')) return json({ data: [{ id: 'k1', name: 'Caps' }] });
      return json({
        data: { products: [{ id: 'p1', name: 'p1', brand: 'B', categoryId: 'k1', sellingPrice: 10, images: [] }], pagination: { totalPages: 1 } },
      });
    };
    const catalog = await loadCatalog({ apiUrl: 'http://api', fetchImpl: (async (url: string) => answer(url)) as typeof fetch });
    expect(catalog.products.map((p) => p.id)).toEqual(['p1']);
    expect(calls.filter((c) => c.includes('/products'))).toHaveLength(3);

    busy = Infinity;
    const err = await loadCatalog({ apiUrl: 'http://api', busyRetries: 3, fetchImpl: (async (url: string) => answer(url)) as typeof fetch }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(CatalogReadError);
    expect(String(err.message)).toContain('503');
  });
  it('stops waiting after 15 s in all, so a database outage (503, Retry-After: 5) still fails the build soon', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const failed = loadCatalog({
        apiUrl: 'http://api',
        fetchImpl: (async () => {
          calls++;
          return json({ message: 'The service is temporarily unavailable. Please try again later.' }, 503, { 'retry-after': '5' });
        }) as typeof fetch,
      }).catch((e) => e);
      await vi.advanceTimersByTimeAsync(16_000);
      const err = await failed;
      expect(err).toBeInstanceOf(CatalogReadError);
      // settings, categories and promotions are read side by side: each waits three 5 s pauses, then gives up
      expect(calls).toBe(12);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the licence and the automatic promotions with the catalog; an API without promotions (404) has none', async () => {
    const answer = (promotions: Response) =>
      (async (url: string) => {
        if (url.includes('/promotions/public')) return promotions;
        if (url.includes('/settings/business')) return json({ data: {} });
        if (url.includes('/categories/public')) return json({ data: [] });
        return json({ data: { products: [], pagination: { totalPages: 0 } } });
      }) as typeof fetch;
    const published = {
      licence: {
        number: '123456',
        url: 'https://mc.gov.sa/l/123456',
        barcodeUrl: null,
        validFrom: '2026-11-01',
        validTo: '2026-12-31',
        minPercent: 5,
        maxPercent: 50,
      },
      promotions: [],
    };
    expect((await loadCatalog({ apiUrl: 'http://api', fetchImpl: answer(json({ data: published })) })).promotions).toEqual(published);
    expect((await loadCatalog({ apiUrl: 'http://api', fetchImpl: answer(json({ message: 'Not found' }, 404)) })).promotions).toEqual({
      licence: null,
      promotions: [],
    });
  });
});
