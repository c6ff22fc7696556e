import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_CURRENCY, hasPermission, isEntityId, PRODUCT_MESSAGES } from '@shop/common';
import type { Facets, ProductImageView, ProductListResult, ProductView } from '@shop/common';
import type { AuthUser } from '../core/auth-user';
import { DomainEvents } from '../core/domain-events';
import { NotFoundError, ValidationError } from '../core/errors';
import { newId } from '../core/ids';
import { UploadsService } from '../uploads/uploads.service';
import { Category } from '../categories/category.entity';
import type { CreateProductDto, ProductImageInputDto, UpdateProductDto } from './dto/product.dto';
import { ListCache, type CachedBody } from './list-cache';
import { Product } from './product.entity';
import { ProductImage } from './product-image.entity';
import { filterCacheKey, parseProductQuery, type ProductFilter, type RawProductQuery } from './product-query';
import { checkPrices, orderImages, uniqueValues } from './product-rules';
import {
  countQuery,
  EXPANSION_SQL,
  facetQuery,
  detailsSql,
  likePattern,
  pageQuery,
  PUBLIC_ONLY,
  type SearchPattern,
} from './product-sql';
import { PRODUCT_SERVER_MESSAGES as S } from './product.messages';
import { toProductView, type ProductRow } from './product-view';

/** How long a public list answer may be served from memory; changes clear it at once. CATALOG_CACHE_TTL_MS=0 turns it off. */
function cacheTtl(): number {
  const raw = Number(process.env.CATALOG_CACHE_TTL_MS ?? 30_000);
  return Number.isFinite(raw) && raw >= 0 ? raw : 30_000;
}

@Injectable()
export class ProductsService implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new ListCache(cacheTtl());
  private readonly building = new Map<string, Promise<CachedBody>>();
  private unsubscribe?: () => void;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly uploads: UploadsService,
  ) {}

  onModuleInit(): void {
    // a category rename or hide changes product answers too; changes on other instances count as much as this one's
    this.unsubscribe = this.events.subscribe(
      (e) => {
        if (e.entityType === 'product' || e.entityType === 'category') this.cache.clear();
      },
      { everyInstance: true, onResync: () => this.cache.clear() },
    );
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  static canViewAll(viewer: AuthUser | null): boolean {
    return !!viewer && hasPermission(viewer.permissions, 'productView');
  }

  /** GET /products as the JSON body to send; shoppers' answers come from the cache when possible. */
  async listBody(viewer: AuthUser | null, raw: RawProductQuery): Promise<CachedBody> {
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
    const build = this.list(filter, false)
      .then((list) => this.cache.set(key, JSON.stringify({ data: list }), generation))
      .finally(() => this.building.delete(flightKey));
    if (this.cache.enabled) this.building.set(flightKey, build);
    return build;
  }

  async list(filter: ProductFilter, showCost: boolean): Promise<ProductListResult> {
    const search = await this.searchPatterns(filter.terms);
    const page = pageQuery(filter, search);
    const countSeparately = async (): Promise<number> => {
      const count = countQuery(filter, search);
      return ((await this.ds.query(count.sql, count.params)) as { total: number }[])[0].total;
    };
    const facets = filter.facets ? this.facets(filter, search) : Promise.resolve(undefined);
    facets.catch(() => undefined); // awaited below; this only keeps an early failure elsewhere from leaving it unhandled
    let products: ProductView[];
    let total: number;
    if (!page.counts) {
      // a plain list: the page and its products in one statement, the count beside it (index-only)
      const [rows, count] = await Promise.all([
        this.ds.query(detailsSql(`ARRAY(${page.sql})`), page.params) as Promise<ProductRow[]>,
        countSeparately(),
      ]);
      products = rows.map((r) => toProductView(r, r.images, showCost));
      total = count;
    } else {
      // a search ranks every match anyway, so the page query counts them too
      const idRows = (await this.ds.query(page.sql, page.params)) as { id: string; total: string }[];
      total = idRows.length ? Number(idRows[0].total) : filter.page > 1 ? await countSeparately() : 0;
      products = await this.fetchByIds(idRows.map((r) => r.id), showCost);
    }
    const facetValues = await facets;
    return {
      products,
      pagination: { total, totalPages: Math.ceil(total / filter.limit), page: filter.page, limit: filter.limit },
      ...(facetValues ? { facets: facetValues } : {}),
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
    const images = await this.resolveImages(id, dto.images ?? [], new Set());
    await this.ds.transaction(async (m) => {
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
        sizes: uniqueValues(dto.sizes),
        colors: uniqueValues(dto.colors),
        material: dto.material ?? null,
        tags: uniqueValues(dto.tags ?? []),
        featured: dto.featured ?? false,
        archived: dto.publiclyVisible === false,
      });
      await this.writeImages(m, id, images);
    });
    if (images.length) await this.uploads.markAttached(images.map((i) => i.cloudinaryId), 'product', id);
    await this.emit(actor, 'created', id, dto.name);
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
    const images = dto.images !== undefined ? await this.resolveImages(id, dto.images, attached, oldImages) : null;

    const changes: Partial<Product> = { ...prices, updatedAt: new Date() };
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.brand !== undefined) changes.brand = dto.brand;
    if (dto.categoryId !== undefined) changes.categoryId = dto.categoryId;
    if (dto.subcategory !== undefined) changes.subcategory = dto.subcategory;
    if (dto.condition !== undefined) changes.condition = dto.condition;
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.sizes !== undefined) changes.sizes = uniqueValues(dto.sizes);
    if (dto.colors !== undefined) changes.colors = uniqueValues(dto.colors);
    if (dto.material !== undefined) changes.material = dto.material;
    if (dto.tags !== undefined) changes.tags = uniqueValues(dto.tags ?? []);
    if (dto.featured !== undefined) changes.featured = dto.featured;
    if (dto.publiclyVisible !== undefined) changes.archived = !dto.publiclyVisible;

    await this.ds.transaction(async (m) => {
      if (dto.categoryId !== undefined) await this.requireCategory(m, dto.categoryId);
      await m.update(Product, { id }, changes);
      if (images) {
        await m.delete(ProductImage, { productId: id });
        await this.writeImages(m, id, images);
      }
    });
    if (images) {
      const kept = new Set(images.map((i) => i.cloudinaryId));
      await this.uploads.markAttached([...kept], 'product', id);
      // files go only once no committed row points at them
      const dropped = oldImages.filter((i) => !kept.has(i.cloudinaryId)).map((i) => i.cloudinaryId);
      if (dropped.length) await this.uploads.deleteStored(dropped);
    }
    await this.emit(actor, 'updated', id, changes.name ?? current.name);
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
  private async fetchByIds(ids: string[], showCost: boolean, publicOnly = false): Promise<ProductView[]> {
    if (!ids.length) return [];
    const rows: ProductRow[] = await this.ds.query(detailsSql('$1::varchar[]', publicOnly ? PUBLIC_ONLY : ''), [ids]);
    return rows.map((r) => toProductView(r, r.images, showCost));
  }

  private async facets(filter: ProductFilter, search: SearchPattern[]): Promise<Facets> {
    const [b, c, p] = [facetQuery(filter, search, 'brand'), facetQuery(filter, search, 'condition'), facetQuery(filter, search, 'price')];
    const [brands, conditions, [price]] = await Promise.all([
      this.ds.query(b.sql, b.params) as Promise<{ value: string; count: number }[]>,
      this.ds.query(c.sql, c.params) as Promise<{ value: string; count: number }[]>,
      this.ds.query(p.sql, p.params) as Promise<{ min: string | null; max: string | null }[]>,
    ]);
    return {
      brands,
      conditions,
      price: { min: price.min === null ? null : Number(price.min), max: price.max === null ? null : Number(price.max) },
    };
  }

  /** Each search word's own pattern, plus close catalog words when the word itself appears nowhere (a typo). */
  private async searchPatterns(terms: string[]): Promise<SearchPattern[]> {
    if (!terms.length) return [];
    const patterns = terms.map(likePattern);
    const rows: { i: number; words: string[] }[] = await this.ds.query(EXPANSION_SQL, [terms, patterns]);
    return terms.map((_t, i) => ({
      exact: patterns[i],
      fuzzy: (rows.find((r) => r.i === i + 1)?.words ?? []).map(likePattern),
    }));
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

  /**
   * Every image must be one this API stored, not yet attached elsewhere (or already this product's). The stored
   * URL and sizes are used, never the client's, so a foreign URL can't sneak in.
   */
  private async resolveImages(
    productId: string,
    inputs: ProductImageInputDto[],
    alreadyAttached: Set<string>,
    existing: ProductImage[] = [],
  ): Promise<ProductImageView[]> {
    if (!inputs.length) return [];
    const seen = new Set<string>();
    inputs.forEach((img, i) => {
      if (seen.has(img.cloudinaryId)) throw new ValidationError({ [`images.${i}.cloudinaryId`]: S.imageDuplicate });
      seen.add(img.cloudinaryId);
    });
    const stored = await this.uploads.findByCloudinaryIds(inputs.map((i) => i.cloudinaryId));
    const existingById = new Map(existing.map((e) => [e.cloudinaryId, e]));
    const resolved = inputs.map((input, i) => {
      const s = stored.get(input.cloudinaryId);
      const mine = s && (s.entityId === null || (s.entityType === 'product' && s.entityId === productId));
      const old = existingById.get(input.cloudinaryId);
      if (!mine && !(old && alreadyAttached.has(input.cloudinaryId))) {
        throw new ValidationError({ [`images.${i}.cloudinaryId`]: PRODUCT_MESSAGES.imageUnknown });
      }
      const source = mine ? s : old!;
      return {
        id: old?.id ?? newId(),
        url: source.url,
        cloudinaryId: input.cloudinaryId,
        alt: input.alt || source.alt || '',
        order: input.order,
        width: source.width ?? null,
        height: source.height ?? null,
        srcset: source.srcset ?? null,
      };
    });
    return orderImages(resolved);
  }

  private async writeImages(m: EntityManager, productId: string, images: ProductImageView[]): Promise<void> {
    if (!images.length) return;
    await m.insert(
      ProductImage,
      images.map((img) => ({ ...img, productId })),
    );
  }

  private emit(actor: AuthUser | null, action: string, id: string, name: string): Promise<void> {
    return this.events.emit({ entityType: 'product', action, entityId: id, entityName: name, actor });
  }
}
