import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { DomainEvents } from '../core/cluster/domain-events';
import type { SiteBuilder } from './build/site-builder';
import { SiteService } from './site.service';
import { sleep, host, fakeBuilder, siteServiceSandbox, until } from '../../test/helpers/site-standins';

/** Stands in for PostgreSQL between instances: one builder lock, and messages delivered to every other member. */
class FakeCluster {
  lockHolder: FakeMember | null = null;
  readonly members: FakeMember[] = [];
  join(events: DomainEvents): FakeMember {
    const member = new FakeMember(this, events);
    this.members.push(member);
    return member;
  }
}

class FakeMember {
  private readonly handlers = new Map<string, Set<(d: unknown) => void>>();
  sent: string[] = [];
  constructor(
    private readonly cluster: FakeCluster,
    readonly events: DomainEvents,
  ) {
    events.attachPublisher(async (event) => {
      for (const m of cluster.members) if (m !== this) void m.events.deliverRemote(event);
    });
  }
  connected = true;
  get isBuilder(): boolean {
    return this.connected && this.cluster.lockHolder === this;
  }
  async claimBuilder(): Promise<boolean> {
    if (!this.connected) return false;
    this.cluster.lockHolder ??= this;
    return this.isBuilder;
  }
  /** The database went away: the lock is gone with the connection. */
  disconnect(): void {
    this.connected = false;
    if (this.cluster.lockHolder === this) this.cluster.lockHolder = null;
  }
  /** The process died: its lock goes with its connection. */
  die(): void {
    if (this.cluster.lockHolder === this) this.cluster.lockHolder = null;
    this.cluster.members.splice(this.cluster.members.indexOf(this), 1);
  }
  on(kind: string, handler: (d: unknown) => void): () => void {
    if (!this.handlers.has(kind)) this.handlers.set(kind, new Set());
    this.handlers.get(kind)!.add(handler);
    return () => this.handlers.get(kind)!.delete(handler);
  }
  async send(kind: string, data: unknown): Promise<void> {
    this.sent.push(kind);
    for (const m of this.cluster.members) if (m !== this) m.handlers.get(kind)?.forEach((h) => h(JSON.parse(JSON.stringify(data))));
  }
}

describe('SiteService on several instances', () => {
  let dataDir: string;
  const services = siteServiceSandbox('site-cluster-spec-', (dir) => (dataDir = dir));

  function instance(cluster: FakeCluster, builder: SiteBuilder) {
    const events = new DomainEvents();
    const member = cluster.join(events);
    const config = { dataDir, publicSiteUrl: 'https://shop.example' } as AppConfig;
    const service = new SiteService(host(), config, events, builder, undefined, member as never);
    services.push(service);
    service.onModuleInit();
    return { service, events, member };
  }

  const change = (events: DomainEvents, i: number) =>
    events.emit({ entityType: 'product', action: 'updated', entityId: `p${i}`, entityName: null, actor: null });

  it('changes on every instance build once, on the elected builder, and every instance serves the result', async () => {
    const cluster = new FakeCluster();
    const fakeA = fakeBuilder();
    const fakeB = fakeBuilder();
    const a = instance(cluster, fakeA.builder);
    const b = instance(cluster, fakeB.builder);
    await a.service.onApplicationBootstrap();
    await b.service.onApplicationBootstrap();
    await sleep(60);
    await until(() => !b.service.status().forwarded && !a.service.status().building && !a.service.status().queued);
    expect(b.service.status()).toMatchObject({ builder: false });
    const startBuilds = fakeA.calls.length;
    for (let i = 0; i < 10; i++) await change(i % 2 ? a.events : b.events, i);
    await sleep(60);
    await until(() => !b.service.status().forwarded && !b.service.status().queued);
    await a.service.whenIdle();
    expect(fakeB.calls).toHaveLength(0);
    expect(fakeA.calls.length - startBuilds).toBeGreaterThanOrEqual(1);
    expect(fakeA.calls.length - startBuilds).toBeLessThanOrEqual(2);
    expect(b.service.currentDir()).toBe(a.service.currentDir());
    expect(a.service.status().builder).toBe(true);
  });

  it('a builder that dies mid-build leaves the instance whose request is unanswered to build', async () => {
    const cluster = new FakeCluster();
    const fakeA = fakeBuilder(400);
    const fakeB = fakeBuilder();
    const a = instance(cluster, fakeA.builder);
    const b = instance(cluster, fakeB.builder);
    await a.service.onApplicationBootstrap(); // A claims the role and starts its first (slow) build
    await b.service.onApplicationBootstrap();
    await until(() => a.service.status().building);
    await change(b.events, 1); // made during A's build, so only a later build of A's would answer it
    await until(() => b.service.status().forwarded);
    a.member.die();
    a.service.onModuleDestroy(); // the process is gone: it never publishes
    services.splice(services.indexOf(a.service), 1);
    await until(() => fakeB.calls.length === 1);
    await until(() => b.service.status().ready && !b.service.status().building);
    expect(b.service.status()).toMatchObject({ builder: true, forwarded: false });
    expect(fs.readFileSync(path.join(b.service.currentDir()!, 'index.html'), 'utf8')).toContain('build 1');
  });

  it('with the database gone nobody is elected: the rebuild fails visibly and is retried until it is back', async () => {
    process.env.STOREFRONT_RETRY_MS = '50';
    const cluster = new FakeCluster();
    const fake = fakeBuilder();
    const a = instance(cluster, fake.builder);
    await a.service.onApplicationBootstrap();
    await until(() => a.service.status().ready && !a.service.status().building);
    a.member.disconnect();
    await change(a.events, 1);
    await until(() => a.service.status().failures >= 1);
    expect(a.service.status().lastError?.message).toMatch(/database is not reachable/);
    expect(fake.calls).toHaveLength(1);
    a.member.connected = true;
    await until(() => fake.calls.length === 2 && a.service.status().failures === 0);
    expect(a.service.status()).toMatchObject({ builder: true, lastError: null });
  });

  it('a rebuild asked of a non-builder (first start, code change) is forwarded to the builder', async () => {
    const cluster = new FakeCluster();
    const fakeA = fakeBuilder();
    const fakeB = fakeBuilder();
    const a = instance(cluster, fakeA.builder);
    await a.service.onApplicationBootstrap();
    await until(() => fakeA.calls.length === 1 && a.service.status().ready && !a.service.status().building);
    const b = instance(cluster, fakeB.builder);
    await b.service.onApplicationBootstrap();
    b.service.requestRebuild('storefront code changed', 0);
    await until(() => fakeA.calls.length === 2);
    await until(() => !b.service.status().forwarded);
    expect(b.member.sent).toContain('site-rebuild');
    expect(fakeB.calls).toHaveLength(0);
  });
});
