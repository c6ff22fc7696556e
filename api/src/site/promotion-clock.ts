import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type DomainEvent, DomainEvents } from '../core/cluster/domain-events';
import { promotionsShown } from './build/promotions-shown';
import { SiteService } from './site.service';

/** Checked just after each minute starts, so a banner goes up or down on the minute it is due. */
const MINUTE_MS = 60_000;
const AFTER_THE_MINUTE_MS = 1_000;

/**
 * Promotions start and end with nobody saving anything, so no change event tells the storefront: this clock looks once
 * a minute (on the instance that builds) and, when what the pages show of promotions differs from the last look,
 * has every page rendered again (a settings-like change: the banner is on the home and category pages, the licence
 * beside any struck price, the sale price in every feed). A promotion or the licence saved by staff, on this
 * instance or another, is looked at at once: the pages change with the save, not at the next minute, and a save made
 * before the clock's first look (which only remembers) is not missed.
 */
@Injectable()
export class PromotionClock implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Storefront');
  private timer: NodeJS.Timeout | null = null;
  private last: string | null = null;
  private stopped = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly site: SiteService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    if (this.site.config.mode === 'off') return;
    // awaited by the save, so its answer is sent once the pages' render is asked for
    const heard = async (event: DomainEvent) => void (await this.saved(event));
    this.unsubscribe = this.events.subscribeTo(['promotion', 'licence'], heard, { everyInstance: true });
  }

  onApplicationBootstrap(): void {
    if (this.site.config.mode === 'off') return;
    // the first look at start, not a minute later: a promotion starting before the next minute is then seen starting
    void this.site.builderKnown.then(() => this.tick()).finally(() => this.next());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private next(): void {
    if (this.stopped) return;
    const wait = MINUTE_MS - (Date.now() % MINUTE_MS) + AFTER_THE_MINUTE_MS;
    this.timer = setTimeout(() => void this.tick().finally(() => this.next()), wait);
    this.timer.unref?.();
  }

  /**
   * One look; answers whether the pages were asked to change. The first look (at start) only remembers: the build
   * served then is fresh, or a full build of the catalog as it is now is on its way (SiteService.staleOnStart counts
   * the running promotions).
   */
  async tick(): Promise<boolean> {
    return this.look(null);
  }

  /**
   * A save, looked at at once. Before the first look nothing says what the pages were built with, so a save then
   * renders them (at worst once too often); after it, only a save that changes what they show does (a promotion a
   * week ahead, or one with a code, changes no page).
   */
  async saved(event: DomainEvent): Promise<boolean> {
    return this.look(`${event.entityType} ${event.action}${event.remote ? ' (on another instance)' : ''}`);
  }

  private async look(savedReason: string | null): Promise<boolean> {
    if (!this.site.isBuilder) {
      this.last = null; // a builder later takes over with a look of its own
      return false;
    }
    let shown: string | null = null;
    try {
      shown = await promotionsShown(this.ds);
    } catch (err) {
      this.logger.warn(`could not read the running promotions: ${(err as Error)?.message}`);
      if (!savedReason) return false;
    }
    const before = this.last;
    this.last = shown;
    const changed = savedReason ? before === null || before !== shown : before !== null && before !== shown;
    if (changed) this.site.promotionsChanged(savedReason ?? 'a promotion started, ended or changed');
    return changed;
  }
}
