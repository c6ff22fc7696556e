import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderStatus, Platform, StaffOrderView } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { ConflictError, NotFoundError, ValidationError } from '../core/validation/errors';
import type { OrderStatusDto, RecordOrderDto, UpdateOrderLinesDto } from './dto/staff-order.dto';
import { type NewSale, SaleWriter } from '../sales/sale-writer.service';
import { confirmLines, lineSize, liveProducts, orderTotal } from './order-catalog';
import { platformForRoute } from './order-views';
import { Order, type StoredOrderLine } from './order.entity';
import { ORDER_MESSAGES as M } from './orders.messages';
import { OrdersService } from './orders.service';
import { PromotionsService } from '../promotions/promotions.service';
import { returningRows } from '../database/returning-rows';

/** The steps staff may take; recording the sales also moves a New order to Confirmed. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['READY', 'CANCELLED'],
  READY: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};
const RECORDABLE: readonly OrderStatus[] = ['NEW', 'CONFIRMED', 'READY'];

/** What staff do with an order: record it as sales (exactly once), move its status, edit its lines before recording. */
@Injectable()
export class OrderActionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: OrdersService,
    private readonly events: DomainEvents,
    private readonly writer: SaleWriter,
    private readonly promotions: PromotionsService,
  ) {}

  /**
   * Every line becomes a sale in one transaction, taking stock under the usual row locks: all lines or none. The
   * conditional update of the order's row is the once-only switch: a second press, on any instance, waits on that
   * row and then finds it recorded (or, if the first rolled back, records it itself).
   */
  async record(actor: AuthUser, text: string, dto: RecordOrderDto): Promise<StaffOrderView> {
    const order = await this.orders.load(text);
    const platform: Platform | null = dto.platform ?? platformForRoute(order.route);
    if (!platform) throw new ValidationError({ platform: M.platformRequired });
    await this.writer.write(
      actor,
      async (tx) => {
        const claimed = await returningRows<Order>(
          tx.manager,
          `UPDATE "orders" SET "recorded_at" = clock_timestamp(), "platform" = $2, "updated_at" = clock_timestamp(),
           "status_at" = CASE WHEN "status" = 'NEW' THEN clock_timestamp() ELSE "status_at" END,
           "status" = CASE WHEN "status" = 'NEW' THEN 'CONFIRMED' ELSE "status" END
         WHERE "code" = $1 AND "recorded_at" IS NULL AND "status" IN ('NEW', 'CONFIRMED', 'READY')
         RETURNING "lines", "promotion_id" AS "promotionId"`,
          [order.code, platform],
        );
        if (!claimed.length) await this.refuseRecording(tx.manager, order.code);
        // the promotion's use counts once, with the claim: at its limit the whole record rolls back (409)
        if (claimed[0].promotionId) await PromotionsService.countUse(tx.manager, claimed[0].promotionId);
        await tx.record(await this.salesOf(tx.manager, order.code, claimed[0].lines, platform, dto.oversell === true));
      },
      () => this.events.emit({ entityType: 'order', action: 'recorded as sales', entityId: order.code, entityName: order.code, actor }),
    );
    return this.orders.findForStaff(order.code);
  }

  private async refuseRecording(m: EntityManager, code: string): Promise<never> {
    const [row]: { status: OrderStatus; recorded_at: Date | null }[] = await m.query(
      `SELECT "status", "recorded_at" FROM "orders" WHERE "code" = $1`,
      [code],
    );
    if (!row) throw new NotFoundError(M.notFound);
    throw new ConflictError(row.recorded_at ? M.alreadyRecorded : M.notRecordable);
  }

  /** The order's lines as sales at the prices confirmed with the shopper, each line's size read as the order reads it. */
  private async salesOf(m: EntityManager, code: string, lines: StoredOrderLine[], platform: Platform, oversell: boolean): Promise<NewSale[]> {
    const products = await liveProducts(
      m,
      lines.map((l) => l.productId),
    );
    const saleDate = new Date();
    return lines.flatMap((line, i) => {
      const product = products.get(line.productId);
      if (!product) throw new ValidationError({ [`lines.${i}.productId`]: M.productUnknown });
      const size = lineSize(product, line.size, `lines.${i}.size`);
      // a line the promotion discounted becomes a sale per discount per piece (a remainder of halalas, a per-order
      // limit), each with its discounted price per piece, so the sales add up to what the shopper pays
      const parts = line.promotion?.parts.length ? line.promotion.parts : [{ quantity: line.quantity, perPiece: 0 }];
      return parts.map((part) => {
        const paid = (Math.round(line.unitPrice * 100) - Math.round(part.perPiece * 100)) / 100;
        return {
          product,
          size,
          quantity: part.quantity,
          originalPrice: line.costPrice,
          sellingPrice: line.sellingPrice,
          discountedPrice: paid < line.sellingPrice ? paid : null,
          platform,
          saleDate,
          orderCode: code,
          oversell,
        };
      });
    });
  }

  /**
   * One step of New → Confirmed → Ready for pickup → Completed, or Cancelled (its sales deleted, giving stock back, or
   * kept). Deleting the sales is a sales delete, whatever the route: it needs `salesDelete` (the writer checks it).
   */
  async changeStatus(actor: AuthUser, text: string, dto: OrderStatusDto): Promise<StaffOrderView> {
    const { code } = await this.orders.load(text);
    if (dto.status !== 'CANCELLED' && (dto.reason != null || dto.deleteSales !== undefined)) {
      throw new ValidationError({ status: M.statusStep('anything but cancelled', 'cancelled with a reason') });
    }
    const deleting = dto.status === 'CANCELLED' && dto.deleteSales === true;
    await this.writer.write(
      actor,
      async (tx) => {
        const m = tx.manager;
        const [order]: { status: OrderStatus }[] = await m.query(`SELECT "status" FROM "orders" WHERE "code" = $1 FOR UPDATE`, [code]);
        if (!order) throw new NotFoundError(M.notFound);
        if (!NEXT[order.status].includes(dto.status)) throw new ConflictError(M.statusStep(order.status, dto.status));
        const gone = deleting ? await tx.remove(await this.saleIdsOf(m, code)) : [];
        await m.query(
          `UPDATE "orders" SET "status" = $2, "status_at" = clock_timestamp(), "updated_at" = clock_timestamp(), "cancel_reason" = $3 WHERE "code" = $1`,
          [code, dto.status, dto.status === 'CANCELLED' ? (dto.reason ?? null) : null],
        );
        return gone.length;
      },
      (n) => {
        const action = dto.status === 'CANCELLED' ? (n ? 'cancelled (sales deleted)' : 'cancelled') : `marked ${dto.status.toLowerCase()}`;
        return this.events.emit({ entityType: 'order', action, entityId: code, entityName: dto.reason ? `${code}: ${dto.reason}` : code, actor });
      },
    );
    return this.orders.findForStaff(code);
  }

  private async saleIdsOf(m: EntityManager, code: string): Promise<string[]> {
    const rows: { id: string }[] = await m.query(`SELECT "id" FROM "sales" WHERE "order_code" = $1 ORDER BY "id"`, [code]);
    return rows.map((r) => r.id);
  }

  /** Staff change the lines (a size, a quantity, a product) before recording; prices already confirmed are kept. */
  async updateLines(actor: AuthUser, text: string, dto: UpdateOrderLinesDto): Promise<StaffOrderView> {
    const { code } = await this.orders.load(text);
    await this.ds.transaction(async (m) => {
      const [order]: { status: OrderStatus; recorded_at: Date | null; lines: StoredOrderLine[]; promotion_id: string | null; created_at: Date }[] =
        await m.query(`SELECT "status", "recorded_at", "lines", "promotion_id", "created_at" FROM "orders" WHERE "code" = $1 FOR UPDATE`, [code]);
      if (!order) throw new NotFoundError(M.notFound);
      if (order.recorded_at) throw new ConflictError(M.linesLocked);
      if (!RECORDABLE.includes(order.status)) throw new ConflictError(M.notRecordable);
      const products = await liveProducts(
        m,
        dto.lines.map((l) => l.productId),
      );
      const lines = confirmLines(dto.lines, products, { shopper: false, confirmedPrices: new Map(order.lines.map((l) => [l.productId, l])) });
      // the order's promotion prices the new lines as it would have when the order arrived (none: the discount goes)
      const outcome = order.promotion_id ? await this.promotions.reprice(m, order.promotion_id, lines, order.created_at) : null;
      if (outcome) outcome.lines.forEach((d, i) => d.discount > 0 && Object.assign(lines[i], { promotion: d }));
      await m.query(`UPDATE "orders" SET "lines" = $2::jsonb, "total" = $3, "discount" = $4, "updated_at" = clock_timestamp() WHERE "code" = $1`, [
        code,
        JSON.stringify(lines),
        orderTotal(lines),
        outcome?.discount ?? 0,
      ]);
    });
    await this.events.emit({ entityType: 'order', action: 'edited the lines of', entityId: code, entityName: code, actor });
    return this.orders.findForStaff(code);
  }
}
