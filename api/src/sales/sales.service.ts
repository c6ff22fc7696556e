import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { DEFAULT_PLATFORM, isCalendarDay, PRODUCT_MESSAGES, SALE_MESSAGES, type SaleListResult, type SaleView } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { NotFoundError, ValidationError } from '../core/validation/errors';
import { newId } from '../core/ids/ids';
import type { CreateSaleDto } from './dto/create-sale.dto';
import type { ListSalesQuery } from './dto/list-sales.query';
import type { UpdateSaleDto } from './dto/update-sale.dto';
import { shopDay } from '../core/time/shop-day';
import { shopLocalToInstantSql } from '../core/time/shop-time.sql';
import { hasOffset } from './sale-dates';
import { preparedQuery } from './prepared-query';
import { Sale } from './sale.entity';
import { presentSale, SALE_ORDER, saleRowsSql, type SaleRow } from './sale.presenter';
import { saleListFilter } from './sale-list.filter';
import { assertSaleValue } from './sale-value';
import { lockCounts } from '../stock/stock-ledger';
import { giveBack, saleSize, takeForSale } from '../stock/sale-stock';
import { emitStockChange, type StockChange } from '../stock/stock-events';
import { InvoicesService } from '../invoices/invoices.service';

export const DEFAULT_SALES_LIMIT = 100;

interface ProductSnapshot {
  id: string;
  name: string;
  brand: string;
  sizes: string[];
}

@Injectable()
export class SalesService {
  constructor(
    @InjectRepository(Sale) private readonly sales: Repository<Sale>,
    private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly invoices: InvoicesService,
  ) {}

  async list(query: ListSalesQuery): Promise<SaleListResult> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_SALES_LIMIT;
    const filter = saleListFilter(query);
    const where = filter.conditions.length ? `WHERE ${filter.conditions.join(' AND ')}` : '';
    const n = filter.params.length;
    const [rows, total] = await Promise.all([
      preparedQuery<SaleRow>(this.ds, saleRowsSql(`SELECT s."id" FROM "sales" s ${where} ORDER BY ${SALE_ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`), [
        ...filter.params,
        limit,
        (page - 1) * limit,
      ]),
      this.count(query, where, filter.params),
    ]);
    return {
      sales: rows.map(presentSale),
      pagination: { total, totalPages: Math.ceil(total / limit), page, limit },
    };
  }

  /**
   * Without a keyword every filter (platform, whole shop days) lines up with the daily rollup's keys, so its
   * sums give the exact total without counting up to a million rows; a keyword needs the real count.
   */
  private async count(query: ListSalesQuery, where: string, params: unknown[]): Promise<number> {
    if (query.search) {
      const [{ total }] = await preparedQuery<{ total: string }>(this.ds, `SELECT count(*)::bigint AS total FROM "sales" s ${where}`, params);
      return Number(total);
    }
    const conds: string[] = [];
    const args: unknown[] = [];
    if (query.platform) conds.push(`"platform" = $${args.push(query.platform)}`);
    if (query.startDate) conds.push(`"day" >= $${args.push(query.startDate)}::date`);
    if (query.endDate) conds.push(`"day" <= $${args.push(query.endDate)}::date`);
    const [{ total }] = await preparedQuery<{ total: string }>(
      this.ds,
      `SELECT coalesce(sum("sales_count"), 0)::bigint AS total FROM "sales_daily_platform" ${conds.length ? `WHERE ${conds.join(' AND ')}` : ''}`,
      args,
    );
    return Number(total);
  }

  async findOne(id: string): Promise<SaleView> {
    if (!isEntityId(id)) throw new NotFoundError(SALE_MESSAGES.notFound);
    const rows = await preparedQuery<SaleRow>(this.ds, saleRowsSql(`SELECT $1::varchar AS "id"`), [id]);
    if (!rows.length) throw new NotFoundError(SALE_MESSAGES.notFound);
    return presentSale(rows[0]);
  }

  async create(actor: AuthUser, dto: CreateSaleDto): Promise<SaleView> {
    const product = await this.productFor(dto.productId);
    const saleDate = await this.resolveSaleDate(dto.saleDate);
    const id = newId();
    const quantity = dto.quantity ?? 1;
    assertSaleValue({ originalPrice: dto.originalPrice, sellingPrice: dto.sellingPrice, discountedPrice: dto.discountedPrice ?? null, quantity });
    const stock = await this.ds.transaction(async (m) => {
      const counts = (await lockCounts(m, [product.id])).get(product.id)!;
      const size = saleSize(product, dto.size, counts);
      // the sale row goes first: its movements name it
      await m.insert(Sale, {
        id,
        productId: product.id,
        productRef: product.id,
        productName: product.name,
        productBrand: product.brand,
        saleDate,
        platform: dto.platform ?? DEFAULT_PLATFORM,
        originalPrice: dto.originalPrice,
        sellingPrice: dto.sellingPrice,
        discountedPrice: dto.discountedPrice ?? null,
        customerName: dto.customerName ?? null,
        customerLocation: dto.customerLocation ?? null,
        saleNotes: dto.saleNotes ?? null,
        quantity,
        size,
      });
      const take = await takeForSale(m, counts, {
        product,
        size,
        quantity,
        credit: 0,
        oversell: dto.oversell === true,
        saleId: id,
        kind: 'SALE',
        actor,
      });
      if (take.taken || take.oversold) await m.update(Sale, { id }, { stockTaken: take.taken, oversold: take.oversold });
      // last, after the stock locks: with VAT on, the sale's invoice in the same transaction
      await this.invoices.afterSaleRecorded(m, id);
      return { size, take, tracked: counts.size > 0 };
    });
    const view = await this.findOne(id);
    await this.events.emit({ entityType: 'sale', action: 'created', entityId: id, entityName: product.name, actor });
    if (stock.tracked && stock.size !== null) {
      await emitStockChange(this.events, actor, product, 'SALE', [{ size: stock.size, delta: -stock.take.taken, oversold: stock.take.oversold }]);
    }
    return view;
  }

  async update(actor: AuthUser, id: string, dto: UpdateSaleDto): Promise<SaleView> {
    const current = await this.load(id);
    const patch: Partial<Sale> = {};
    let newProduct: ProductSnapshot | null = null;
    if (dto.productId !== undefined) {
      if (dto.productId === null) throw new ValidationError({ productId: SALE_MESSAGES.productRequired });
      // The snapshot is the product as sold: only a change of product takes a new one. A sale whose product was
      // deleted may be saved back with the old id it shows (product.id), which is no change either.
      const unchanged = dto.productId === current.productId || (current.productId === null && dto.productId === current.productRef);
      if (!unchanged) {
        newProduct = await this.productFor(dto.productId);
        Object.assign(patch, { productId: newProduct.id, productRef: newProduct.id, productName: newProduct.name, productBrand: newProduct.brand });
      }
    }
    // The edit form sends the day only; the same day keeps the time of day the sale was recorded with.
    if (dto.saleDate != null && !(isCalendarDay(dto.saleDate) && dto.saleDate === shopDay(current.saleDate))) {
      patch.saleDate = await this.resolveSaleDate(dto.saleDate);
    }
    if (dto.platform != null) patch.platform = dto.platform;
    if (dto.originalPrice != null) patch.originalPrice = dto.originalPrice;
    if (dto.sellingPrice != null) patch.sellingPrice = dto.sellingPrice;
    if (dto.discountedPrice !== undefined) patch.discountedPrice = dto.discountedPrice;
    if (dto.customerName !== undefined) patch.customerName = dto.customerName;
    if (dto.customerLocation !== undefined) patch.customerLocation = dto.customerLocation;
    if (dto.saleNotes !== undefined) patch.saleNotes = dto.saleNotes;
    const moved = await this.ds.transaction(async (m) => {
      // the sale is re-read under a lock: two edits (or an edit and a delete) of one sale never give stock back twice
      const sale = await m.findOne(Sale, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sale) throw new NotFoundError(SALE_MESSAGES.notFound);
      assertSaleValue({
        originalPrice: patch.originalPrice ?? sale.originalPrice,
        sellingPrice: patch.sellingPrice ?? sale.sellingPrice,
        discountedPrice: patch.discountedPrice !== undefined ? patch.discountedPrice : sale.discountedPrice,
        quantity: dto.quantity ?? sale.quantity,
      });
      const stockChanged =
        newProduct !== null || (dto.size !== undefined && dto.size !== sale.size) || (dto.quantity !== undefined && dto.quantity !== sale.quantity);
      const moves = stockChanged ? await this.moveStock(m, actor, sale, newProduct, dto, patch) : [];
      if (Object.keys(patch).length) await m.update(Sale, { id }, patch);
      await this.invoices.afterSaleEdited(m, id);
      return moves;
    });
    const view = await this.findOne(id);
    await this.events.emit({ entityType: 'sale', action: 'updated', entityId: id, entityName: view.product.name, actor });
    for (const mv of moved) await emitStockChange(this.events, actor, mv.product, 'SALE_EDIT', mv.changes);
    return view;
  }

  /**
   * An edit that changes the product, the size or the quantity: the sale's pieces count as available to it, so
   * only the difference moves (or, for another product or size, all of it moves back and the new line is taken).
   */
  private async moveStock(
    m: EntityManager,
    actor: AuthUser,
    sale: Sale,
    newProduct: ProductSnapshot | null,
    dto: UpdateSaleDto,
    patch: Partial<Sale>,
  ): Promise<{ product: ProductSnapshot; changes: StockChange[] }[]> {
    const product = newProduct ?? (sale.productId ? await this.productFor(sale.productId) : null);
    const quantity = dto.quantity ?? sale.quantity;
    patch.quantity = quantity;
    if (!product) {
      // the product is gone: nothing to count, the sale keeps what it says
      if (dto.size !== undefined) patch.size = dto.size;
      return [];
    }
    const locked = await lockCounts(m, [product.id, ...(sale.productId ? [sale.productId] : [])]);
    const counts = locked.get(product.id)!;
    const size = saleSize(product, dto.size !== undefined ? dto.size : newProduct ? undefined : sale.size, counts);
    patch.size = size;
    const sameLine = sale.productId === product.id && sale.size === size;
    const out: { product: ProductSnapshot; changes: StockChange[] }[] = [];
    if (!sameLine && sale.productId) {
      const oldCounts = locked.get(sale.productId)!;
      if (
        await giveBack(m, oldCounts, { productId: sale.productId, size: sale.size, stockTaken: sale.stockTaken, id: sale.id }, 'SALE_EDIT', actor)
      ) {
        const old = sale.productId === product.id ? product : { id: sale.productId, name: sale.productName, brand: sale.productBrand, sizes: [] };
        out.push({ product: old, changes: [{ size: sale.size as string, delta: sale.stockTaken }] });
      }
    }
    const take = await takeForSale(m, counts, {
      product,
      size,
      quantity,
      credit: sameLine ? sale.stockTaken : 0,
      oversell: dto.oversell === true,
      saleId: sale.id,
      kind: 'SALE_EDIT',
      actor,
    });
    patch.stockTaken = take.taken;
    patch.oversold = take.oversold;
    const delta = (sameLine ? sale.stockTaken : 0) - take.taken;
    if (counts.size && size !== null && (delta !== 0 || take.oversold)) out.push({ product, changes: [{ size, delta, oversold: take.oversold }] });
    return out;
  }

  async remove(actor: AuthUser, id: string): Promise<{ id: string; message: string }> {
    const view = await this.findOne(id);
    const returned = await this.ds.transaction(async (m) => {
      const sale = await m.findOne(Sale, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sale) throw new NotFoundError(SALE_MESSAGES.notFound);
      let back = false;
      if (sale.productId && sale.stockTaken > 0) {
        const counts = (await lockCounts(m, [sale.productId])).get(sale.productId)!;
        back = await giveBack(m, counts, { productId: sale.productId, size: sale.size, stockTaken: sale.stockTaken, id }, 'SALE_DELETE', actor);
      }
      await this.invoices.beforeSaleDeleted(m, id);
      await m.delete(Sale, { id });
      return back ? { productId: sale.productId as string, size: sale.size as string, delta: sale.stockTaken } : null;
    });
    await this.events.emit({ entityType: 'sale', action: 'deleted', entityId: id, entityName: view.product.name, actor });
    if (returned) {
      await emitStockChange(this.events, actor, { id: returned.productId, name: view.product.name }, 'SALE_DELETE', [
        { size: returned.size, delta: returned.delta },
      ]);
    }
    return { id, message: SALE_MESSAGES.deleted };
  }

  private async load(id: string): Promise<Sale> {
    const sale = isEntityId(id) ? await this.sales.findOne({ where: { id } }) : null;
    if (!sale) throw new NotFoundError(SALE_MESSAGES.notFound);
    return sale;
  }

  /** An unknown product is the caller's mistake: a 400 on productId, never a foreign-key 500. */
  private async productFor(productId: string): Promise<ProductSnapshot> {
    if (!isEntityId(productId)) throw new ValidationError({ productId: PRODUCT_MESSAGES.notFound });
    const rows: ProductSnapshot[] = await this.ds.query(`SELECT "id", "name", "brand", "sizes" FROM "products" WHERE "id" = $1`, [productId]);
    if (!rows.length) throw new ValidationError({ productId: PRODUCT_MESSAGES.notFound });
    return rows[0];
  }

  /** YYYY-MM-DD is midnight of that day in the shop's zone; a timestamp without an offset is shop time too. */
  private async resolveSaleDate(input: string): Promise<Date> {
    const local = isCalendarDay(input) ? `${input}T00:00:00` : input;
    const sql = hasOffset(local) ? `SELECT $1::timestamptz AS ts` : `SELECT ${shopLocalToInstantSql('$1')} AS ts`;
    const [{ ts }] = await this.ds.query(sql, [local]);
    return ts as Date;
  }
}
