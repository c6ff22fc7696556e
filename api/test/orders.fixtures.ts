import { newOrderCode } from '@shop/common';
import { StaffApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

let nextAddress = 1;
/** A documentation address (198.51.100.0/24) of its own per call, so the per-address order limit never couples two tests. */
export const freshAddress = () => `198.51.100.${nextAddress++ % 250}`;

/** The app the order e2e files share: a category, products with counted stock, and the order calls. */
export class OrdersApp extends StaffApp {
  categoryId: string;

  protected override async prepare(): Promise<void> {
    this.categoryId = (await createCategory(this.t, this.owner)).id;
  }

  /** A public product (selling 149, or `discountedPrice` when given) with `stock` pieces per size. */
  product = async (name: string, sizes: string[], stock: number, overrides: Record<string, unknown> = {}) => {
    const p = await createProduct(this.t, this.owner, this.categoryId, { name, sizes, ...overrides });
    if (stock >= 0) {
      const res = await this.t.http
        .put(`/api/v1/products/${p.id}/stock`)
        .set(this.t.bearer(this.owner))
        .send({ tracked: true, sizes: sizes.map((size) => ({ size, onHand: stock })) });
      if (res.status !== 200) throw new Error(`stock failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return p as { id: string; name: string; sellingPrice: number };
  };

  body = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
    code: newOrderCode(),
    lines,
    pickupDate: null,
    language: 'en',
    route: 'WHATSAPP',
    placedAt: new Date().toISOString(),
    ...extra,
  });

  place = (body: Record<string, unknown>, address = freshAddress()) => this.t.http.post('/api/v1/orders').set('X-Forwarded-For', address).send(body);
  read = (code: string, address = freshAddress()) => this.t.http.get(`/api/v1/orders/${encodeURIComponent(code)}`).set('X-Forwarded-For', address);
  details = (code: string, token = this.owner) => this.t.http.get(`/api/v1/orders/${encodeURIComponent(code)}/details`).set(this.t.bearer(token));
  record = (code: string, body: Record<string, unknown> = {}, token = this.owner) =>
    this.t.http.post(`/api/v1/orders/${code}/record`).set(this.t.bearer(token)).send(body);
  status = (code: string, body: Record<string, unknown>, token = this.owner) =>
    this.t.http.post(`/api/v1/orders/${code}/status`).set(this.t.bearer(token)).send(body);
  onHand = async (productId: string): Promise<Record<string, number>> => {
    const rows: { size: string; on_hand: number }[] = await this.t.ds.query(`SELECT size, on_hand FROM product_stock WHERE product_id = $1`, [
      productId,
    ]);
    return Object.fromEntries(rows.map((r) => [r.size, r.on_hand]));
  };
  orderCount = async (): Promise<number> => (await this.t.ds.query(`SELECT count(*)::int AS n FROM orders`))[0].n;
}
