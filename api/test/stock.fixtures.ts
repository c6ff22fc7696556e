import type { DataSource } from 'typeorm';
import { StaffApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

/**
 * Every (product, size) whose on-hand count differs from the sum of its movements. A size whose counts were dropped
 * (counting stopped, or the size removed) must have movements summing to 0. Empty means the ledger holds.
 */
export async function stockMismatches(ds: DataSource): Promise<{ product_id: string; size: string; on_hand: number; moved: number }[]> {
  return ds.query(`
    SELECT k.product_id, k.size, coalesce(s.on_hand, 0) AS on_hand, coalesce(m.moved, 0)::int AS moved
    FROM (SELECT product_id, size FROM product_stock UNION SELECT product_id, size FROM stock_movements) k
    LEFT JOIN product_stock s ON s.product_id = k.product_id AND s.size = k.size
    LEFT JOIN (SELECT product_id, size, sum(delta) AS moved FROM stock_movements GROUP BY 1, 2) m
      ON m.product_id = k.product_id AND m.size = k.size
    WHERE coalesce(s.on_hand, 0) <> coalesce(m.moved, 0)
    UNION ALL
    SELECT p.id, '(total)', coalesce(p.stock_left, -1), coalesce((SELECT sum(on_hand) FROM product_stock WHERE product_id = p.id), -1)::int
    FROM products p
    WHERE p.stock_left IS DISTINCT FROM (SELECT sum(on_hand) FROM product_stock WHERE product_id = p.id)`);
}

/** The app the stock e2e files share: a category to add products to, and the stock calls, made as the owner unless told. */
export class StockApp extends StaffApp {
  categoryId: string;

  protected override async prepare(): Promise<void> {
    this.categoryId = (await createCategory(this.t, this.owner)).id;
  }

  sale = (body: Record<string, unknown>, token = this.owner) =>
    this.t.http
      .post('/api/v1/sales')
      .set(this.t.bearer(token))
      .send({ saleDate: '2026-03-01', originalPrice: 50, sellingPrice: 100, ...body });
  editSale = (id: string, body: Record<string, unknown>) => this.t.http.put(`/api/v1/sales/${id}`).set(this.t.bearer(this.owner)).send(body);
  setStock = (id: string, body: Record<string, unknown>, token = this.owner) =>
    this.t.http.put(`/api/v1/products/${id}/stock`).set(this.t.bearer(token)).send(body);
  adjust = (id: string, body: Record<string, unknown>, token = this.owner) =>
    this.t.http.post(`/api/v1/products/${id}/stock/adjustments`).set(this.t.bearer(token)).send(body);
  staffProduct = async (id: string) => (await this.t.http.get(`/api/v1/products/${id}`).set(this.t.bearer(this.owner))).body.data;
  onHand = async (id: string): Promise<Record<string, number>> => {
    const p = await this.staffProduct(id);
    return Object.fromEntries(p.sizeStock.map((s: { size: string; left: number }) => [s.size, s.left]));
  };
  /** A product with these sizes, counted with these numbers when given, else left uncounted. */
  product = async (name: string, sizes: string[], counts?: number[]) => {
    const p = await createProduct(this.t, this.owner, this.categoryId, { name, sizes });
    if (counts) {
      const res = await this.setStock(p.id, { tracked: true, sizes: sizes.map((size, i) => ({ size, onHand: counts[i] })) });
      expect(res.status).toBe(200);
    }
    return p as { id: string; name: string };
  };
}
