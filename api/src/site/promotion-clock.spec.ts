import type { DataSource } from 'typeorm';
import { DomainEvents } from '../core/cluster/domain-events';
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
  const site = { config: { mode: 'auto' }, isBuilder: true, promotionsChanged: jest.fn(), builderKnown: Promise.resolve() };
  const events = new DomainEvents();
  const clock = new PromotionClock(ds, site as unknown as SiteService, events);
  clock.onModuleInit();
  return { clock, site, events };
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

  it("has the pages rendered at once for a save, even one made before the clock's first look, and not for a save no page shows", async () => {
    const { site, events } = lookingAt([
      { running: '', licence: '7' }, // the licence saved in the shop's first minute: no look yet, so render
      { running: '', licence: '7' }, // a promotion a week ahead saved: no page shows it
      { running: 'p1@100', licence: '7' }, // an automatic one saved, running now
      new Error('connection lost'), // a save whose look fails still renders
    ]);
    const savedElsewhere = (entityType: 'promotion' | 'licence', action: string) =>
      events.deliverRemote({ entityType, action, entityId: null, entityName: null, actor: null });
    await events.emit({ entityType: 'licence', action: 'updated', entityId: null, entityName: '7', actor: null });
    expect(site.promotionsChanged).toHaveBeenLastCalledWith('licence updated');
    await events.emit({ entityType: 'promotion', action: 'created', entityId: 'p0', entityName: 'Later', actor: null });
    expect(site.promotionsChanged).toHaveBeenCalledTimes(1);
    await savedElsewhere('promotion', 'created');
    expect(site.promotionsChanged).toHaveBeenLastCalledWith('promotion created (on another instance)');
    await events.emit({ entityType: 'promotion', action: 'deleted', entityId: 'p1', entityName: 'Now', actor: null });
    expect(site.promotionsChanged).toHaveBeenCalledTimes(3);
    // other changes are not the clock's
    await events.emit({ entityType: 'product', action: 'updated', entityId: 'x', entityName: 'Cap', actor: null });
    expect(site.promotionsChanged).toHaveBeenCalledTimes(3);
  });

  it('looks once at start (after the builder claim), so a promotion starting before the next minute is rendered at that minute', async () => {
    const { clock, site } = lookingAt([
      { running: '', licence: '' }, // the look at start: what the fresh build shows
      { running: 'p1@100', licence: '' }, // the first minute's look: p1 started in between
    ]);
    clock.onApplicationBootstrap();
    await site.builderKnown;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await clock.tick()).toBe(true);
    expect(site.promotionsChanged).toHaveBeenCalledTimes(1);
    clock.onModuleDestroy();
  });
});
