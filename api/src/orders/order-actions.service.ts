import type { OrderStatus } from './order-code';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Platform } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { ConflictError, NotFoundError, ValidationError } from '../core/validation/errors';
import { newId } from '../core/ids/ids';
import { Sale } from '../sales/sale.entity';
import { InvoicesService } from '../invoices/invoices.service';
import { assertSaleValue } from '../sales/sale-value';
import { lockCounts } from '../stock/stock-ledger';
import { giveBack, takeForSale } from '../stock/sale-stock';
import { emitStockChange, type StockChange } from '../stock/stock-events';
import type { OrderStatusDto, RecordOrderDto, UpdateOrderLinesDto } from './dto/staff-order.dto';
import { confirmLines, lineSize, liveProducts, orderTotal } from './order-catalog';
import { platformForRoute, type StaffOrderView } from './order-views';
import { Order, type StoredOrderLine } from './order.entity';
import { ORDER_MESSAGES as M } from './orders.messages';
import { OrdersService } from './orders.service';

/** The steps staff may take; recording the sales also moves a New order to Confirmed. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['READY', 'CANCELLED'],
  READY: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};
const RECORDABLE: readonly OrderStatus[] = ['NEW', 'CONFIRMED', 'READY'];

interface StockNote {
  product: { id: string; name: string };
  changes: StockChange[];
}

/** What staff do with an order: record it as sales (exactly once), move its status, edit its lines before recording. */
@Injectable()
export class OrderActionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: OrdersService,
    private readonly events: DomainEvents,
    private readonly invoices: InvoicesService,
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
    const done = await this.ds.transaction(async (m) => {
      const claimed: Order[] = await m
        .query(
          `UPDATE "orders" SET "recorded_at" = clock_timestamp(), "platform" = $2, "updated_at" = clock_timestamp(),
           "status_at" = CASE WHEN "status" = 'NEW' THEN clock_timestamp() ELSE "status_at" END,
           "status" = CASE WHEN "status" = 'NEW' THEN 'CONFIRMED' ELSE "status" END
         WHERE "code" = $1 AND "recorded_at" IS NULL AND "status" IN ('NEW', 'CONFIRMED', 'READY')
         RETURNING "lines"`,
          [order.code, platform],
        )
        .then(([rows]: [Order[], number]) => rows);
      if (!claimed.length) await this.refuseRecording(m, order.code);
      return this.recordLines(m, actor, order.code, claimed[0].lines, platform, dto.oversell === true);
    });
    await this.events.emit({ entityType: 'order', action: 'recorded as sales', entityId: order.code, entityName: order.code, actor });
    for (const s of done.sales) await this.events.emit({ entityType: 'sale', action: 'created', entityId: s.id, entityName: s.name, actor });
    for (const n of done.stock) await emitStockChange(this.events, actor, n.product, 'SALE', n.changes);
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

  private async recordLines(m: EntityManager, actor: AuthUser, code: string, lines: StoredOrderLine[], platform: Platform, oversell: boolean) {
    const locked = await lockCounts(
      m,
      lines.map((l) => l.productId),
    );
    const products = await liveProducts(
      m,
      lines.map((l) => l.productId),
    );
    const sales: { id: string; name: string }[] = [];
    const stock = new Map<string, StockNote>();
    for (const [i, line] of lines.entries()) {
      const product = products.get(line.productId);
      if (!product) throw new ValidationError({ [`lines.${i}.productId`]: M.productUnknown });
      const counts = locked.get(product.id)!;
      const size = lineSize(product, line.size, `lines.${i}.size`);
      const discounted = line.unitPrice < line.sellingPrice ? line.unitPrice : null;
      assertSaleValue({ originalPrice: line.costPrice, sellingPrice: line.sellingPrice, discountedPrice: discounted, quantity: line.quantity });
      const id = newId();
      await m.insert(Sale, {
        id,
        productId: product.id,
        productRef: product.id,
        productName: product.name,
        productBrand: product.brand,
        saleDate: new Date(),
        platform,
        originalPrice: line.costPrice,
        sellingPrice: line.sellingPrice,
        discountedPrice: discounted,
        quantity: line.quantity,
        size,
        orderCode: code,
      });
      const take = await takeForSale(m, counts, { product, size, quantity: line.quantity, credit: 0, oversell, saleId: id, kind: 'SALE', actor });
      if (take.taken || take.oversold) await m.update(Sale, { id }, { stockTaken: take.taken, oversold: take.oversold });
      // a sale from a chat order is a sale like any other: with VAT on it gets its simplified tax invoice in this transaction
      await this.invoices.afterSaleRecorded(m, id);
      sales.push({ id, name: product.name });
      if (counts.size && size !== null) {
        const note = stock.get(product.id) ?? { product, changes: [] };
        note.changes.push({ size, delta: -take.taken, oversold: take.oversold });
        stock.set(product.id, note);
      }
    }
    return { sales, stock: [...stock.values()] };
  }

  /** One step of New → Confirmed → Ready for pickup → Completed, or Cancelled (its sales deleted, giving stock back, or kept). */
  async changeStatus(actor: AuthUser, text: string, dto: OrderStatusDto): Promise<StaffOrderView> {
    const { code } = await this.orders.load(text);
    if (dto.status !== 'CANCELLED' && (dto.reason != null || dto.deleteSales !== undefined)) {
      throw new ValidationError({ status: M.statusStep('anything but cancelled', 'cancelled with a reason') });
    }
    const returned = await this.ds.transaction(async (m) => {
      const [order]: { status: OrderStatus }[] = await m.query(`SELECT "status" FROM "orders" WHERE "code" = $1 FOR UPDATE`, [code]);
      if (!order) throw new NotFoundError(M.notFound);
      if (!NEXT[order.status].includes(dto.status)) throw new ConflictError(M.statusStep(order.status, dto.status));
      const back = dto.status === 'CANCELLED' && dto.deleteSales === true ? await this.deleteSales(m, actor, code) : [];
      await m.query(
        `UPDATE "orders" SET "status" = $2, "status_at" = clock_timestamp(), "updated_at" = clock_timestamp(), "cancel_reason" = $3 WHERE "code" = $1`,
        [code, dto.status, dto.status === 'CANCELLED' ? (dto.reason ?? null) : null],
      );
      return back;
    });
    const action = dto.status === 'CANCELLED' ? (returned.length ? 'cancelled (sales deleted)' : 'cancelled') : `marked ${dto.status.toLowerCase()}`;
    await this.events.emit({ entityType: 'order', action, entityId: code, entityName: dto.reason ? `${code}: ${dto.reason}` : code, actor });
    for (const r of returned) {
      await this.events.emit({ entityType: 'sale', action: 'deleted', entityId: r.saleId, entityName: r.product.name, actor });
      if (r.change) await emitStockChange(this.events, actor, r.product, 'SALE_DELETE', [r.change]);
    }
    return this.orders.findForStaff(code);
  }

  /** The order's sales, deleted under their locks with their stock put back (as deleting each sale would). */
  private async deleteSales(m: EntityManager, actor: AuthUser, code: string) {
    const sales = await m.find(Sale, { where: { orderCode: code }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    const locked = await lockCounts(
      m,
      sales.flatMap((s) => (s.productId ? [s.productId] : [])),
    );
    const out: { saleId: string; product: { id: string; name: string }; change: StockChange | null }[] = [];
    for (const sale of sales) {
      let change: StockChange | null = null;
      if (sale.productId && sale.stockTaken > 0) {
        const counts = locked.get(sale.productId)!;
        const ref = { productId: sale.productId, size: sale.size, stockTaken: sale.stockTaken, id: sale.id };
        if (await giveBack(m, counts, ref, 'SALE_DELETE', actor)) change = { size: sale.size as string, delta: sale.stockTaken };
      }
      await this.invoices.beforeSaleDeleted(m, sale.id);
      await m.delete(Sale, { id: sale.id });
      out.push({ saleId: sale.id, product: { id: sale.productRef, name: sale.productName }, change });
    }
    return out;
  }

  /** Staff change the lines (a size, a quantity, a product) before recording; prices already confirmed are kept. */
  async updateLines(actor: AuthUser, text: string, dto: UpdateOrderLinesDto): Promise<StaffOrderView> {
    const { code } = await this.orders.load(text);
    await this.ds.transaction(async (m) => {
      const [order]: { status: OrderStatus; recorded_at: Date | null; lines: StoredOrderLine[] }[] = await m.query(
        `SELECT "status", "recorded_at", "lines" FROM "orders" WHERE "code" = $1 FOR UPDATE`,
        [code],
      );
      if (!order) throw new NotFoundError(M.notFound);
      if (order.recorded_at) throw new ConflictError(M.linesLocked);
      if (!RECORDABLE.includes(order.status)) throw new ConflictError(M.notRecordable);
      const products = await liveProducts(
        m,
        dto.lines.map((l) => l.productId),
      );
      const lines = confirmLines(dto.lines, products, { shopper: false, confirmedPrices: new Map(order.lines.map((l) => [l.productId, l])) });
      await m.query(`UPDATE "orders" SET "lines" = $2::jsonb, "total" = $3, "updated_at" = clock_timestamp() WHERE "code" = $1`, [
        code,
        JSON.stringify(lines),
        orderTotal(lines),
      ]);
    });
    await this.events.emit({ entityType: 'order', action: 'edited the lines of', entityId: code, entityName: code, actor });
    return this.orders.findForStaff(code);
  }
}
