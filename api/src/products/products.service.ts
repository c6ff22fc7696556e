import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_CURRENCY, hasPermission, PRODUCT_LIMITS, PRODUCT_MESSAGES, type Facets, type ProductImageView, type ProductListResult, type ProductView } from '@shop/common';
import { isEntityId } from '../core/entity-id';
import { AdmissionGate, admissionLimitsFromEnv } from '../core/admission-gate';
import type { AuthUser } from '../core/auth-user';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CachedCatalogService, type CatalogChange } from '../catalog/cached-catalog-service';
import { DomainEvents } from '../core/domain-events';
import { UploadsService } from '../uploads/uploads.service';
import { NotFoundError, ValidationError } from '../core/errors';
import { newId } from '../core/ids';
import { Category } from '../categories/category.entity';
import type { CreateProductDto, UpdateProductDto } from './dto/product.dto';
import { ListCache, type CachedBody } from './list-cache';
import { cacheTtl, PUBLIC_LIST_LIMITS } from './public-list-limits';
import { Product } from './product.entity';
import { ProductImage } from './product-image.entity';
import { filterCacheKey, parseProductQuery, summaryCacheKey, type ProductFilter, type RawProductQuery } from './product-query';
import { checkPrices, uniqueValues } from './product-rules';
import { detailsSql, pageQuery, PUBLIC_ONLY, summaryQuery, toSummary, type ListSummary, type SummaryRow } from './product-list.sql';
import { attachDraftImages, resolveImages, writeImages } from './product-images';
import { searchPatterns } from './search-ranking.sql';
import { SharedSummaries } from './shared-summaries';
import { PRODUCT_SERVER_MESSAGES as S } from './products.messages';
import { toProductView, type ProductRow } from './product-view';
import { readStockSettings } from '../stock/stock-settings';
import { StockService } from '../stock/stock.service';
import { emitStockChange } from '../stock/stock-events';
import type { StockSettings } from '@shop/common';
import { Inject } from '@nestjs/common';
import { CATALOG_SEARCH_ENGINE, type CatalogSearchEngine } from '../catalog-index/catalog-search-engine';

@Injectable()
export class ProductsService extends CachedCatalogService {
  private readonly cache = new ListCache(cacheTtl());
  private readonly publicLists = new AdmissionGate(admissionLimitsFromEnv('PUBLIC_LIST', PUBLIC_LIST_LIMITS));
  private readonly building = new Map<string, Promise<CachedBody>>();
  private readonly summaries = new SharedSummaries(cacheTtl());

  constructor(
    @InjectDataSource() ds: DataSource,
    events: DomainEvents,
    uploads: UploadsService,
    private readonly stock: StockService,
    @Inject(CATALOG_SEARCH_ENGINE) private readonly engine: CatalogSearchEngine,
  ) {
    super(ds, events, uploads);
  }

  /** The stock settings change availability and order in product answers too. */
  protected override readonly staleOn: readonly CatalogChange[] = ['product', 'category', 'settings'];

  protected forgetCachedAnswers(): void {
    this.cache.clear();
    this.summaries.clear();
  }

  static canViewAll(viewer: AuthUser | null): boolean {
    return !!viewer && hasPermission(viewer.permissions, 'productView');
  }

  /** GET /products as the JSON body to send; shoppers' answers come from the cache when possible. */
  async listBody(viewer: AuthUser | null, raw: RawProductQuery, client = ''): Promise<CachedBody> {
    const staff = ProductsService.canViewAll(viewer);
    const filter = parseProductQuery(raw, staff);
    if (staff) return this.cache.set('', JSON.stringify({ data: await this.list(filter, true) }), -1);
    const key = filterCacheKey(filter);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const generation = this.cache.generation;
    // shoppers asking the same thing while it is being built share one build (no stampede after a change)
    const flightKey = `${generation}:${key}`;
    const inFlight = this.building.get(flightKey);
    if (inFlight) return inFlight;
    const build = this.publicList(filter, client)
      .then((list) => this.cache.set(key, JSON.stringify({ data: list }), generation))
      .finally(() => this.building.delete(flightKey));
    if (this.cache.enabled) this.building.set(flightKey, build);
    return build;
  }

  /**
   * A shoppers' list from the in-memory read model while it is complete and linked (its work is a fraction of a
   * millisecond and one read by primary key, so it needs no admission gate), else from PostgreSQL through the gate.
   */
  private async publicList(filter: ProductFilter, client: string): Promise<ProductListResult> {
    const fromMemory = await this.engine.answer(filter);
    if (!fromMemory) return this.publicLists.run(() => this.list(filter, false), client);
    const { ids, summary, settings } = fromMemory;
    return {
      products: await this.fetchByIds(ids, false, false, settings),
      pagination: { total: summary.total, totalPages: Math.ceil(summary.total / filter.limit), page: filter.page, limit: filter.limit },
      ...(summary.facets ? { facets: summary.facets } : {}),
    };
  }

  async list(asked: ProductFilter, showCost: boolean): Promise<ProductListResult> {
    const [search, stock] = await Promise.all([searchPatterns(this.ds, asked.terms), readStockSettings(this.ds)]);
    const filter: ProductFilter = { ...asked, lowStockThreshold: stock.lowStockThreshold, soldOutLast: asked.publicOnly && stock.soldOutLast };
    // only shoppers' summaries are kept: staff see changes at once and their lists are rare
    const key = filter.publicOnly ? summaryCacheKey(filter) : null;
    const cached = key === null ? undefined : this.summaries.get(key);
    const generation = this.summaries.generation;
    let products: ProductView[];
    let summary: ListSummary;
    if (cached || !search.length) {
      // the page is a short read in sort order (an index for plain lists); the summary comes from memory or beside it
      const page = pageQuery(filter, search);
      const [rows, s] = await Promise.all([
        this.ds.query(detailsSql(`ARRAY(${page.sql})`), page.params) as Promise<ProductRow[]>,
        cached ? Promise.resolve(cached) : this.summaries.compute(this.ds, filter, search, key),
      ]);
      products = rows.map((r) => toProductView(r, r.images, showCost, stock));
      summary = s;
    } else {
      // a search visits every match anyway: one pass ranks them, counts them and counts the facets
      const q = summaryQuery(filter, search, true);
      const [row] = (await this.ds.query(q.sql, q.params)) as SummaryRow[];
      summary = toSummary(row, filter.facets);
      if (key !== null) this.summaries.set(key, summary, generation);
      products = await this.fetchByIds(row.ids ?? [], showCost, false, stock);
    }
    return {
      products,
      pagination: { total: summary.total, totalPages: Math.ceil(summary.total / filter.limit), page: filter.page, limit: filter.limit },
      ...(summary.facets ? { facets: summary.facets } : {}),
    };
  }

  /** Archived (not publicly visible) or in a hidden category: 404 for anyone without productView. */
  async findOne(viewer: AuthUser | null, id: string): Promise<ProductView> {
    const staff = ProductsService.canViewAll(viewer);
    const [product] = isEntityId(id) ? await this.fetchByIds([id], staff, !staff) : [];
    if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return product;
  }

  async create(actor: AuthUser | null, dto: CreateProductDto): Promise<ProductView> {
    const id = newId();
    const prices = checkPrices({
      originalPrice: dto.originalPrice,
      sellingPrice: dto.sellingPrice,
      discountedPrice: dto.discountedPrice ?? null,
    });
    const images = await resolveImages(this.uploads, actor, id, dto.images ?? [], new Set());
    const imageIds = dto.imageIds ?? [];
    if (images.length + imageIds.length > PRODUCT_LIMITS.imagesMax) throw new ValidationError({ imageIds: PRODUCT_MESSAGES.imagesMax });
    const sizes = uniqueValues(dto.sizes);
    if (dto.stock) this.stock.checkNewProductStock(actor, sizes, dto.stock);
    const announceStock = await this.ds.transaction(async (m) => {
      await this.requireCategory(m, dto.categoryId);
      await m.insert(Product, {
        id,
        name: dto.name,
        brand: dto.brand,
        categoryId: dto.categoryId,
        subcategory: dto.subcategory ?? null,
        condition: dto.condition,
        ...prices,
        currency: DEFAULT_CURRENCY,
        description: dto.description ?? null,
        nameAr: dto.nameAr ?? null,
        descriptionAr: dto.descriptionAr ?? null,
        sizes,
        colors: uniqueValues(dto.colors),
        material: dto.material ?? null,
        tags: uniqueValues(dto.tags ?? []),
        featured: dto.featured ?? false,
        archived: dto.publiclyVisible === false,
      });
      await writeImages(m, id, images);
      await attachDraftImages(m, actor, id, imageIds, images.length);
      return dto.stock ? this.stock.setStockOnCreate(m, actor, { id, name: dto.name, sizes }, dto.stock) : null;
    });
    if (images.length) await this.uploads.markAttached(images.map((i) => i.cloudinaryId), 'product', id);
    await this.emit(actor, 'created', id, dto.name);
    await announceStock?.();
    return this.staffView(id);
  }

  async update(actor: AuthUser | null, id: string, dto: UpdateProductDto): Promise<ProductView> {
    const current = await this.requireProduct(id);
    const prices = checkPrices({
      originalPrice: dto.originalPrice ?? current.originalPrice,
      sellingPrice: dto.sellingPrice ?? current.sellingPrice,
      discountedPrice: dto.discountedPrice !== undefined ? dto.discountedPrice : current.discountedPrice,
    });
    const oldImages = await this.ds.getRepository(ProductImage).findBy({ productId: id });
    const attached = new Set(oldImages.map((i) => i.cloudinaryId));
    const images = dto.images !== undefined ? await resolveImages(this.uploads, actor, id, dto.images, attached, oldImages) : null;

    const changes: Partial<Product> = { ...prices, updatedAt: new Date() };
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.brand !== undefined) changes.brand = dto.brand;
    if (dto.categoryId !== undefined) changes.categoryId = dto.categoryId;
    if (dto.subcategory !== undefined) changes.subcategory = dto.subcategory;
    if (dto.condition !== undefined) changes.condition = dto.condition;
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.nameAr !== undefined) changes.nameAr = dto.nameAr;
    if (dto.descriptionAr !== undefined) changes.descriptionAr = dto.descriptionAr;
    if (dto.sizes !== undefined) changes.sizes = uniqueValues(dto.sizes);
    if (dto.colors !== undefined) changes.colors = uniqueValues(dto.colors);
    if (dto.material !== undefined) changes.material = dto.material;
    if (dto.tags !== undefined) changes.tags = uniqueValues(dto.tags ?? []);
    if (dto.featured !== undefined) changes.featured = dto.featured;
    if (dto.publiclyVisible !== undefined) changes.archived = !dto.publiclyVisible;

    const stockChanges = await this.ds.transaction(async (m) => {
      if (dto.categoryId !== undefined) await this.requireCategory(m, dto.categoryId);
      await m.update(Product, { id }, changes);
      if (images) {
        await m.delete(ProductImage, { productId: id });
        await writeImages(m, id, images);
      }
      return changes.sizes ? this.stock.syncSizes(m, actor, id, changes.sizes) : [];
    });
    if (images) {
      const kept = new Set(images.map((i) => i.cloudinaryId));
      await this.uploads.markAttached([...kept], 'product', id);
      // files go only once no committed row points at them
      const dropped = oldImages.filter((i) => !kept.has(i.cloudinaryId)).map((i) => i.cloudinaryId);
      if (dropped.length) await this.uploads.deleteStored(dropped);
    }
    await this.emit(actor, 'updated', id, changes.name ?? current.name);
    if (stockChanges.length) await emitStockChange(this.events, actor, { id, name: changes.name ?? current.name }, 'COUNTED', stockChanges);
    return this.staffView(id);
  }

  async remove(actor: AuthUser | null, id: string): Promise<{ id: string; deleted: true }> {
    const current = await this.requireProduct(id);
    const images = await this.ds.transaction(async (m) => {
      const rows = await m.findBy(ProductImage, { productId: id });
      await m.delete(Product, { id });
      return rows;
    });
    if (images.length) await this.uploads.deleteStored(images.map((i) => i.cloudinaryId));
    await this.emit(actor, 'deleted', id, current.name);
    return { id, deleted: true };
  }

  toggleFeatured(actor: AuthUser | null, id: string): Promise<ProductView> {
    return this.flip(actor, id, 'featured', 'NOT featured', 'featured');
  }

  archive(actor: AuthUser | null, id: string): Promise<ProductView> {
    return this.flip(actor, id, 'archived', 'true', 'archived');
  }

  restore(actor: AuthUser | null, id: string): Promise<ProductView> {
    return this.flip(actor, id, 'archived', 'false', 'restored');
  }

  // Publicly visible means not archived: every visibility call moves the one archived state.
  togglePublicVisibility(actor: AuthUser | null, id: string): Promise<ProductView> {
    return this.flip(actor, id, 'archived', 'NOT archived', 'visibility');
  }

  setPublicVisibility(actor: AuthUser | null, id: string, visible: boolean): Promise<ProductView> {
    return this.flip(actor, id, 'archived', visible ? 'false' : 'true', 'visibility');
  }

  /** One atomic UPDATE, so two quick toggles never read the same old value. `column` and `expr` are fixed strings. */
  private async flip(actor: AuthUser | null, id: string, column: string, expr: string, action: string): Promise<ProductView> {
    const rows: { name: string }[] = isEntityId(id)
      ? (await this.ds.query(`UPDATE products SET ${column} = ${expr}, updated_at = now() WHERE id = $1 RETURNING name`, [id]))[0]
      : [];
    if (!rows.length) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    await this.emit(actor, action, id, rows[0].name);
    return this.staffView(id);
  }

  private async staffView(id: string): Promise<ProductView> {
    const [p] = await this.fetchByIds([id], true);
    if (!p) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return p;
  }

  /** Full products in the order of `ids`, with their images loaded in one query. */
  private async fetchByIds(ids: string[], showCost: boolean, publicOnly = false, settings?: StockSettings): Promise<ProductView[]> {
    if (!ids.length) return [];
    const [rows, stock] = await Promise.all([
      this.ds.query(detailsSql('$1::varchar[]', publicOnly ? PUBLIC_ONLY : ''), [ids]) as Promise<ProductRow[]>,
      settings ?? readStockSettings(this.ds),
    ]);
    return rows.map((r) => toProductView(r, r.images, showCost, stock));
  }

  private async requireProduct(id: string): Promise<Product> {
    const found = isEntityId(id) ? await this.ds.getRepository(Product).findOneBy({ id }) : null;
    if (!found) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return found;
  }

  private async requireCategory(m: EntityManager, categoryId: string): Promise<void> {
    const found = isEntityId(categoryId) ? await m.findOneBy(Category, { id: categoryId }) : null;
    if (!found) throw new ValidationError({ categoryId: S.categoryUnknown });
  }

  private emit(actor: AuthUser | null, action: string, id: string, name: string): Promise<void> {
    return this.events.emit({ entityType: 'product', action, entityId: id, entityName: name, actor });
  }
}
