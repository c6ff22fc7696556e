import { describe, expect, it } from 'vitest';
import { SHOP_URL, api, publicCatalog, sar, staffToken, waitForCatalogBuilt, waitForPage, waitForSiteIdle } from './helpers';

describe('automatic rebuild', () => {
  it('shows a product edited through the API with its new price after the rebuild', async () => {
    await waitForCatalogBuilt();
    await waitForSiteIdle();
    const { products } = await publicCatalog();
    const product = products.find((p) => !(p.discountedPrice && p.discountedPrice > 0)) ?? products[0];
    const token = await staffToken();
    const newPrice = Math.round((product.sellingPrice + 13.25) * 100) / 100;
    const body =
      product.discountedPrice && product.discountedPrice > 0 ? { sellingPrice: newPrice, discountedPrice: null } : { sellingPrice: newPrice };
    // read before the change: the incremental renderer may rewrite the page before a read made after it answers
    const before = await (await fetch(`${SHOP_URL}/products/${product.id}`)).text();
    expect(before).not.toContain(`"price":"${newPrice.toFixed(2)}"`);
    const res = await api(`/products/${product.id}`, { method: 'PUT', token, body: JSON.stringify(body) });
    expect(res.status).toBeLessThan(300);

    const html = await waitForPage(`/products/${product.id}`, sar(newPrice));
    expect(html).toContain(`"price":"${newPrice.toFixed(2)}"`);
    await waitForSiteIdle();
    const status = (await api<{ current: { pages: number }; lastError: unknown }>('/site/status')).data;
    expect(status.lastError).toBeNull();
    expect(status.current.pages).toBeGreaterThan(products.length);
  });
});
