import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../actor/auth-user';

export interface DomainEvent {
  entityType: 'product' | 'category' | 'settings' | 'sale' | 'user' | 'order' | 'promotion' | 'licence';
  action: string;
  entityId: string | null;
  entityName: string | null;
  actor: AuthUser | null;
  /** True when the change was made on another API instance (it arrived through the database). */
  remote?: boolean;
}

type Handler = (event: DomainEvent) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * Also hear changes made on other API instances, and be told (via onResync) when some may have been missed.
   * Caches of shared data need this; per-change records (the activity log) must not, or every instance would write one.
   */
  everyInstance?: boolean;
  /** Called when changes on other instances may have been missed (the link to them was lost): drop everything cached. */
  onResync?: () => void;
}

/** Forwards this instance's changes to the other instances (ClusterBus); absent in a lone process or a unit test. */
export type EventPublisher = (event: DomainEvent) => Promise<void>;

/** Change notifications: the activity log, caches and the storefront rebuild listen; a failing listener never fails the change. */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly handlers = new Map<Handler, SubscribeOptions>();
  private publisher: EventPublisher | null = null;

  subscribe(handler: Handler, options: SubscribeOptions = {}): () => void {
    this.handlers.set(handler, options);
    return () => this.handlers.delete(handler);
  }

  /** Listens to changes of the given kinds only; answers the unsubscribe call. */
  subscribeTo(types: readonly DomainEvent['entityType'][], handler: Handler, options: SubscribeOptions = {}): () => void {
    return this.subscribe((event) => (types.includes(event.entityType) ? handler(event) : undefined), options);
  }

  attachPublisher(publisher: EventPublisher | null): void {
    this.publisher = publisher;
  }

  /** Resolves when every listener has finished; await it so an answer is sent after the activity row exists. */
  async emit(event: DomainEvent): Promise<void> {
    await this.run([...this.handlers.keys()], event);
    if (this.publisher) {
      await this.publisher(event).catch((err) =>
        this.logger.error(`could not tell the other instances about ${event.entityType}.${event.action}: ${err?.message}`),
      );
    }
  }

  /** A change made on another instance: only listeners that asked for every instance's changes hear it. */
  async deliverRemote(event: DomainEvent): Promise<void> {
    const everyInstance = [...this.handlers].filter(([, o]) => o.everyInstance).map(([h]) => h);
    await this.run(everyInstance, { ...event, remote: true });
  }

  /** Changes on other instances may have been missed: every cache of shared data starts over. */
  resync(): void {
    for (const [, o] of this.handlers) {
      try {
        o.onResync?.();
      } catch (err) {
        this.logger.error(`resync listener failed: ${(err as Error)?.message}`);
      }
    }
  }

  private async run(handlers: Handler[], event: DomainEvent): Promise<void> {
    await Promise.all(
      handlers.map((handler) =>
        Promise.resolve()
          .then(() => handler(event))
          .catch((err) => this.logger.error(`listener failed for ${event.entityType}.${event.action}: ${err?.message}`, err?.stack)),
      ),
    );
  }
}
