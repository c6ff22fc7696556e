import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DomainEvents, type DomainEvent } from '../core/cluster/domain-events';

export type CatalogChange = DomainEvent['entityType'];

/** What makes catalog answers stale unless a service says more: a category rename changes product answers, a product changes category counts. */
export const CATALOG_CHANGES: readonly CatalogChange[] = ['product', 'category'];

/**
 * Clears the answers a catalog service keeps in memory when they go stale: on any of the named changes, made on this
 * instance or another, and after a lost connection to the other instances (changes may have been missed). Each
 * service hands it the one function that drops its answers; the subscriptions end with the module.
 */
@Injectable()
export class CatalogCacheClearing implements OnModuleDestroy {
  private readonly stops: (() => void)[] = [];

  constructor(private readonly events: DomainEvents) {}

  /** Calls `forget` whenever one of `staleOn` changes anywhere, and after every resync with the other instances. */
  forgetOn(staleOn: readonly CatalogChange[], forget: () => void): void {
    this.stops.push(this.events.subscribeTo([...staleOn], forget, { everyInstance: true, onResync: forget }));
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
