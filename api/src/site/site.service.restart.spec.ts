import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { DomainEvents } from '../core/cluster/domain-events';
import type { CatalogCensus } from './build/catalog-census';
import type { SiteBuilder } from './build/site-builder';
import { restoreBuild } from './build/site-history';
import { SiteService } from './site.service';
import { fakeBuilder, host, siteServiceSandbox, sleep } from '../../test/helpers/site-standins';

/** A start of the shop on the same data folder: the kept build is served; the catalog decides whether it is rebuilt. */
describe('SiteService on restart', () => {
  let dataDir: string;
  const services = siteServiceSandbox('site-restart-', (dir) => (dataDir = dir));
  let catalog = 'products=3:17 categories=1:5 settings=1:9';
  let readable = true;
  const census: CatalogCensus = {
    count: async () => ({ products: 0, categories: 0 }),
    fingerprint: async () => {
      if (!readable) throw new Error('connection refused');
      return catalog;
    },
  };

  async function start(builder: SiteBuilder, publicSiteUrl = 'https://shop.example') {
    const service = new SiteService(host(), { dataDir, publicSiteUrl } as AppConfig, new DomainEvents(), builder, census);
    services.push(service);
    service.onModuleInit();
    await service.onApplicationBootstrap();
    await sleep(5);
    await service.whenIdle();
    return service;
  }

  /** Starts, builds, and stops: the state a restart finds. */
  async function firstRun(builder: SiteBuilder) {
    const first = await start(builder);
    first.onModuleDestroy();
    services.splice(services.indexOf(first), 1);
    return first.currentDir();
  }

  beforeEach(() => {
    catalog = 'products=3:17 categories=1:5 settings=1:9';
    readable = true;
  });

  it('serves the kept build without building when neither the catalog nor the code changed', async () => {
    const fake = fakeBuilder(5);
    const kept = await firstRun(fake.builder);
    const second = await start(fake.builder);
    expect(fake.calls).toHaveLength(1);
    expect(second.currentDir()).toBe(kept);
    expect(second.status().lastReason).toBeNull();
  });

  it('builds on start when the catalog was changed while the shop was stopped, serving the kept build meanwhile', async () => {
    const fake = fakeBuilder(5);
    const kept = await firstRun(fake.builder);
    catalog = 'products=3:18 categories=1:5 settings=1:9';
    const second = await start(fake.builder);
    expect(fake.calls).toHaveLength(2);
    expect(second.status().lastReason).toBe('the catalog changed since the kept build');
    expect(second.currentDir()).not.toBe(kept);
    // and the new build carries the new catalog, so the next start keeps it
    const third = await start(fake.builder);
    expect(fake.calls).toHaveLength(2);
    expect(third.currentDir()).toBe(second.currentDir());
  });

  it('builds on start when the public address changed: every canonical link carries it', async () => {
    const fake = fakeBuilder(5);
    await firstRun(fake.builder);
    await start(fake.builder, 'https://new.example');
    expect(fake.calls).toHaveLength(2);
  });

  it('builds on start when the catalog cannot be read, rather than trust a build it cannot check', async () => {
    const fake = fakeBuilder(5);
    const kept = await firstRun(fake.builder);
    readable = false;
    const s = new SiteService(host(), { dataDir, publicSiteUrl: 'https://shop.example' } as AppConfig, new DomainEvents(), fake.builder, census);
    services.push(s);
    s.onModuleInit();
    await s.onApplicationBootstrap();
    expect(s.status().lastReason).toBe('the catalog changed since the kept build');
    expect(s.currentDir()).toBe(kept);
  });

  it('serves a build restored by hand as it is, though the catalog has changed since it was built', async () => {
    const fake = fakeBuilder(5);
    const older = await firstRun(fake.builder);
    catalog = 'products=4:20 categories=1:5 settings=1:9';
    await firstRun(fake.builder);
    expect(fake.calls).toHaveLength(2);
    restoreBuild(path.join(dataDir, 'site'), path.basename(older!));
    const restored = await start(fake.builder);
    expect(fake.calls).toHaveLength(2);
    expect(restored.currentDir()).toBe(older);
  });
});
