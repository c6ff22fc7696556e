import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { DEFAULT_PLATFORM, isCalendarDay, PRODUCT_MESSAGES, SALE_MESSAGES, type SaleListResult, type SaleView } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import type { AuthUser } from '../core/actor/auth-user';
import { NotFoundError, ValidationError } from '../core/validation/errors';
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
import { type SaleChange, type SaleProduct, SaleWriter } from './sale-writer.service';

export const DEFAULT_SALES_LIMIT = 100;

@Injectable()
export class SalesService {
  constructor(
    @InjectRepository(Sale) private readonly sales: Repository<Sale>,
    private readonly ds: DataSource,
    private readonly writer: SaleWriter,
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
    const [id] = await this.writer.write(actor, (tx) =>
      tx.record([
        {
          product,
          size: dto.size,
          quantity: dto.quantity ?? 1,
          originalPrice: dto.originalPrice,
          sellingPrice: dto.sellingPrice,
          discountedPrice: dto.discountedPrice ?? null,
          platform: dto.platform ?? DEFAULT_PLATFORM,
          saleDate,
          customerName: dto.customerName,
          customerLocation: dto.customerLocation,
          saleNotes: dto.saleNotes,
          oversell: dto.oversell === true,
        },
      ]),
    );
    return this.findOne(id);
  }

  async update(actor: AuthUser, id: string, dto: UpdateSaleDto): Promise<SaleView> {
    const current = await this.load(id);
    const change: SaleChange = { oversell: dto.oversell === true, fields: {}, size: dto.size, quantity: dto.quantity };
    const fields = change.fields;
    if (dto.productId !== undefined) {
      if (dto.productId === null) throw new ValidationError({ productId: SALE_MESSAGES.productRequired });
      // The snapshot is the product as sold: only a change of product takes a new one. A sale whose product was
      // deleted may be saved back with the old id it shows (product.id), which is no change either.
      const unchanged = dto.productId === current.productId || (current.productId === null && dto.productId === current.productRef);
      if (!unchanged) change.product = await this.productFor(dto.productId);
    }
    // The edit form sends the day only; the same day keeps the time of day the sale was recorded with.
    if (dto.saleDate != null && !(isCalendarDay(dto.saleDate) && dto.saleDate === shopDay(current.saleDate))) {
      fields.saleDate = await this.resolveSaleDate(dto.saleDate);
    }
    if (dto.platform != null) fields.platform = dto.platform;
    if (dto.originalPrice != null) fields.originalPrice = dto.originalPrice;
    if (dto.sellingPrice != null) fields.sellingPrice = dto.sellingPrice;
    if (dto.discountedPrice !== undefined) fields.discountedPrice = dto.discountedPrice;
    if (dto.customerName !== undefined) fields.customerName = dto.customerName;
    if (dto.customerLocation !== undefined) fields.customerLocation = dto.customerLocation;
    if (dto.saleNotes !== undefined) fields.saleNotes = dto.saleNotes;
    await this.writer.write(actor, (tx) => tx.edit(id, change));
    return this.findOne(id);
  }

  async remove(actor: AuthUser, id: string): Promise<{ id: string; message: string }> {
    if (!isEntityId(id)) throw new NotFoundError(SALE_MESSAGES.notFound);
    await this.writer.write(actor, async (tx) => {
      const [gone] = await tx.remove([id]);
      if (!gone) throw new NotFoundError(SALE_MESSAGES.notFound);
    });
    return { id, message: SALE_MESSAGES.deleted };
  }

  private async load(id: string): Promise<Sale> {
    const sale = isEntityId(id) ? await this.sales.findOne({ where: { id } }) : null;
    if (!sale) throw new NotFoundError(SALE_MESSAGES.notFound);
    return sale;
  }

  /** An unknown product is the caller's mistake: a 400 on productId, never a foreign-key 500. */
  private async productFor(productId: string): Promise<SaleProduct> {
    if (!isEntityId(productId)) throw new ValidationError({ productId: PRODUCT_MESSAGES.notFound });
    const rows: SaleProduct[] = await this.ds.query(`SELECT "id", "name", "brand", "sizes" FROM "products" WHERE "id" = $1`, [productId]);
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
