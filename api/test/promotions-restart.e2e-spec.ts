import { CATALOG_CENSUS, catalogStamp, type CatalogCensus } from '../src/site/build/catalog-census';
import { hoursFromNow, PromotionsApp } from './promotions.fixtures';

/**
 * Issue 43: a promotion that starts or ends while the shop is stopped. On start the shop compares the kept build's
 * catalog stamp with the database's (SiteService.staleOnStart); promotions start and end with nobody writing a row,
 * so the stamp must say which promotions are live now, not only which rows were written.
 */
describe('the catalog stamp knows which promotions are live', () => {
  const s = new PromotionsApp();
  let census: CatalogCensus;
  const stamp = () => catalogStamp(census, 'https://shop.example');
  beforeAll(async () => {
    await s.boot();
    census = s.t.app.get(CATALOG_CENSUS);
  });
  afterAll(() => s.t.close());

  it('changes when a promotion starts or ends by the clock, and not for one that has not started', async () => {
    const before = await stamp();
    expect(before).not.toBeNull();
    // saved, but a day ahead: no page shows it yet, so the kept build is still right
    const later = await s.promotion({ startsAt: hoursFromNow(24), endsAt: hoursFromNow(48) });
    expect(await stamp()).toBe(before);
    // the clock moves past its start (the row's start moved instead, to a minute ago): the pages must change
    await s.t.ds.query(`UPDATE "promotions" SET "starts_at" = now() - interval '1 minute' WHERE "id" = $1`, [later.id]);
    const running = await stamp();
    expect(running).not.toBe(before);
    // and past its end: the banner must come down again
    await s.t.ds.query(`UPDATE "promotions" SET "ends_at" = now() - interval '1 second' WHERE "id" = $1`, [later.id]);
    const ended = await stamp();
    expect(ended).not.toBe(running);
    expect(ended).toBe(before);
  });

  it('changes when a coded promotion is used up or the licence changes, as the pages would', async () => {
    const before = await stamp();
    // a promotion with a code shows on no page: its start changes nothing
    const coded = await s.promotion({ codes: ['RESTART-CODE'], startsAt: hoursFromNow(24), endsAt: hoursFromNow(48) });
    await s.t.ds.query(`UPDATE "promotions" SET "starts_at" = now() - interval '1 minute' WHERE "id" = $1`, [coded.id]);
    expect(await stamp()).toBe(before);
    const auto = await s.promotion({ usageLimit: 1 });
    const running = await stamp();
    expect(running).not.toBe(before);
    await s.t.ds.query(`UPDATE "promotions" SET "used" = 1 WHERE "id" = $1`, [auto.id]);
    expect(await stamp()).toBe(before);
    const licence = await s.t.http
      .put('/api/v1/promotions/licence')
      .set(s.t.bearer(s.owner))
      .send({ number: '4300187', validFrom: '2020-01-01', validTo: '2099-12-31', minPercent: 5, maxPercent: 50 });
    expect(licence.status).toBe(200);
    expect(await stamp()).not.toBe(before);
  });
});
