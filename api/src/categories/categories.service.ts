import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../core/cluster/domain-events';
import { UploadsService } from '../uploads/uploads.service';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { CATEGORY_MESSAGES, hasPermission, PRODUCT_MESSAGES, type CategoryView } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import type { AuthUser } from '../core/actor/auth-user';
import { CATALOG_CHANGES, CatalogCacheClearing } from '../catalog-cache/catalog-cache-clearing';
import { ConflictError, NotFoundError, ValidationError } from '../core/validation/errors';
import { newId } from '../core/ids/ids';
import { attachRefusal } from '../uploads/upload-ownership';
import { Category } from './category.entity';
import { parseBooleanFilter, parseSortOrderItems } from './category-rules';
import type { CategoryDto, ListCategoriesQuery } from './dto/category.dto';
import { CATALOG_SEARCH_ENGINE, type CatalogSearchEngine } from '../catalog-index/catalog-search-engine';
import type { IndexCategoryRow } from '../catalog-index/catalog-index.sql';

type CountMode = 'all' | 'public';

/** Staff counts every product of the category; shoppers only those they can see. */
const COUNT_SQL: Record<CountMode, string> = {
  all: `(SELECT count(*) FROM products p WHERE p.category_id = c.id)::int`,
  public: `(SELECT count(*) FROM products p WHERE p.category_id = c.id AND NOT p.archived)::int`,
};

/** A category's row with its product count (staff's or shoppers', by COUNT_SQL); the row's columns are the read model's own. */
interface CategoryRow extends IndexCategoryRow {
  product_count: number;
}

function toView(r: CategoryRow): CategoryView {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    nameAr: r.name_ar,
    descriptionAr: r.description_ar,
    googleProductCategory: r.google_product_category,
    image: r.image,
    cloudinaryId: r.cloudinary_id,
    sortOrder: r.sort_order,
    publiclyVisible: r.publicly_visible,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    _count: { products: r.product_count },
  };
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err as any).driverError?.code === '23505';
}

@Injectable()
export class CategoriesService implements OnModuleInit {
  /**
   * The public list is read on every storefront page and counts products per category; with a large catalog that
   * count is the expensive part, so the answer is kept until a product or category changes.
   */
  private publicList: { generation: number; value: Promise<CategoryView[]> } | null = null;
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly uploads: UploadsService,
    private readonly clearing: CatalogCacheClearing,
    @Inject(CATALOG_SEARCH_ENGINE) private readonly engine: CatalogSearchEngine,
  ) {}

  onModuleInit(): void {
    this.clearing.forgetOn(CATALOG_CHANGES, () => this.forgetCachedAnswers());
  }

  private forgetCachedAnswers(): void {
    this.generation++;
    this.publicList = null;
  }

  async list(query: ListCategoriesQuery): Promise<CategoryView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const visible = parseBooleanFilter(query.publiclyVisible);
    if (visible !== undefined) {
      params.push(visible);
      where.push(`c.publicly_visible = $${params.length}`);
    }
    const search = query.search?.trim();
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      where.push(
        `(c.name ILIKE $${params.length} OR coalesce(c.description, '') ILIKE $${params.length} OR coalesce(c.name_ar, '') ILIKE $${params.length})`,
      );
    }
    return this.select('all', where, params);
  }

  listPublic(): Promise<CategoryView[]> {
    if (this.publicList?.generation === this.generation) return this.publicList.value;
    const generation = this.generation;
    const value = this.selectPublic();
    // a failed read is not kept, and an answer begun before a change is not kept after it
    value.then(
      () => undefined,
      () => {
        if (this.publicList?.value === value) this.publicList = null;
      },
    );
    if (generation === this.generation) this.publicList = { generation, value };
    return value;
  }

  /** From the read model while it answers (no database at all), else from PostgreSQL. */
  private async selectPublic(): Promise<CategoryView[]> {
    const fromMemory = await this.engine.publicCategories();
    return fromMemory ? fromMemory.map(toView) : this.select('public', ['c.publicly_visible'], []);
  }

  /** Hidden categories exist only for staff holding categoryView; everyone else gets 404. */
  async findOne(viewer: AuthUser | null, id: string): Promise<CategoryView> {
    const staff = !!viewer && hasPermission(viewer.permissions, 'categoryView');
    if (!isEntityId(id)) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
    // a shopper's category is one of the public list (kept, and from the read model while it answers)
    const [row] = staff ? await this.select('all', ['c.id = $1'], [id]) : (await this.listPublic()).filter((c) => c.id === id);
    if (!row) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
    return row;
  }

  /** The suggestion for a new category's sort order: the number of categories plus one. */
  async nextSortOrder(): Promise<{ nextSortOrder: number }> {
    const [{ n }] = await this.ds.query(`SELECT count(*)::int AS n FROM categories`);
    return { nextSortOrder: n + 1 };
  }

  async create(actor: AuthUser | null, dto: CategoryDto): Promise<CategoryView> {
    const id = newId();
    const image = await this.resolveImage(actor, id, dto.image ?? null, dto.cloudinaryId ?? null);
    try {
      await this.ds.transaction(async (m) => {
        await this.assertNameFree(m, dto.name, null);
        const sortOrder = dto.sortOrder ?? (await this.nextSortOrder()).nextSortOrder;
        await m.insert(Category, {
          id,
          name: dto.name,
          description: dto.description ?? null,
          nameAr: dto.nameAr ?? null,
          descriptionAr: dto.descriptionAr ?? null,
          googleProductCategory: dto.googleProductCategory ?? null,
          image: image.url,
          cloudinaryId: image.cloudinaryId,
          sortOrder,
          publiclyVisible: dto.publiclyVisible ?? true,
        });
      });
    } catch (err) {
      throw isUniqueViolation(err) ? new ConflictError(CATEGORY_MESSAGES.exists) : err;
    }
    if (image.cloudinaryId) await this.uploads.markAttached([image.cloudinaryId], 'category', id);
    await this.emit(actor, 'created', id, dto.name);
    return this.findStaff(id);
  }

  async update(actor: AuthUser | null, id: string, dto: CategoryDto): Promise<CategoryView> {
    const current = await this.requireEntity(id);
    const imageChanged = dto.image !== undefined || dto.cloudinaryId !== undefined;
    const image = imageChanged
      ? await this.resolveImage(actor, id, dto.image ?? null, dto.cloudinaryId ?? null)
      : { url: current.image, cloudinaryId: current.cloudinaryId };
    try {
      await this.ds.transaction(async (m) => {
        await this.assertNameFree(m, dto.name, id);
        await m.update(
          Category,
          { id },
          {
            name: dto.name,
            ...(dto.description !== undefined ? { description: dto.description } : {}),
            ...(dto.nameAr !== undefined ? { nameAr: dto.nameAr } : {}),
            ...(dto.descriptionAr !== undefined ? { descriptionAr: dto.descriptionAr } : {}),
            ...(dto.googleProductCategory !== undefined ? { googleProductCategory: dto.googleProductCategory } : {}),
            image: image.url,
            cloudinaryId: image.cloudinaryId,
            ...(dto.sortOrder !== undefined ? { sortOrder: dto.sortOrder } : {}),
            ...(dto.publiclyVisible !== undefined ? { publiclyVisible: dto.publiclyVisible } : {}),
          },
        );
      });
    } catch (err) {
      throw isUniqueViolation(err) ? new ConflictError(CATEGORY_MESSAGES.exists) : err;
    }
    if (image.cloudinaryId && image.cloudinaryId !== current.cloudinaryId) {
      await this.uploads.markAttached([image.cloudinaryId], 'category', id);
    }
    // The replaced file goes only after the row no longer points at it.
    if (current.cloudinaryId && current.cloudinaryId !== image.cloudinaryId) await this.uploads.deleteStored([current.cloudinaryId]);
    await this.emit(actor, 'updated', id, dto.name);
    return this.findStaff(id);
  }

  async toggleVisibility(actor: AuthUser | null, id: string): Promise<CategoryView> {
    const current = await this.requireEntity(id);
    return this.setVisibility(actor, id, !current.publiclyVisible);
  }

  async setVisibility(actor: AuthUser | null, id: string, publiclyVisible: boolean): Promise<CategoryView> {
    const current = await this.requireEntity(id);
    await this.ds.getRepository(Category).update({ id }, { publiclyVisible });
    await this.emit(actor, 'visibility', id, current.name);
    return this.findStaff(id);
  }

  /** All or nothing: one transaction, and an unknown id rolls everything back. */
  async bulkSortOrder(actor: AuthUser | null, body: unknown): Promise<CategoryView[]> {
    const items = parseSortOrderItems(body);
    await this.ds.transaction(async (m) => {
      const found: { id: string }[] = await m.query(`SELECT id FROM categories WHERE id = ANY($1::varchar[]) FOR UPDATE`, [items.map((i) => i.id)]);
      if (found.length !== items.length) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
      await m.query(
        `UPDATE categories c SET sort_order = v.sort_order, updated_at = now()
         FROM unnest($1::varchar[], $2::int[]) AS v(id, sort_order) WHERE c.id = v.id`,
        [items.map((i) => i.id), items.map((i) => i.sortOrder)],
      );
    });
    await this.emit(actor, 'sort-order', null, null);
    return this.select('all', [], []);
  }

  private async findStaff(id: string): Promise<CategoryView> {
    const [row] = await this.select('all', ['c.id = $1'], [id]);
    if (!row) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
    return row;
  }

  private async requireEntity(id: string): Promise<Category> {
    const found = isEntityId(id) ? await this.ds.getRepository(Category).findOneBy({ id }) : null;
    if (!found) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
    return found;
  }

  private async assertNameFree(m: EntityManager, name: string, exceptId: string | null): Promise<void> {
    const rows = await m.query(`SELECT id FROM categories WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`, [name, exceptId]);
    if (rows.length) throw new ConflictError(CATEGORY_MESSAGES.exists);
  }

  /**
   * A category image must be one this API stored (by its cloudinaryId) for this category (see attachRefusal);
   * the stored URL wins over whatever URL the client sent. No cloudinaryId and no image clears it.
   */
  private async resolveImage(
    actor: AuthUser | null,
    categoryId: string,
    url: string | null,
    cloudinaryId: string | null,
  ): Promise<{ url: string | null; cloudinaryId: string | null }> {
    if (!cloudinaryId) {
      if (url) throw new ValidationError({ image: PRODUCT_MESSAGES.imageUnknown });
      return { url: null, cloudinaryId: null };
    }
    const stored = (await this.uploads.findByCloudinaryIds([cloudinaryId])).get(cloudinaryId);
    const refusal = attachRefusal(stored, 'category', categoryId, actor?.id ?? null, { drafts: true });
    if (refusal) throw new ValidationError({ cloudinaryId: refusal });
    return { url: stored!.url, cloudinaryId };
  }

  private async select(mode: CountMode, where: string[], params: unknown[]): Promise<CategoryView[]> {
    const rows: CategoryRow[] = await this.ds.query(
      `SELECT c.id, c.name, c.description, c.name_ar, c.description_ar, c.google_product_category, c.image, c.cloudinary_id, c.sort_order, c.publicly_visible, c.created_at, c.updated_at,
              ${COUNT_SQL[mode]} AS product_count
       FROM categories c
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY c.sort_order ASC, lower(c.name) ASC`,
      params,
    );
    return rows.map(toView);
  }

  private emit(actor: AuthUser | null, action: string, id: string | null, name: string | null): Promise<void> {
    return this.events.emit({ entityType: 'category', action, entityId: id, entityName: name, actor });
  }
}
