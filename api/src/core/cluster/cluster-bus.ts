import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ADVISORY_LOCK } from './advisory-locks';
import { DomainEvents, type DomainEvent } from './domain-events';

const CHANNEL = 'shop_cluster';
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
/** A silent link (a half-open connection) is noticed within about this long. */
const HEARTBEAT_MS = 5_000;

interface Message {
  /** The instance that sent it; an instance ignores its own messages. */
  from: string;
  kind: string;
  data: unknown;
}

type SignalHandler = (data: unknown) => void;

/**
 * Links the API instances that share one database, with PostgreSQL as the only moving part: every change is sent on
 * a NOTIFY channel that each instance LISTENs to on a connection of its own, and that connection also holds the
 * storefront builder's advisory lock (so the role dies with the process or its connection). When the link drops the
 * instance forgets every cached answer, reconnects with growing delays and forgets again once it listens, because
 * changes made in between were never heard. A lone process works the same way and is simply always the builder.
 */
@Injectable()
export class ClusterBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Cluster');
  readonly instanceId = randomBytes(6).toString('hex');
  private client: Client | null = null;
  private builder = false;
  private stopped = false;
  private retryMs = RETRY_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly handlers = new Map<string, Set<SignalHandler>>();
  private everConnected = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    this.events.attachPublisher((event) => this.send('event', { ...event, actor: null, remote: undefined }));
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.events.attachPublisher(null);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    this.builder = false;
    await client?.end().catch(() => undefined);
  }

  /** Whether this instance holds the builder lock right now. */
  get isBuilder(): boolean {
    return this.builder;
  }

  get connected(): boolean {
    return this.client !== null;
  }

  /** Takes the builder role if nobody holds it; true when this instance has it. */
  async claimBuilder(): Promise<boolean> {
    if (this.builder) return true;
    const client = this.client;
    if (!client) return false;
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS ok', [ADVISORY_LOCK.storefrontBuilder]);
      if (rows[0]?.ok && this.client === client) {
        this.builder = true;
        this.logger.log(`instance ${this.instanceId} is now the storefront builder`);
      }
    } catch {
      /* the link is failing; its error handler takes over */
    }
    return this.builder;
  }

  /** Hears `kind` messages from the other instances; 'reconnected' is raised locally after a lost link came back. */
  on(kind: string, handler: SignalHandler): () => void {
    let set = this.handlers.get(kind);
    if (!set) this.handlers.set(kind, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Sends a message to every other instance (through the shared pool, so it goes out even while the listener reconnects). */
  async send(kind: string, data: unknown): Promise<void> {
    const message: Message = { from: this.instanceId, kind, data };
    await this.ds.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  }

  private raise(kind: string, data: unknown): void {
    for (const handler of this.handlers.get(kind) ?? []) {
      try {
        handler(data);
      } catch (err) {
        this.logger.error(`${kind} handler failed: ${(err as Error)?.message}`);
      }
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped || !this.config.databaseUrl) return;
    const client = new Client({ connectionString: this.config.databaseUrl, keepAlive: true, application_name: `shop-cluster-${this.instanceId}` });
    client.on('error', (err) => this.lost(client, err.message));
    client.on('end', () => this.lost(client, 'connection closed'));
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      let message: Message;
      try {
        message = JSON.parse(n.payload);
      } catch {
        return;
      }
      if (message.from === this.instanceId) return;
      if (message.kind === 'event') void this.events.deliverRemote(message.data as DomainEvent);
      else this.raise(message.kind, message.data);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      this.logger.warn(`could not listen for other instances' changes: ${(err as Error)?.message}; trying again in ${this.retryMs} ms`);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
    this.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((err) => this.lost(client, err?.message ?? 'heartbeat failed'));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    if (this.everConnected) {
      // Whatever changed while nobody listened was never heard.
      this.events.resync();
      this.logger.log('listening for other instances again; cached answers dropped');
      this.raise('reconnected', null);
    }
    this.everConnected = true;
  }

  private lost(client: Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    const wasBuilder = this.builder;
    this.builder = false;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.events.resync();
    this.logger.warn(
      `lost the link to the other instances (${reason})${wasBuilder ? '; no longer the storefront builder' : ''}; cached answers dropped`,
    );
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }
}
