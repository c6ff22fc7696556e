import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_CURRENCY, PRODUCT_LIMITS, PRODUCT_MESSAGES, type ProductDiscountWarnings, type ProductView } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import type { AuthUser } from '../core/actor/auth-user';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../core/cluster/domain-events';
import { UploadsService } from '../uploads/uploads.service';
import { NotFoundError, ValidationError } from '../core/validation/errors';
import { newId } from '../core/ids/ids';
import { Category } from '../categories/category.entity';
import { ListingService } from '../listing/listing.service';
import type { CreateProductDto, UpdateProductDto } from './dto/product.dto';
import { Product, ProductImage } from './product.entity';
import { checkPrices, uniqueValues } from './product-rules';
import { attachDraftImages, resolveImages, writeImages } from './product-images';
import { productRow } from './product-row';
import { PRODUCT_SERVER_MESSAGES as S } from './products.messages';
import { StockService } from '../stock/stock.service';
import { emitStockChange } from '../stock/stock-events';
import { PromotionsService } from '../promotions/promotions.service';
import { returningRows } from '../database/returning-rows';

/** Staff changes to products: create, update, delete and the flags; every answer is the product as the listing engine reads it. */
@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly uploads: UploadsService,
    private readonly stock: StockService,
    private readonly listing: ListingService,
    private readonly promotions: PromotionsService,
  ) {}

  async create(actor: AuthUser | null, dto: CreateProductDto): Promise<ProductView & ProductDiscountWarnings> {
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
      await m.insert(Product, { id, ...productRow(dto, prices), currency: DEFAULT_CURRENCY });
      await writeImages(m, id, images);
      await attachDraftImages(m, actor, id, imageIds, images.length);
      return dto.stock ? this.stock.setStockOnCreate(m, actor, { id, name: dto.name, sizes }, dto.stock) : null;
    });
    if (images.length)
      await this.uploads.markAttached(
        images.map((i) => i.cloudinaryId),
        'product',
        id,
      );
    await this.emit(actor, 'created', id, dto.name);
    await announceStock?.();
    return this.withWarnings(await this.staffView(id), prices);
  }

  async update(actor: AuthUser | null, id: string, dto: UpdateProductDto): Promise<ProductView & ProductDiscountWarnings> {
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
    return this.withWarnings(await this.staffView(id), prices);
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
      ? await returningRows<{ name: string }>(this.ds, `UPDATE products SET ${column} = ${expr}, updated_at = now() WHERE id = $1 RETURNING name`, [
          id,
        ])
      : [];
    if (!rows.length) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    await this.emit(actor, action, id, rows[0].name);
    return this.staffView(id);
  }

  /** The saved product with its own discount checked against the discount licence (issue 43): it warns, never refuses. */
  private async withWarnings(
    view: ProductView,
    prices: { sellingPrice: number; discountedPrice: number | null },
  ): Promise<ProductView & ProductDiscountWarnings> {
    return { ...view, warnings: await this.promotions.productDiscountWarnings(prices.sellingPrice, prices.discountedPrice) };
  }

  private async staffView(id: string): Promise<ProductView> {
    const [p] = await this.listing.fetchByIds([id], true);
    if (!p) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return p;
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
