import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hasPermission, type Permission, type Platform, SALE_MESSAGES } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { newId } from '../core/ids/ids';
import { ForbiddenError, NotFoundError } from '../core/validation/errors';
import { InvoicesService } from '../invoices/invoices.service';
import { lockCounts } from '../stock/stock-ledger';
import { giveBack, saleSize, takeForSale } from '../stock/sale-stock';
import { emitStockChange, type StockChange } from '../stock/stock-events';
import { Sale } from './sale.entity';
import { assertSaleValue } from './sale-value';

/** The product as a sale snapshots it. */
export interface SaleProduct {
  id: string;
  name: string;
  brand: string;
  sizes: string[];
}

/** One sale to record, from whichever route: the sales form, a chat order, the stall. */
export interface NewSale {
  product: SaleProduct;
  /** The size asked for; none is fine for an untracked product or a tracked one with a single size. */
  size?: string | null;
  quantity: number;
  originalPrice: number;
  sellingPrice: number;
  discountedPrice: number | null;
  platform: Platform;
  saleDate: Date;
  customerName?: string | null;
  customerLocation?: string | null;
  saleNotes?: string | null;
  orderCode?: string | null;
  /** Sell beyond the stock left on purpose (recorded as an oversell), instead of a 409. */
  oversell: boolean;
  /**
   * The invoice's time, when it is not the moment of recording: a stall basket sent after the stall time issues its
   * invoice at that time, the one its offline QR showed (the number is still taken on arrival, in the chain's order).
   */
  invoicedAt?: Date;
}

/** A change to one sale. `product` is set only when the sale moves to another product (a new snapshot). */
export interface SaleChange {
  product?: SaleProduct;
  size?: string | null;
  quantity?: number;
  oversell: boolean;
  fields: Partial<
    Pick<Sale, 'saleDate' | 'platform' | 'originalPrice' | 'sellingPrice' | 'discountedPrice' | 'customerName' | 'customerLocation' | 'saleNotes'>
  >;
}

/** What a write announces once it has committed. */
interface Announcement {
  sales: { id: string; name: string; action: 'created' | 'updated' | 'deleted' }[];
  stock: { product: { id: string; name: string }; kind: 'SALE' | 'SALE_EDIT' | 'SALE_DELETE'; changes: StockChange[] }[];
}

/** PostgreSQL's codes for a transaction it gave up on to let another finish: safe to run again from the start. */
const RETRYABLE = new Set(['40P01', '40001']);
const isRetryable = (e: unknown) => {
  const code = (e as { code?: string; driverError?: { code?: string } })?.driverError?.code ?? (e as { code?: string })?.code;
  return code !== undefined && RETRYABLE.has(code);
};

/**
 * The one writer of sales: every route that records, edits or deletes a sale (the sales screens, chat orders, the
 * spreadsheet import, the stall) goes through `write`, so stock, the day's figures, invoices and credit notes and
 * events follow one set of rules, and every transaction takes its locks in one order:
 *   1. the sale rows being edited or deleted (FOR UPDATE, in id order);
 *   2. their products, then the products' size rows (`lockCounts`, in id order);
 *   3. the invoice chain's row, when a document may be issued (VAT on, or a sale with an open invoice);
 *   4. only then the writes: sale rows (whose triggers update the day's and month's summary rows), stock movements,
 *      invoices.
 * A caller's own row (a chat order's) is locked before all of these. A deadlock or serialization failure (a lock
 * order outside this writer's reach: the summary rows of two days edited in opposite directions) rolls the whole
 * transaction back and it runs once more; nothing is announced before the commit.
 * Permissions follow the act, whatever the route: recording and editing need `salesRecord`, deleting `salesDelete`.
 * One exception, named by the caller: the stall records its baskets with `record(sales, 'stallSell')`, so a STALL
 * user (who holds `stallSell`, not `salesRecord`) can sell there and nowhere else.
 */
@Injectable()
export class SaleWriter {
  constructor(
    private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly invoices: InvoicesService,
  ) {}

  /**
   * Runs `work` in one transaction (once more after a deadlock), then announces what it wrote: `lead` first (the
   * caller's own event, such as the order's), then each sale and each stock change.
   */
  async write<T>(actor: AuthUser, work: (tx: SaleTransaction) => Promise<T>, lead?: (result: T) => Promise<void>): Promise<T> {
    let attempt = 0;
    for (;;) {
      const said: Announcement = { sales: [], stock: [] };
      try {
        const result = await this.ds.transaction((m) => work(new SaleTransaction(m, actor, this.invoices, said)));
        if (lead) await lead(result);
        await this.announce(actor, said);
        return result;
      } catch (e) {
        if (attempt++ >= 1 || !isRetryable(e)) throw e;
      }
    }
  }

  private async announce(actor: AuthUser, said: Announcement): Promise<void> {
    for (const s of said.sales) await this.events.emit({ entityType: 'sale', action: s.action, entityId: s.id, entityName: s.name, actor });
    for (const n of said.stock) await emitStockChange(this.events, actor, n.product, n.kind, n.changes);
  }
}

/** The writer's operations inside one transaction; `manager` is there for the caller's own rows (locked first). */
export class SaleTransaction {
  constructor(
    readonly manager: EntityManager,
    private readonly actor: AuthUser,
    private readonly invoices: InvoicesService,
    private readonly said: Announcement,
  ) {}

  private must(flag: Permission): void {
    if (!hasPermission(this.actor.permissions, flag)) throw new ForbiddenError();
  }

  /**
   * Records every sale, all or none: stock taken per size (409 when short, unless an oversell), with VAT on an invoice
   * each. `flag` is `salesRecord` except for the stall's baskets (`stallSell`).
   */
  async record(sales: NewSale[], flag: 'salesRecord' | 'stallSell' = 'salesRecord'): Promise<string[]> {
    this.must(flag);
    const m = this.manager;
    const locked = await lockCounts(
      m,
      sales.map((s) => s.product.id),
    );
    await this.invoices.holdChain(m, []);
    const ids: string[] = [];
    const stock = new Map<string, Announcement['stock'][number]>();
    for (const s of sales) {
      const counts = locked.get(s.product.id)!;
      const size = saleSize(s.product, s.size, counts);
      assertSaleValue({ originalPrice: s.originalPrice, sellingPrice: s.sellingPrice, discountedPrice: s.discountedPrice, quantity: s.quantity });
      const id = newId();
      // the sale row goes first: its movements name it
      await m.insert(Sale, {
        id,
        productId: s.product.id,
        productRef: s.product.id,
        productName: s.product.name,
        productBrand: s.product.brand,
        saleDate: s.saleDate,
        platform: s.platform,
        originalPrice: s.originalPrice,
        sellingPrice: s.sellingPrice,
        discountedPrice: s.discountedPrice,
        customerName: s.customerName ?? null,
        customerLocation: s.customerLocation ?? null,
        saleNotes: s.saleNotes ?? null,
        quantity: s.quantity,
        size,
        orderCode: s.orderCode ?? null,
      });
      const take = await takeForSale(m, counts, {
        product: s.product,
        size,
        quantity: s.quantity,
        credit: 0,
        oversell: s.oversell,
        saleId: id,
        kind: 'SALE',
        actor: this.actor,
      });
      if (take.taken || take.oversold) await m.update(Sale, { id }, { stockTaken: take.taken, oversold: take.oversold });
      await this.invoices.afterSaleRecorded(m, id, s.invoicedAt);
      ids.push(id);
      this.said.sales.push({ id, name: s.product.name, action: 'created' });
      if (counts.size && size !== null) {
        const note = stock.get(s.product.id) ?? { product: s.product, kind: 'SALE' as const, changes: [] };
        note.changes.push({ size, delta: -take.taken, oversold: take.oversold });
        stock.set(s.product.id, note);
      }
    }
    this.said.stock.push(...stock.values());
    return ids;
  }

  /**
   * Changes one sale. A change of product, size or quantity moves stock: the sale's pieces count as available to it,
   * so only the difference moves (or, for another product or size, all of it goes back and the new line is taken).
   * With an open invoice whose lines changed, the invoice is credited and the sale invoiced anew.
   */
  async edit(id: string, change: SaleChange): Promise<void> {
    this.must('salesRecord');
    const m = this.manager;
    const sale = await m.findOne(Sale, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!sale) throw new NotFoundError(SALE_MESSAGES.notFound);
    const patch: Partial<Sale> = { ...change.fields };
    if (change.product) {
      Object.assign(patch, {
        productId: change.product.id,
        productRef: change.product.id,
        productName: change.product.name,
        productBrand: change.product.brand,
      });
    }
    assertSaleValue({
      originalPrice: patch.originalPrice ?? sale.originalPrice,
      sellingPrice: patch.sellingPrice ?? sale.sellingPrice,
      discountedPrice: patch.discountedPrice !== undefined ? patch.discountedPrice : sale.discountedPrice,
      quantity: change.quantity ?? sale.quantity,
    });
    const stockChanged =
      change.product !== undefined ||
      (change.size !== undefined && change.size !== sale.size) ||
      (change.quantity !== undefined && change.quantity !== sale.quantity);
    const product = change.product ?? (stockChanged && sale.productId ? await this.productOf(sale.productId) : null);
    const locked = await lockCounts(m, [...(product ? [product.id] : []), ...(sale.productId ? [sale.productId] : [])]);
    await this.invoices.holdChain(m, [id]);
    if (stockChanged) {
      patch.quantity = change.quantity ?? sale.quantity;
      // a sale whose product is gone has nothing to count: it keeps what it says
      if (product) await this.takeAgain(sale, product, change, patch, locked);
      else if (change.size !== undefined) patch.size = change.size;
    }
    if (Object.keys(patch).length) await m.update(Sale, { id }, patch);
    await this.invoices.afterSaleEdited(m, id);
    this.said.sales.push({ id, name: patch.productName ?? sale.productName, action: 'updated' });
  }

  private async takeAgain(sale: Sale, product: SaleProduct, change: SaleChange, patch: Partial<Sale>, locked: Map<string, Map<string, number>>) {
    const m = this.manager;
    const counts = locked.get(product.id)!;
    const size = saleSize(product, change.size !== undefined ? change.size : change.product ? undefined : sale.size, counts);
    patch.size = size;
    const sameLine = sale.productId === product.id && sale.size === size;
    if (!sameLine && sale.productId) {
      const oldCounts = locked.get(sale.productId)!;
      const ref = { productId: sale.productId, size: sale.size, stockTaken: sale.stockTaken, id: sale.id };
      if (await giveBack(m, oldCounts, ref, 'SALE_EDIT', this.actor)) {
        const old = sale.productId === product.id ? product : { id: sale.productId, name: sale.productName };
        this.said.stock.push({ product: old, kind: 'SALE_EDIT', changes: [{ size: sale.size as string, delta: sale.stockTaken }] });
      }
    }
    const take = await takeForSale(m, counts, {
      product,
      size,
      quantity: patch.quantity as number,
      credit: sameLine ? sale.stockTaken : 0,
      oversell: change.oversell,
      saleId: sale.id,
      kind: 'SALE_EDIT',
      actor: this.actor,
    });
    patch.stockTaken = take.taken;
    patch.oversold = take.oversold;
    const delta = (sameLine ? sale.stockTaken : 0) - take.taken;
    if (counts.size && size !== null && (delta !== 0 || take.oversold)) {
      this.said.stock.push({ product, kind: 'SALE_EDIT', changes: [{ size, delta, oversold: take.oversold }] });
    }
  }

  /** Deletes the sales (all or none): their stock goes back, their open invoices are credited in full. */
  async remove(ids: string[]): Promise<Sale[]> {
    this.must('salesDelete');
    const m = this.manager;
    if (!ids.length) return [];
    const sales: Sale[] = await m
      .createQueryBuilder(Sale, 's')
      .where('s.id IN (:...ids)', { ids })
      .orderBy('s.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
    const locked = await lockCounts(
      m,
      sales.flatMap((s) => (s.productId ? [s.productId] : [])),
    );
    await this.invoices.holdChain(
      m,
      sales.map((s) => s.id),
    );
    for (const sale of sales) {
      if (sale.productId && sale.stockTaken > 0) {
        const ref = { productId: sale.productId, size: sale.size, stockTaken: sale.stockTaken, id: sale.id };
        if (await giveBack(m, locked.get(sale.productId)!, ref, 'SALE_DELETE', this.actor)) {
          this.said.stock.push({
            product: { id: sale.productId, name: sale.productName },
            kind: 'SALE_DELETE',
            changes: [{ size: sale.size as string, delta: sale.stockTaken }],
          });
        }
      }
      await this.invoices.beforeSaleDeleted(m, sale.id);
      await m.delete(Sale, { id: sale.id });
      this.said.sales.push({ id: sale.id, name: sale.productName, action: 'deleted' });
    }
    return sales;
  }

  private async productOf(id: string): Promise<SaleProduct | null> {
    const rows: SaleProduct[] = await this.manager.query(`SELECT "id", "name", "brand", "sizes" FROM "products" WHERE "id" = $1`, [id]);
    return rows[0] ?? null;
  }
}
