// Stand-ins shared by the site service specs: the HTTP server host, a recording site builder and a polling wait.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { HttpAdapterHost } from '@nestjs/core';
import type { BuildRequest, SiteBuilder } from '../../src/site/build/site-builder';
import type { SiteService } from '../../src/site/site.service';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks for a rebuild with no debounce and waits until the service is idle again (the build done or failed). */
export async function rebuildNow(service: { requestRebuild(reason: string, delayMs: number): void; whenIdle(): Promise<unknown> }, reason: string) {
  service.requestRebuild(reason, 0);
  await sleep(5);
  await service.whenIdle();
}

export function host(port = 4321, listening = true): HttpAdapterHost & { listen(): void } {
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
  return { httpAdapter: { getInstance: () => ({ use: () => undefined }), getHttpServer: () => server }, listen } as unknown as HttpAdapterHost & {
    listen(): void;
  };
}

/** A builder that writes a site of `pages` pages after `ms`, records its requests, and fails when told to. */
export function fakeBuilder(ms = 60) {
  const calls: BuildRequest[] = [];
  const callTimes: number[] = [];
  let fail: string | null = null;
  let running = 0;
  let maxParallel = 0;
  let pages = 1;
  let catalog: { products: number; categories: number } | null = { products: 0, categories: 0 };
  // while held, a started build waits for release() besides its `ms`: a test then knows a build is running for as
  // long as it needs, however slowly a busy machine runs the test
  let held: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const builder: SiteBuilder = async (req) => {
    calls.push(req);
    callTimes.push(Date.now());
    running++;
    maxParallel = Math.max(maxParallel, running);
    await sleep(ms);
    if (held) await held;
    running--;
    if (fail) throw new Error(fail);
    fs.mkdirSync(req.outDir, { recursive: true });
    fs.writeFileSync(path.join(req.outDir, 'index.html'), `<p>build ${calls.length}</p>`);
    return { pages, catalog, outputTail: '' };
  };
  return {
    builder,
    calls,
    callTimes,
    failWith: (m: string | null) => (fail = m),
    /** Builds started from now on wait for the returned release(). */
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    maxParallel: () => maxParallel,
    produce: (p: number, c: typeof catalog) => {
      pages = p;
      catalog = c;
    },
  };
}

/**
 * Polls `check` every 10 ms until it holds. The limit only ends a test that would otherwise hang: 20 s, as elsewhere
 * in these tests (a 5 s default was within reach of a busy CI machine, where a retry or a takeover waits on timers).
 */
export async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

/**
 * Each test of a site service spec gets a fresh data folder (handed to `onDataDir`) and automatic rebuilds with a short
 * debounce; after it, the services the test pushed onto the answered list are stopped, the environment is restored
 * and the folder removed. A webhook address in the environment would change what a rebuild does, so none is set.
 */
export function siteServiceSandbox(prefix: string, onDataDir: (dir: string) => void): SiteService[] {
  const services: SiteService[] = [];
  const saved = { ...process.env };
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    onDataDir(dataDir);
    process.env.STOREFRONT_REBUILD = 'auto';
    process.env.STOREFRONT_REBUILD_DEBOUNCE_MS = '30';
    delete process.env.STOREFRONT_REBUILD_WEBHOOK_URL;
  });
  afterEach(() => {
    services.splice(0).forEach((s) => s.onModuleDestroy());
    process.env = { ...saved };
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return services;
}
