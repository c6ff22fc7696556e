import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../config/app-config';
import { DomainEvents } from '../core/domain-events';
import type { BuildRequest, SiteBuilder } from './site-builder';
import { SiteService } from './site.service';
import { loadSiteConfig, SiteConfigError } from './site.config';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function host(port = 4321, listening = true): HttpAdapterHost & { listen(): void } {
  const waiting: (() => void)[] = [];
  const server = {
    address: () => (server.listening ? { port } : null),
    listening,
    once: (_event: string, fn: () => void) => waiting.push(fn),
  };
  const listen = () => {
    server.listening = true;
    waiting.splice(0).forEach((fn) => fn());
  };
  return { httpAdapter: { getInstance: () => ({ use: () => undefined }), getHttpServer: () => server }, listen } as unknown as HttpAdapterHost & { listen(): void };
}

/** A builder that writes a one-page site after `ms`, records its requests, and fails when told to. */
function fakeBuilder(ms = 60) {
  const calls: BuildRequest[] = [];
  let fail: string | null = null;
  let running = 0;
  let maxParallel = 0;
  const builder: SiteBuilder = async (req) => {
    calls.push(req);
    running++;
    maxParallel = Math.max(maxParallel, running);
    await sleep(ms);
    running--;
    if (fail) throw new Error(fail);
    fs.mkdirSync(req.outDir, { recursive: true });
    fs.writeFileSync(path.join(req.outDir, 'index.html'), `<p>build ${calls.length}</p>`);
    return { pages: 1, outputTail: '' };
  };
  return { builder, calls, failWith: (m: string | null) => (fail = m), maxParallel: () => maxParallel };
}

describe('SiteService', () => {
  let dataDir: string;
  const saved = { ...process.env };
  let services: SiteService[] = [];

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-spec-'));
    process.env.STOREFRONT_REBUILD = 'auto';
    process.env.STOREFRONT_REBUILD_DEBOUNCE_MS = '30';
    delete process.env.STOREFRONT_REBUILD_WEBHOOK_URL;
  });
  afterEach(() => {
    services.forEach((s) => s.onModuleDestroy());
    services = [];
    process.env = { ...saved };
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function make(builder: SiteBuilder, events = new DomainEvents(), adapter = host()) {
    const config = { dataDir, publicSiteUrl: 'https://shop.example' } as AppConfig;
    const service = new SiteService(adapter, config, events, builder);
    services.push(service);
    service.onModuleInit();
    return { service, events };
  }

  it('builds once on first start, pointing the build at its own port, and serves it', async () => {
    const fake = fakeBuilder();
    const { service } = make(fake.builder);
    expect(service.currentDir()).toBeNull();
    service.onApplicationBootstrap();
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

  it('folds a change made while starting (the demo seed) into the first build, once the server listens', async () => {
    const fake = fakeBuilder();
    const adapter = host(4321, false);
    const { service, events } = make(fake.builder, new DomainEvents(), adapter);
    await events.emit({ entityType: 'product', action: 'seeded', entityId: null, entityName: 'Demo catalog', actor: null });
    service.onApplicationBootstrap();
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
    first.onApplicationBootstrap();
    await sleep(5);
    await first.whenIdle();
    first.onModuleDestroy();
    const second = make(fake.builder).service;
    second.onApplicationBootstrap();
    await sleep(50);
    await second.whenIdle();
    expect(fake.calls).toHaveLength(1);
    expect(second.currentDir()).toBe(first.currentDir());
  });

  it('debounces product, category and settings changes into one build and ignores sales and users', async () => {
    const fake = fakeBuilder();
    const { service, events } = make(fake.builder);
    service.onApplicationBootstrap();
    await sleep(5);
    await service.whenIdle();
    const ev = (entityType: 'product' | 'category' | 'settings' | 'sale' | 'user') => events.emit({ entityType, action: 'updated', entityId: null, entityName: null, actor: null });
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
    const fake = fakeBuilder(150);
    const { service } = make(fake.builder);
    service.requestRebuild('a', 0);
    await sleep(20);
    expect(service.status().building).toBe(true);
    for (let i = 0; i < 5; i++) {
      service.requestRebuild(`during ${i}`, 0);
      await sleep(5);
    }
    await service.whenIdle();
    expect(fake.calls).toHaveLength(2);
    expect(fake.maxParallel()).toBe(1);
  });

  it('keeps serving the previous build when a build fails, and removes the failed folder', async () => {
    const fake = fakeBuilder();
    const { service } = make(fake.builder);
    service.requestRebuild('first', 0);
    await sleep(5);
    await service.whenIdle();
    const good = service.currentDir();
    fake.failWith('the shop API at http://127.0.0.1:4321/api/v1 is unreachable');
    service.requestRebuild('second', 0);
    await sleep(5);
    await service.whenIdle();
    expect(service.currentDir()).toBe(good);
    expect(service.status().lastError?.message).toContain('unreachable');
    expect(fs.readdirSync(path.join(dataDir, 'site', 'builds'))).toEqual([path.basename(good!)]);
    fake.failWith(null);
    service.requestRebuild('third', 0);
    await sleep(5);
    await service.whenIdle();
    expect(service.currentDir()).not.toBe(good);
    expect(service.status().lastError).toBeNull();
  });

  it('never builds when STOREFRONT_REBUILD=off', async () => {
    process.env.STOREFRONT_REBUILD = 'off';
    const fake = fakeBuilder();
    const { service, events } = make(fake.builder);
    service.onApplicationBootstrap();
    await events.emit({ entityType: 'product', action: 'updated', entityId: null, entityName: null, actor: null });
    await sleep(60);
    await service.whenIdle();
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
      const fake = fakeBuilder();
      const { service, events } = make(fake.builder);
      service.onApplicationBootstrap();
      await events.emit({ entityType: 'settings', action: 'updated', entityId: null, entityName: null, actor: null });
      await sleep(5);
      await service.whenIdle();
      expect(fake.calls).toHaveLength(0);
      expect(posted).toEqual([{ url: 'https://builder.example/hook', body: expect.objectContaining({ event: 'storefront.rebuild', reason: 'settings updated' }) }]);
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
