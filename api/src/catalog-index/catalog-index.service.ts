import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StockSettings } from '@shop/common';
import { ClusterBus } from '../core/cluster/cluster-bus';
import { DomainEvents, type DomainEvent } from '../core/cluster/domain-events';
import type { ProductFilter } from '../product-query/product-query';
import { readStockSettings } from '../stock/stock-settings';
import type { ProductRow } from '../product-query/product-view';
import { CatalogIndex } from './catalog-index';
import { ByteWriter } from './byte-writer';
import { CatalogItems } from './catalog-items';
import { settleHeap } from './settle-heap';
import {
  INDEX_CATEGORIES_SQL,
  INDEX_ITEMS_BY_ID_SQL,
  INDEX_LOAD_SQL,
  INDEX_PRODUCTS_BY_ID_SQL,
  INDEX_WORDS_SQL,
  toIndexedProduct,
  type IndexCategoryRow,
  type IndexProductRow,
} from './catalog-index.sql';
import type { CatalogSearchEngine, EngineAnswer, PublicCategoryRow } from './catalog-search-engine';

/** CATALOG_INDEX=off leaves every shoppers' list to PostgreSQL (the differential test and the benchmark compare the two). */
export function catalogIndexEnabled(): boolean {
  return (process.env.CATALOG_INDEX ?? 'on') !== 'off';
}

/** What /health says of the read model. */
export interface CatalogIndexStatus {
  state: 'loaded' | 'loading' | 'fallback' | 'off';
  /** Products held (not archived); null before the first load. */
  products: number | null;
  /** Seconds since the last change was applied (or the last load); null before the first load. */
  lastChangeAppliedAgeSeconds: number | null;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;
/** From this many products held, the first load is followed by a full garbage collection before the instance listens. */
const COLLECT_AFTER_LOAD_PRODUCTS = 10_000;

/**
 * The shoppers' read model of one API instance: loaded from PostgreSQL before the instance listens, then kept exact
 * by the change events every instance hears (a product's row is read again after its event, a category or settings
 * event reads those again). It answers only while it is complete and linked to the other instances: before the
 * first load, after a failed update and from a lost change link until the rebuild that follows the reconnect, it
 * answers null and the lists come from PostgreSQL, so an answer is never staler than the link's own notice.
 */
@Injectable()
export class CatalogIndexService implements CatalogSearchEngine, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CatalogIndex');
  private readonly enabled = catalogIndexEnabled();
  private index: CatalogIndex | null = null;
  private items: CatalogItems | null = null;
  /** The scratch an answer's products are written into (answer). */
  private readonly page = new ByteWriter();
  /** Every category in the shop's order, as INDEX_CATEGORIES_SQL read it. */
  private categories: IndexCategoryRow[] = [];
  private settings: StockSettings | null = null;
  private ready = false;
  /** Bumped whenever changes may have been missed: a load begun before it is thrown away. */
  private epoch = 0;
  private queue: Promise<void> = Promise.resolve();
  private applying: Promise<void> = Promise.resolve();
  private readonly pendingProducts = new Set<string>();
  private pendingCategories = false;
  private pendingSettings = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private stopListening?: () => void;
  private loading = false;
  private lastAppliedAt: number | null = null;
  /** How the last full load went, for the logs and the benchmark. */
  lastLoad: { products: number; ms: number } | null = null;
  /** Milliseconds of each step of the last load (reads overlap), for the start-up benchmark. */
  lastLoadSteps: Record<string, number> = {};

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly bus: ClusterBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    this.stopListening = this.events.subscribeTo(['product', 'category', 'settings'], (e) => this.heard(e), {
      everyInstance: true,
      onResync: () => this.resync(),
    });
    // the instance starts listening for requests only after this: it is ready with the whole catalog in memory
    await this.rebuild();
    // and with the load's garbage gone (settleHeap says why); a small catalog leaves little, and tests start many
    if ((this.lastLoad?.products ?? 0) >= COLLECT_AFTER_LOAD_PRODUCTS) {
      const t0 = Date.now();
      if (settleHeap()) this.logger.log(`the load's garbage collected in ${Date.now() - t0} ms`);
    }
  }

  onModuleDestroy(): void {
    this.stopped = true;
    this.stopListening?.();
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  /** True while answers come from memory. */
  get serving(): boolean {
    return this.ready && this.bus.connected;
  }

  /**
   * For /health: loaded (answering from memory), loading (its first load or a reload under way), fallback (lists come
   * from PostgreSQL: not loaded, a failed update or a lost change link) or off (CATALOG_INDEX=off).
   */
  status(): CatalogIndexStatus {
    if (!this.enabled) return { state: 'off', products: null, lastChangeAppliedAgeSeconds: null };
    const state = this.serving ? 'loaded' : this.loading ? 'loading' : 'fallback';
    return {
      state,
      products: this.index?.count ?? null,
      lastChangeAppliedAgeSeconds: this.lastAppliedAt === null ? null : Math.floor((Date.now() - this.lastAppliedAt) / 1000),
    };
  }

  async answer(asked: ProductFilter): Promise<EngineAnswer | null> {
    if (!this.serving) return null;
    // a change heard but not yet applied is applied first: the answer after a change never predates it
    await this.applying;
    const index = this.index;
    const items = this.items;
    const settings = this.settings;
    if (!this.serving || !index || !items || !settings) return null;
    const filter: ProductFilter = { ...asked, lowStockThreshold: settings.lowStockThreshold, soldOutLast: asked.publicOnly && settings.soldOutLast };
    const words = index.searchWords(filter.terms);
    if (!index.answerable(words)) return null; // never expected (see answerable): PostgreSQL answers
    const found = index.query(filter, words);
    // written into one scratch buffer and copied out once (no await in between, so no other answer writes there meanwhile)
    const out = this.page;
    out.reset();
    for (let i = 0; i < found.ids.length; i++) {
      if (i > 0) out.byte(0x2c); // ,
      if (!items.write(found.ids[i], settings, out)) return null; // never expected: both are written by the same steps
    }
    return { ...found, settings, products: Buffer.from(out.bytes) };
  }

  async publicCategories(): Promise<PublicCategoryRow[] | null> {
    if (!this.serving) return null;
    await this.applying;
    const index = this.index;
    if (!this.serving || !index) return null;
    const counts = index.countsByCategory();
    return this.categories.filter((c) => c.publicly_visible).map((c) => ({ ...c, product_count: counts.get(c.id) ?? 0 }));
  }

  private heard(event: DomainEvent): Promise<void> {
    if (event.entityType === 'product' && event.entityId) this.pendingProducts.add(event.entityId);
    else if (event.entityType === 'category') this.pendingCategories = true;
    else if (event.entityType === 'settings') this.pendingSettings = true;
    else if (event.entityType === 'product') return this.resyncNow(); // a product change without an id: read everything again
    this.applying = this.enqueue(() => this.applyPending());
    return this.applying;
  }

  /** Changes on other instances may have been missed: stop answering, and load again once linked. */
  private resync(): void {
    this.ready = false;
    this.epoch++;
    if (this.bus.connected) void this.rebuild();
  }

  private resyncNow(): Promise<void> {
    this.ready = false;
    this.epoch++;
    return this.rebuild();
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step).catch((err) => this.failed(err));
    return this.queue;
  }

  private rebuild(): Promise<void> {
    return this.enqueue(() => this.load());
  }

  private async load(): Promise<void> {
    if (this.stopped) return;
    this.loading = true;
    try {
      await this.loadAll();
    } finally {
      this.loading = false;
    }
  }

  private async loadAll(): Promise<void> {
    const epoch = this.epoch;
    const t0 = Date.now();
    const steps: Record<string, number> = {};
    const timed = async <T>(step: string, work: Promise<T> | (() => T)): Promise<T> => {
      const s = Date.now();
      const out = typeof work === 'function' ? work() : await work;
      steps[step] = Date.now() - s;
      return out;
    };
    const index = new CatalogIndex();
    const items = new CatalogItems();
    const [words, categories, settings] = await Promise.all([
      timed('words', this.ds.query(INDEX_WORDS_SQL) as Promise<{ word: string }[]>),
      this.ds.query(INDEX_CATEGORIES_SQL) as Promise<IndexCategoryRow[]>,
      readStockSettings(this.ds),
    ]);
    for (const w of words) index.words.add(w.word);
    const rows = await timed('read', this.ds.query(INDEX_LOAD_SQL) as Promise<(IndexProductRow & ProductRow)[]>);
    await timed('indexBuild', () => index.load(rows.map(toIndexedProduct)));
    await timed('itemsBuild', () => {
      items.train(rows);
      for (const r of rows) items.set(r);
    });
    // category rows are applied after the products' own; a category changed since was heard and is read again after this load
    this.takeCategories(index, items, categories);
    this.lastLoadSteps = { ...steps, itemTextMb: Math.round(items.bytes / 1024 ** 2) };
    if (epoch !== this.epoch || this.stopped) return; // missed changes meanwhile: the rebuild queued since replaces this one
    this.index = index;
    this.items = items;
    this.categories = categories;
    this.settings = settings;
    this.ready = this.bus.connected;
    this.retryMs = RETRY_FIRST_MS;
    this.lastAppliedAt = Date.now();
    this.lastLoad = { products: index.count, ms: Date.now() - t0 };
    this.logger.log(`shoppers' catalog in memory: ${index.count} products in ${this.lastLoad.ms} ms`);
  }

  private takeCategories(index: CatalogIndex, items: CatalogItems, rows: IndexCategoryRow[]): void {
    for (const c of rows) {
      index.setCategoryVisible(c.id, c.publicly_visible);
      index.setCategoryName(c.id, c.name, c.name_ar);
      items.setCategory(c.id, c.name, c.name_ar);
    }
  }

  private async applyPending(): Promise<void> {
    const index = this.index;
    const items = this.items;
    if (!index || !items || !this.ready) return; // the next load reads everything anyway
    const ids = [...this.pendingProducts];
    const categories = this.pendingCategories;
    const settings = this.pendingSettings;
    this.pendingProducts.clear();
    this.pendingCategories = this.pendingSettings = false;
    if (settings) this.settings = await readStockSettings(this.ds);
    if (ids.length) {
      const [rows, itemRows] = await Promise.all([
        this.ds.query(INDEX_PRODUCTS_BY_ID_SQL, [ids]) as Promise<IndexProductRow[]>,
        this.ds.query(INDEX_ITEMS_BY_ID_SQL, [ids]) as Promise<ProductRow[]>,
      ]);
      const found = new Set(rows.map((r) => r.id));
      for (const r of rows) index.upsert(toIndexedProduct(r));
      for (const r of itemRows) if (found.has(r.id)) items.set(r);
      // deleted or archived: no longer a shopper's product
      for (const id of ids) {
        if (found.has(id)) continue;
        index.remove(id);
        items.delete(id);
      }
    }
    // after the products: a product read above may name its category by an older name than the category's own row
    if (categories) {
      this.categories = (await this.ds.query(INDEX_CATEGORIES_SQL)) as IndexCategoryRow[];
      this.takeCategories(index, items, this.categories);
    }
    this.lastAppliedAt = Date.now();
  }

  /** A failed read leaves the copy possibly behind: stop answering and load again after a growing pause. */
  private failed(err: unknown): void {
    this.ready = false;
    this.epoch++;
    this.logger.warn(
      `the shoppers' catalog in memory could not follow the database (${(err as Error)?.message}); lists come from PostgreSQL until it is loaded again`,
    );
    if (this.stopped || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.bus.connected) void this.rebuild();
    }, delay);
    this.retryTimer.unref();
  }
}
