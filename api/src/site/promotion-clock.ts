import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { promotionsShown } from './build/promotions-shown';
import { SiteService } from './site.service';

/** Checked just after each minute starts, so a banner goes up or down on the minute it is due. */
const MINUTE_MS = 60_000;
const AFTER_THE_MINUTE_MS = 1_000;

/**
 * Promotions start and end with nobody saving anything, so no change event tells the storefront: this clock looks once
 * a minute (on the instance that builds) and, when what the pages show of promotions differs from the last look,
 * has every page rendered again (a settings-like change: the banner is on the home and category pages, the licence
 * beside any struck price, the sale price in every feed).
 */
@Injectable()
export class PromotionClock implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Storefront');
  private timer: NodeJS.Timeout | null = null;
  private last: string | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly site: SiteService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.site.config.mode === 'off') return;
    this.next();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private next(): void {
    if (this.stopped) return;
    const wait = MINUTE_MS - (Date.now() % MINUTE_MS) + AFTER_THE_MINUTE_MS;
    this.timer = setTimeout(() => void this.tick().finally(() => this.next()), wait);
    this.timer.unref?.();
  }

  /** One look; answers whether the pages were asked to change. The first look only remembers (the build is fresh). */
  async tick(): Promise<boolean> {
    if (!this.site.isBuilder) {
      this.last = null; // a builder later takes over with a look of its own
      return false;
    }
    let shown: string;
    try {
      shown = await promotionsShown(this.ds);
    } catch (err) {
      this.logger.warn(`could not read the running promotions: ${(err as Error)?.message}`);
      return false;
    }
    const before = this.last;
    this.last = shown;
    if (before === null || before === shown) return false;
    this.site.promotionsChanged('a promotion started, ended or changed');
    return true;
  }
}
