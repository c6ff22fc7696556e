import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { ActivityItem } from '@shop/common';
import { DomainEvents, type DomainEvent } from '../core/cluster/domain-events';
import { newId } from '../core/ids/ids';
import { ActivityLog } from './activity-log.entity';

const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/**
 * The audit log: one row per DomainEvent, whatever module emitted it. Events carry only the acting staff
 * member and the entity's own name (for a sale, the product's), so shoppers' personal data never lands here.
 */
@Injectable()
export class ActivityService implements OnModuleInit, OnModuleDestroy {
  private unsubscribe?: () => void;

  constructor(
    @InjectRepository(ActivityLog) private readonly repo: Repository<ActivityLog>,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((event) => this.record(event));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  async record(event: DomainEvent): Promise<void> {
    await this.repo.insert({
      id: newId(),
      action: clip(event.action, 40) as string,
      entityType: event.entityType,
      entityId: event.entityId,
      entityName: clip(event.entityName, 200),
      userId: event.actor?.id ?? null,
      userName: clip(event.actor?.name ?? null, 200),
    });
  }

  async recent(limit: number, entityTypes?: readonly DomainEvent['entityType'][]): Promise<ActivityItem[]> {
    const rows = await this.repo.find({
      where: entityTypes ? { entityType: In([...entityTypes]) } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      entityName: r.entityName,
      userId: r.userId,
      userName: r.userName,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
