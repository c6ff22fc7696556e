import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { parseOrderCode, type PublicOrderView, type StaffOrderListAnswer, type StaffOrderView } from '@shop/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ADVISORY_LOCK, runAlone } from '../core/cluster/advisory-locks';
import { clientSource, SourceKeys } from '../core/rate-limit/client-source';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../core/validation/errors';
import { shopDay } from '../core/time/shop-day';
import { RateLimit } from '../core/rate-limit/rate-limit';
import type { CreateOrderDto } from './dto/create-order.dto';
import type { ListOrdersQuery } from './dto/staff-order.dto';
import { confirmLines, liveProducts, orderTotal } from './order-catalog';
import { OrderIntake } from './order-intake';
import { ORDER_SWEEP_INTERVAL_MS, orderSettingsFrom, type OrderSettings } from './order-settings';
import { presentPublicOrder, presentStaffOrder, presentSummary } from './order-views';
import { Order } from './order.entity';
import { PromotionsService } from '../promotions/promotions.service';
import { ORDER_MESSAGES as M } from './orders.messages';

const DAY_MS = 24 * 60 * 60_000;
const PICKUP_DAYS_AHEAD = 60;
const SWEEP_BATCH = 5_000;

/** Chat orders as shoppers send and read them, the staff list, and the sweep of orders nobody confirmed. */
@Injectable()
export class OrdersService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Orders');
  readonly settings: OrderSettings = orderSettingsFrom(process.env);
  // per source (an IPv4 address or an IPv6 /64) and per instance: they bound this instance's work, every attempt
  // counted; the intake bounds what is stored, on all instances together; the sweep bounds the disk
  private readonly sent = new RateLimit(this.settings.perMinute);
  private readonly reads = new RateLimit(this.settings.readsPerMinute);
  private readonly intake = new OrderIntake(this.settings);
  private readonly sources: SourceKeys;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly promotions: PromotionsService,
  ) {
    this.sources = new SourceKeys(config.jwtSecret, 'orders');
  }

  onModuleInit(): void {
    if ((process.env.ORDER_SWEEP ?? '').toLowerCase() === 'off') return;
    this.sweepTimer = setInterval(() => {
      // several instances share the database: one sweeps, the others skip this hour
      runAlone(this.ds, ADVISORY_LOCK.orderSweep, () => this.sweep()).catch((e) => this.logger.error(`Order sweep failed: ${(e as Error).message}`));
    }, ORDER_SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  /** A shopper's Submit Order: every line re-checked against the live catalogue, stored with the prices confirmed. */
  async create(address: string, dto: CreateOrderDto): Promise<PublicOrderView> {
    const wait = this.sent.take(clientSource(address), 1);
    if (wait) throw new TooManyRequestsError(M.tooMany, wait);
    const now = Date.now();
    const placedAt = Date.parse(dto.placedAt);
    if (!(Math.abs(placedAt - now) <= DAY_MS)) throw new ValidationError({ placedAt: M.placedAtInvalid });
    const pickupDate = dto.pickupDate ?? null;
    if (pickupDate !== null) {
      const today = shopDay(new Date(now));
      const last = shopDay(new Date(now + PICKUP_DAYS_AHEAD * DAY_MS));
      if (pickupDate < today || pickupDate > last) throw new ValidationError({ pickupDate: M.pickupDateInvalid });
    }
    const products = await liveProducts(
      this.ds,
      dto.lines.map((l) => l.productId),
    );
    const lines = confirmLines(dto.lines, products, { shopper: true });
    const currency = products.get(lines[0].productId)?.currency ?? 'SAR';
    // the promotion by the stacking rule, confirmed now as the prices are: the order keeps it, its sales carry it
    const { promoCode, outcome } = await this.promotions.forOrder(this.ds, lines, dto.promoCode, dto.discount, currency);
    if (outcome) outcome.lines.forEach((d, i) => d.discount > 0 && Object.assign(lines[i], { promotion: d }));
    const discount = outcome?.discount ?? 0;
    const refusal = await this.ds.transaction(async (m) => {
      const refused = await this.intake.admit(m, this.sources.of(address));
      if (refused) return refused;
      const inserted: { code: string }[] = await m.query(
        `INSERT INTO "orders" ("code", "route", "language", "pickup_date", "placed_at", "lines", "total", "currency", "promo_code", "promotion_id", "discount")
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11) ON CONFLICT ("code") DO NOTHING RETURNING "code"`,
        [
          dto.code,
          dto.route,
          dto.language,
          pickupDate,
          new Date(placedAt),
          JSON.stringify(lines),
          orderTotal(lines),
          currency,
          promoCode,
          discount > 0 ? outcome!.promotionId : null,
          discount,
        ],
      );
      // thrown inside: the order's count goes back with it
      if (!inserted.length) throw new ConflictError(M.codeTaken);
      return null;
    });
    // thrown after the commit, so a budget refusal stays counted for staff
    if (refusal) throw new TooManyRequestsError(refusal.reason === 'budget' ? M.storagePaused : M.tooMany, refusal.wait);
    return presentPublicOrder(await this.load(dto.code));
  }

  /** The order page: any spelling of the code; an unknown or swept one is a 404. */
  async findPublic(address: string, code: string): Promise<PublicOrderView> {
    const wait = this.reads.take(clientSource(address), 1);
    if (wait) throw new TooManyRequestsError(M.tooManyReads, wait);
    return presentPublicOrder(await this.load(code));
  }

  /** The staff list, with `intake`: whether the shop-wide budget paused the storing of orders, and what it refused. */
  async list(query: ListOrdersQuery): Promise<StaffOrderListAnswer> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 25;
    const qb = this.orders.createQueryBuilder('o');
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.search) {
      // a whole code anywhere in the text, else the letters typed so far (a part of a code)
      const code = parseOrderCode(query.search);
      const part = query.search
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, '')
        .replace(/^RC/, '');
      if (code) qb.andWhere('o.code = :code', { code });
      else qb.andWhere(`replace(o.code, '-', '') LIKE :part`, { part: `%${part}%` });
    }
    const [rows, total] = await qb
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.code', 'ASC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return {
      orders: rows.map(presentSummary),
      pagination: { total, totalPages: Math.ceil(total / limit), page, limit },
      intake: await this.intake.status(this.ds),
    };
  }

  /** The badge: orders stored and still New (an order the budget refused was never stored, so never counted). */
  async countNew(): Promise<{ count: number }> {
    return { count: await this.orders.count({ where: { status: 'NEW' } }) };
  }

  async findForStaff(code: string): Promise<StaffOrderView> {
    const order = await this.load(code);
    const [products, sales] = await Promise.all([
      liveProducts(
        this.ds,
        order.lines.map((l) => l.productId),
      ),
      this.ds.query(`SELECT "id" FROM "sales" WHERE "order_code" = $1 ORDER BY "id"`, [order.code]) as Promise<{ id: string }[]>,
    ]);
    return presentStaffOrder(
      order,
      products,
      sales.map((s) => s.id),
    );
  }

  /** Any spelling of a code (lower case, no dash, inside pasted text) loads the order; nothing else does. */
  async load(text: string): Promise<Order> {
    const code = parseOrderCode(text);
    const order = code ? await this.orders.findOne({ where: { code } }) : null;
    if (!order) throw new NotFoundError(M.notFound);
    return order;
  }

  /**
   * Deletes orders still New (never confirmed, never recorded) older than the expiry, in batches; answers how many.
   * An order any sale names is never swept.
   */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.settings.expiryDays * DAY_MS);
    await this.intake.prune(this.ds);
    let removed = 0;
    for (;;) {
      const [, count] = (await this.ds.query(
        `DELETE FROM "orders" WHERE "code" IN (
           SELECT o."code" FROM "orders" o
           WHERE o."status" = 'NEW' AND o."recorded_at" IS NULL AND o."created_at" < $1
             AND NOT EXISTS (SELECT 1 FROM "sales" s WHERE s."order_code" = o."code")
           LIMIT ${SWEEP_BATCH})`,
        [before],
      )) as [unknown, number];
      removed += count;
      if (count < SWEEP_BATCH) return removed;
    }
  }
}
