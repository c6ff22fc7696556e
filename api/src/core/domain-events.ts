import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from './auth-user';

export interface DomainEvent {
  entityType: 'product' | 'category' | 'settings' | 'sale' | 'user';
  action: string;
  entityId: string | null;
  entityName: string | null;
  actor: AuthUser | null;
}

type Handler = (event: DomainEvent) => void | Promise<void>;

/** In-process change notifications: the activity log and the storefront rebuild listen; a failing listener never fails the change. */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly handlers = new Set<Handler>();

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Listens to changes of the given kinds only; answers the unsubscribe call. */
  subscribeTo(types: readonly DomainEvent['entityType'][], handler: Handler): () => void {
    return this.subscribe((event) => (types.includes(event.entityType) ? handler(event) : undefined));
  }

  /** Resolves when every listener has finished; await it so an answer is sent after the activity row exists. */
  async emit(event: DomainEvent): Promise<void> {
    await Promise.all(
      [...this.handlers].map((handler) =>
        Promise.resolve()
          .then(() => handler(event))
          .catch((err) => this.logger.error(`listener failed for ${event.entityType}.${event.action}: ${err?.message}`, err?.stack)),
      ),
    );
  }
}
