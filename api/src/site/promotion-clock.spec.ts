import type { DataSource } from 'typeorm';
import { PromotionClock } from './promotion-clock';
import type { SiteService } from './site.service';

/** What the database answers of the running promotions and the licence, one look at a time. */
function lookingAt(answers: ({ running: string; licence: string } | Error)[]) {
  const ds = {
    query: jest.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return [next];
    }),
  } as unknown as DataSource;
  const site = { config: { mode: 'auto' }, isBuilder: true, promotionsChanged: jest.fn() };
  return { clock: new PromotionClock(ds, site as unknown as SiteService), site };
}

describe('PromotionClock', () => {
  it('has the pages rendered again when what they show of promotions changes: a start, an end, an edit, the licence', async () => {
    const { clock, site } = lookingAt([
      { running: '', licence: '' }, // first look: only remembered (the build is fresh)
      { running: '', licence: '' },
      { running: 'p1@100', licence: '' }, // p1 started
      { running: 'p1@100', licence: '' },
      { running: 'p1@101', licence: '' }, // p1 edited while running
      { running: 'p1@101', licence: '7' }, // the licence entered
      { running: '', licence: '7' }, // p1 ended
    ]);
    const changed: boolean[] = [];
    for (let i = 0; i < 7; i++) changed.push(await clock.tick());
    expect(changed).toEqual([false, false, true, false, true, true, true]);
    expect(site.promotionsChanged).toHaveBeenCalledTimes(4);
  });

  it('does nothing on an instance that does not build, and a failed look changes nothing', async () => {
    const { clock, site } = lookingAt([{ running: '', licence: '' }, new Error('connection lost'), { running: 'p1@1', licence: '' }]);
    site.isBuilder = false;
    expect(await clock.tick()).toBe(false);
    site.isBuilder = true;
    expect(await clock.tick()).toBe(false); // first look as the builder
    expect(await clock.tick()).toBe(false); // the failed one
    expect(await clock.tick()).toBe(true);
    expect(site.promotionsChanged).toHaveBeenCalledTimes(1);
  });
});
