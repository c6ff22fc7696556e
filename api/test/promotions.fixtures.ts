import { OrdersApp } from './orders.fixtures';

/** Shop time: a promotion's start and end as the back office sends them (Asia/Riyadh, +03:00). */
export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** The orders app with the promotions' staff calls. */
export class PromotionsApp extends OrdersApp {
  promotionBody = (over: Record<string, unknown> = {}) => ({
    name: 'White Friday',
    nameAr: 'الجمعة البيضاء',
    kind: 'PERCENT',
    value: 10,
    appliesTo: 'ORDER',
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(48),
    acknowledgeWarnings: true,
    ...over,
  });
  savePromotion = (body: Record<string, unknown>, token = this.owner) => this.t.http.post('/api/v1/promotions').set(this.t.bearer(token)).send(body);
  promotion = async (over: Record<string, unknown> = {}) => {
    const res = await this.savePromotion(this.promotionBody(over));
    if (res.status !== 201) throw new Error(`promotion failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: string; codes: string[]; used: number };
  };
  /** A product costing SAR 20, so the promotions of these tests never sell below cost. */
  item = (name: string, sizes: string[], stock: number, overrides: Record<string, unknown> = {}) =>
    this.product(name, sizes, stock, { originalPrice: 20, ...overrides });
  check = (code: string, address: string, lines?: unknown[]) =>
    this.t.http
      .post('/api/v1/promotions/check')
      .set('X-Forwarded-For', address)
      .send({ code, ...(lines ? { lines } : {}) });
}
