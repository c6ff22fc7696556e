import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents, type DomainEvent } from '../core/cluster/domain-events';

export type CatalogChange = DomainEvent['entityType'];
import { UploadsService } from '../uploads/uploads.service';

/**
 * What the products and categories services share: the database, the change events, the image store, and answers
 * kept in memory that go stale on any product or category change (a category rename changes product answers, a
 * product changes category counts), made on this instance or another, and after a lost connection to the other
 * instances (changes may have been missed).
 */
@Injectable()
export abstract class CachedCatalogService implements OnModuleInit, OnModuleDestroy {
  private stopListening?: () => void;

  constructor(
    @InjectDataSource() protected readonly ds: DataSource,
    protected readonly events: DomainEvents,
    protected readonly uploads: UploadsService,
  ) {}

  /** Which changes make the kept answers stale. */
  protected readonly staleOn: readonly CatalogChange[] = ['product', 'category'];

  /** Drops every answer kept in memory. */
  protected abstract forgetCachedAnswers(): void;

  onModuleInit(): void {
    const forget = () => this.forgetCachedAnswers();
    this.stopListening = this.events.subscribeTo([...this.staleOn], forget, { everyInstance: true, onResync: forget });
  }

  onModuleDestroy(): void {
    this.stopListening?.();
  }
}
