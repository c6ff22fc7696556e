import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { DomainEvents } from '../core/cluster/domain-events';
import type { SiteBuilder } from './build/site-builder';
import { SiteService } from './site.service';
import { loadSiteConfig, SiteConfigError } from './config/site.config';
import type { CatalogCensus } from './build/catalog-census';
import { listGoodBuilds, restoreBuild } from './build/site-history';
import { sleep, host, fakeBuilder, rebuildNow, siteServiceSandbox, until } from '../../test/helpers/site-standins';

describe('SiteService', () => {
  let dataDir: string;
  const services = siteServiceSandbox('site-spec-', (dir) => (dataDir = dir));

  function make(builder: SiteBuilder, events = new DomainEvents(), adapter = host(), census?: CatalogCensus) {
    const config = { dataDir, publicSiteUrl: 'https://shop.example' } as AppConfig;
    const service = new SiteService(adapter, config, events, builder, census);
    services.push(service);
    service.onModuleInit();
    return { service, events };
  }

  /** Starts a service with a recording builder, lets one staff change arrive, and waits until the service is idle again. */
  async function startThenChange(entityType: 'product' | 'settings', settleMs: number) {
    const fake = fakeBuilder();
    const { service, events } = make(fake.builder);
    await service.onApplicationBootstrap();
    await events.emit({ entityType, action: 'updated', entityId: null, entityName: null, actor: null });
    await sleep(settleMs);
    await service.whenIdle();
    return { fake, service };
  }

  it('builds once on first start, pointing the build at its own port, and serves it', async () => {
    const fake = fakeBuilder();
    const { service } = make(fake.builder);
    expect(service.currentDir()).toBeNull();
    await service.onApplicationBootstrap();
    await sleep(5);
    await service.whenIdle();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ apiUrl: 'http://127.0.0.1:4321/api/v1', publicSiteUrl: 'https://shop.example' });
    expect(fake.calls[0].outDir.startsWith(path.join(dataDir, 'site', 'builds'))).toBe(true);
    expect(fs.readFileSync(path.join(service.currentDir()!, 'index.html'), 'utf8')).toContain('build 1');
    expect(service.status()).toMatchObject({ ready: true, building: false, queued: false, lastError: null, current: { pages: 1 } });
    const pointer = JSON.parse(fs.readFileSync(path.join(dataDir, 'site', 'current.json'), 'utf8'));
    expect(path.join(dataDir, 'site', 'builds', pointer.id)).toBe(service.currentDir());
  });

  it('answers the public status from memory, and staff with dashboardAccess the kept builds read from disk', async () => {
    const { service } = make(fakeBuilder().builder);
    await service.onApplicationBootstrap();
    await sleep(5);
    await service.whenIdle();
    const history = jest.requireActual<typeof import('./build/site-history')>('./build/site-history');
    const reads = jest.spyOn(history, 'listGoodBuilds');
    try {
      expect(service.statusFor(null)).toEqual({
        ready: true,
        building: false,
        queued: false,
        current: expect.objectContaining({ pages: 1 }),
        lastError: null,
        failures: 0,
      });
      expect(reads).not.toHaveBeenCalled();
      const staff = { permissions: { dashboardAccess: true } } as unknown as Parameters<SiteService['statusFor']>[0];
      expect(service.statusFor(staff)).toMatchObject({ keptBuilds: [expect.objectContaining({ pages: 1 })] });
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('folds a change made while starting (the demo seed) into the first build, once the server listens', async () => {
    const fake = fakeBuilder();
    const adapter = host(4321, false);
    const { service, events } = make(fake.builder, new DomainEvents(), adapter);
    await events.emit({ entityType: 'product', action: 'seeded', entityId: null, entityName: 'Demo catalog', actor: null });
    await service.onApplicationBootstrap();
    await sleep(80);
    expect(fake.calls).toHaveLength(0);
    adapter.listen();
    await sleep(5);
    await service.whenIdle();
    expect(fake.calls).toHaveLength(1);
    expect(service.status().ready).toBe(true);
  });

  it('does not build on start when a build of the same code exists, and serves it', async () => {
    const fake = fakeBuilder();
    const first = make(fake.builder).service;
    await first.onApplicationBootstrap();
    await sleep(5);
    await first.whenIdle();
    first.onModuleDestroy();
    const second = make(fake.builder).service;
    await second.onApplicationBootstrap();
    await sleep(50);
    await second.whenIdle();
    expect(fake.calls).toHaveLength(1);
    expect(second.currentDir()).toBe(first.currentDir());
  });

  it('debounces product, category and settings changes into one build and ignores sales and users', async () => {
    const fake = fakeBuilder();
    const { service, events } = make(fake.builder);
    await service.onApplicationBootstrap();
    await sleep(5);
    await service.whenIdle();
    const ev = (entityType: 'product' | 'category' | 'settings' | 'sale' | 'user') =>
      events.emit({ entityType, action: 'updated', entityId: null, entityName: null, actor: null });
    await ev('sale');
    await ev('user');
    await sleep(60);
    expect(fake.calls).toHaveLength(1);
    await ev('product');
    await ev('category');
    await ev('settings');
    await sleep(5);
    await service.whenIdle();
    expect(fake.calls).toHaveLength(2);
  });

  it('runs one build at a time: changes during a build queue exactly one more', async () => {
    const fake = fakeBuilder(5);
    const { service } = make(fake.builder);
    const release = fake.hold();
    service.requestRebuild('a', 0);
    await until(() => fake.calls.length === 1, 20_000);
    expect(service.status().building).toBe(true);
    for (let i = 0; i < 5; i++) {
      service.requestRebuild(`during ${i}`, 0);
      await sleep(5);
    }
    // each request's zero-delay timer expires before the 5 ms sleep after it, so all five met the held build
    release();
    await service.whenIdle();
    expect(fake.calls).toHaveLength(2);
    expect(fake.maxParallel()).toBe(1);
  });

  it('keeps serving the previous build when a build fails, and removes the failed folder', async () => {
    const fake = fakeBuilder();
    const { service } = make(fake.builder);
    await rebuildNow(service, 'first');
    const good = service.currentDir();
    fake.failWith('the shop API at http://127.0.0.1:4321/api/v1 is unreachable');
    await rebuildNow(service, 'second');
    expect(service.currentDir()).toBe(good);
    expect(service.status().lastError?.message).toContain('unreachable');
    expect(fs.readdirSync(path.join(dataDir, 'site', 'builds'))).toEqual([path.basename(good!)]);
    fake.failWith(null);
    await rebuildNow(service, 'third');
    expect(service.currentDir()).not.toBe(good);
    expect(service.status().lastError).toBeNull();
  });

  it('retries a failed build with growing delays, reporting the failure, until the data can be read again', async () => {
    process.env.STOREFRONT_RETRY_MS = '60';
    const fake = fakeBuilder(10);
    const { service } = make(fake.builder);
    await rebuildNow(service, 'first');
    const good = service.currentDir();
    fake.failWith('GET /products from the shop API answered 500');
    service.requestRebuild('product updated', 0);
    await until(() => fake.calls.length >= 5 && !service.status().building, 30_000);
    const status = service.status();
    expect(service.currentDir()).toBe(good);
    expect(status.lastError?.message).toContain('answered 500');
    expect(status.failures).toBeGreaterThanOrEqual(3);
    expect(status.nextRetryAt).not.toBeNull();
    const gaps = fake.callTimes.slice(1).map((t, i) => t - fake.callTimes[i]);
    // the failures after the first one come back after 60, 120, 240 ms (plus the 10 ms build): a timer never fires
    // early, so these lower bounds hold on a busy machine too, where a gap may stretch (a constant 60 ms delay would
    // still fail the second)
    expect(gaps[2]).toBeGreaterThanOrEqual(60);
    expect(gaps[3]).toBeGreaterThanOrEqual(120);
    fake.failWith(null);
    await until(() => service.status().lastError === null, 30_000);
    expect(service.currentDir()).not.toBe(good);
    expect(service.status()).toMatchObject({ failures: 0, nextRetryAt: null, ready: true });
  });

  it('keeps the last three good builds, serves the current one after a restart, and can restore an older one', async () => {
    const fake = fakeBuilder(5);
    const first = make(fake.builder).service;
    const served: string[] = [];
    for (let i = 0; i < 5; i++) {
      await rebuildNow(first, `change ${i}`);
      served.push(path.basename(first.currentDir()!));
    }
    const kept = listGoodBuilds(path.join(dataDir, 'site')).map((b) => b.id);
    expect(kept).toEqual(served.slice(-3).reverse());
    expect(fs.readdirSync(path.join(dataDir, 'site', 'builds')).sort()).toEqual(served.slice(-3).sort());
    expect(first.status().keptBuilds.map((b) => b.id)).toEqual(kept);
    first.onModuleDestroy();

    // a half-written build left by a crash is neither served nor kept
    fs.mkdirSync(path.join(dataDir, 'site', 'builds', '29990101000000-dead00'), { recursive: true });
    const second = make(fake.builder).service;
    expect(path.basename(second.currentDir()!)).toBe(served[4]);
    expect(fs.readdirSync(path.join(dataDir, 'site', 'builds')).sort()).toEqual(served.slice(-3).sort());
    second.onModuleDestroy();

    restoreBuild(path.join(dataDir, 'site'), served[2]);
    const third = make(fake.builder).service;
    expect(path.basename(third.currentDir()!)).toBe(served[2]);
    expect(() => restoreBuild(path.join(dataDir, 'site'), served[0])).toThrow(/no good build/);
  });

  it('refuses a build that lost most of its pages unless the database explains the loss', async () => {
    process.env.STOREFRONT_RETRY_MS = '600000';
    const fake = fakeBuilder(5);
    let database = { products: 24, categories: 3 };
    const census: CatalogCensus = { count: async () => database };
    const { service } = make(fake.builder, new DomainEvents(), host(), census);
    fake.produce(30, { products: 24, categories: 3 });
    await rebuildNow(service, 'first');
    const good = service.currentDir();

    // the build read an empty catalog while the database still holds 24 products: refused
    fake.produce(5, { products: 0, categories: 0 });
    await rebuildNow(service, 'product updated');
    expect(service.currentDir()).toBe(good);
    expect(service.status().lastError?.message).toMatch(/refused.*5 pages.*30/);
    expect(fs.readdirSync(path.join(dataDir, 'site', 'builds'))).toEqual([path.basename(good!)]);

    // a build that cannot say what it read is refused too
    fake.produce(5, null);
    await rebuildNow(service, 'product updated');
    expect(service.currentDir()).toBe(good);

    // staff hid two categories and their products: the database agrees with the smaller build
    database = { products: 2, categories: 1 };
    fake.produce(8, { products: 2, categories: 1 });
    await rebuildNow(service, 'category updated');
    expect(service.currentDir()).not.toBe(good);
    expect(service.status()).toMatchObject({ lastError: null, current: { pages: 8 } });
  });

  it('never builds when STOREFRONT_REBUILD=off', async () => {
    process.env.STOREFRONT_REBUILD = 'off';
    const { fake, service } = await startThenChange('product', 60);
    expect(fake.calls).toHaveLength(0);
    expect(service.status()).toMatchObject({ mode: 'off', ready: false });
  });

  it('calls the webhook instead of building when STOREFRONT_REBUILD=webhook', async () => {
    process.env.STOREFRONT_REBUILD = 'webhook';
    process.env.STOREFRONT_REBUILD_WEBHOOK_URL = 'https://builder.example/hook';
    const posted: { url: string; body: unknown }[] = [];
    const realFetch = global.fetch;
    global.fetch = (async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('ok');
    }) as typeof fetch;
    try {
      const { fake } = await startThenChange('settings', 5);
      expect(fake.calls).toHaveLength(0);
      expect(posted).toEqual([
        { url: 'https://builder.example/hook', body: expect.objectContaining({ event: 'storefront.rebuild', reason: 'settings updated' }) },
      ]);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('rejects a bad configuration with a message naming the variable', () => {
    expect(() => loadSiteConfig({ dataDir, publicSiteUrl: 'x' }, { STOREFRONT_REBUILD: 'sometimes' })).toThrow(SiteConfigError);
    expect(() => loadSiteConfig({ dataDir, publicSiteUrl: 'x' }, { STOREFRONT_REBUILD: 'webhook' })).toThrow(/STOREFRONT_REBUILD_WEBHOOK_URL/);
    expect(loadSiteConfig({ dataDir, publicSiteUrl: 'x' }, {})).toMatchObject({ mode: 'auto', debounceMs: 2000 });
  });
});
