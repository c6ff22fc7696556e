import { PROMOTION_MESSAGES } from '@shop/common';
import { productPayload } from './catalog.fixtures';
import { PromotionsApp } from './promotions.fixtures';

/**
 * Issue 43: a product's own discount is a discount the storefront announces (a struck price), so like a promotion it
 * must sit within the Ministry's licence. The product is saved as staff asked (a product form is not held up), and
 * the save's answer carries the warnings, in the promotions' shape, for the form to show.
 */
describe("a product's own discount outside the licence warns in the save's answer", () => {
  const s = new PromotionsApp();
  beforeAll(() => s.boot());
  afterAll(() => s.t.close());

  const licence = (body: Record<string, unknown>) => s.t.http.put('/api/v1/promotions/licence').set(s.t.bearer(s.owner)).send(body);
  const save = (id: string, body: Record<string, unknown>) => s.t.http.put(`/api/v1/products/${id}`).set(s.t.bearer(s.owner)).send(body);
  const codes = (res: { body: { data: { warnings?: { code: string }[] } } }) => res.body.data.warnings?.map((w) => w.code);

  it('warns without a licence, outside its range or its dates, and not within it or without a discount', async () => {
    // no licence: a product with a discount warns, one without does not
    const created = await s.t.http
      .post('/api/v1/products')
      .set(s.t.bearer(s.owner))
      .send(productPayload(s.categoryId, { name: 'Licence Cap', originalPrice: 20, sellingPrice: 100, discountedPrice: 60 }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ discountedPrice: 60 });
    expect(created.body.data.warnings).toEqual([{ code: 'NO_LICENCE', message: PROMOTION_MESSAGES.noLicence }]);
    const { id } = created.body.data;
    expect(codes(await save(id, { discountedPrice: null }))).toEqual([]);

    // a licence for 10 to 30 %: 40 % off is outside its range, 20 % within
    expect((await licence({ number: '4300187', validFrom: '2020-01-01', validTo: '2099-12-31', minPercent: 10, maxPercent: 30 })).status).toBe(200);
    const outside = await save(id, { discountedPrice: 60 });
    expect(outside.status).toBe(200);
    expect(outside.body.data.warnings).toEqual([{ code: 'OUTSIDE_LICENCE_RANGE', message: PROMOTION_MESSAGES.productOutsideLicenceRange('40') }]);
    expect(codes(await save(id, { discountedPrice: 80 }))).toEqual([]);
    // a price change alone also re-checks the discount it leaves: 80 of 200 is 60 % off
    expect(codes(await save(id, { sellingPrice: 200 }))).toEqual(['OUTSIDE_LICENCE_RANGE']);
    expect(codes(await save(id, { sellingPrice: 100 }))).toEqual([]);

    // a licence that has run out: the discount shown today is outside its dates
    expect((await licence({ number: '4300187', validFrom: '2020-01-01', validTo: '2020-12-31', minPercent: 10, maxPercent: 30 })).status).toBe(200);
    const expired = await save(id, { name: 'Licence Cap 2' });
    expect(expired.body.data.warnings).toEqual([{ code: 'OUTSIDE_LICENCE_DATES', message: PROMOTION_MESSAGES.productOutsideLicenceDates }]);
  });
});
