import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  applyPromotion,
  bestPromotion,
  type DiscountLicence,
  formatPrice,
  normalizePromotionCode,
  PROMOTION_CHECK_REFUSAL,
  PROMOTION_CHECK_REFUSAL_AR,
  PROMOTION_CODE_PATTERN,
  PROMOTION_MESSAGES as M,
  PROMOTION_WARNINGS_ERROR,
  PROMOTION_LIMITS,
  promotionRunning,
  type PromotionCheckAnswer,
  type PromotionFigures,
  type PromotionLine,
  type PromotionOutcome,
  type PromotionRule,
  type PromotionSaveAnswer,
  type LineDiscount,
  type PromotionWarning,
  type PromotionWarningCode,
  type PromotionWarningsAnswer,
  type PublicPromotion,
  type PublicPromotionsAnswer,
  type StaffPromotion,
} from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { newId } from '../core/ids/ids';
import { clientSource } from '../core/rate-limit/client-source';
import { RateLimit } from '../core/rate-limit/rate-limit';
import { shopDay } from '../core/time/shop-day';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../core/validation/errors';
import { DomainEvents } from '../core/cluster/domain-events';
import type { DiscountLicenceDto, PromotionCheckDto, PromotionDto } from './dto/promotion.dto';
import { Promotion } from './promotion.entity';
import { returningRows } from '../database/returning-rows';

/** A save with warnings the caller has not acknowledged: 409, nothing saved (see PROMOTION_WARNINGS_ERROR). */
class WarningsError extends ConflictError {
  override readonly error = PROMOTION_WARNINGS_ERROR;
}

/** Symbols of generated codes: no 0/O, 1/I/L, easy to read out. */
const CODE_SYMBOLS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A product as the promotion rule prices it. */
interface PricedProduct {
  id: string;
  categoryId: string;
  brand: string;
  name: string;
  effectivePrice: number;
  sellingPrice: number;
  costPrice: number;
}

/** What an order carries of its promotion, as confirmed at submit time. */
export interface OrderPromotion {
  promoCode: string | null;
  outcome: PromotionOutcome | null;
}

/** A line's share as the order keeps it (absent when the line has none). */
export type OrderLineShare = LineDiscount;

const rule = (p: Promotion): PromotionRule => ({
  id: p.id,
  kind: p.kind,
  value: p.value,
  appliesTo: p.appliesTo,
  targets: p.targets,
  minimumTotal: p.minimumTotal,
  startsAt: p.startsAt.toISOString(),
  endsAt: p.endsAt.toISOString(),
  perOrderLimit: p.perOrderLimit,
  automatic: p.automatic,
});
const publicView = (p: Promotion): PublicPromotion => ({ ...rule(p), name: p.name, nameAr: p.nameAr });
const usable = (p: Promotion, now: Date) => promotionRunning(rule(p), now) && (p.usageLimit === null || p.used < p.usageLimit);

/**
 * THE licence rule (issue 43), for promotions and products' own discounts alike: no licence, days outside its
 * validity, or a percentage (null: an amount off, which has none) outside its announced range.
 */
function licenceWarnings(
  licence: DiscountLicence | null,
  offer: { from: string; to: string; percent: number | null },
  messages: { dates: string; range: string },
): PromotionWarning[] {
  if (!licence) return [{ code: 'NO_LICENCE', message: M.noLicence }];
  const warnings: PromotionWarning[] = [];
  if (offer.from < licence.validFrom || offer.to > licence.validTo) warnings.push({ code: 'OUTSIDE_LICENCE_DATES', message: messages.dates });
  if (offer.percent !== null && (offer.percent < licence.minPercent || offer.percent > licence.maxPercent)) {
    warnings.push({ code: 'OUTSIDE_LICENCE_RANGE', message: messages.range });
  }
  return warnings;
}

/**
 * Promotions and discount codes: staff save them (with warnings for below cost and outside the Ministry's licence),
 * shoppers check a code anonymously, orders are priced by the stacking rule (`bestPromotion` in @shop/common) at submit
 * time, and recording an order counts its promotion's use exactly once (`countUse`).
 *
 * Every save tells the other parts (a `promotion` or `licence` change): the activity log, and the storefront's
 * promotion clock, which has the pages rendered again at once rather than at its next minute.
 */
@Injectable()
export class PromotionsService {
  // per client source (an IPv4 address or an IPv6 /64), per instance: bounds guessing codes
  private readonly checks = new RateLimit(PROMOTION_LIMITS.checksPerMinute);

  constructor(
    private readonly ds: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async list(): Promise<StaffPromotion[]> {
    const rows = await this.ds.getRepository(Promotion).find({ order: { startsAt: 'DESC', id: 'ASC' } });
    const codes = await this.codesOf(rows.map((r) => r.id));
    return rows.map((r) => this.staffView(r, codes.get(r.id) ?? []));
  }

  async get(id: string): Promise<StaffPromotion> {
    const row = await this.ds.getRepository(Promotion).findOne({ where: { id } });
    if (!row) throw new NotFoundError(M.notFound);
    return this.staffView(row, (await this.codesOf([id])).get(id) ?? []);
  }

  /** The warnings a save of `dto` would answer, nothing saved. */
  async warnings(_actor: AuthUser, dto: PromotionDto): Promise<PromotionWarningsAnswer> {
    this.checkShape(dto);
    return { warnings: await this.warningsOf(this.ds.manager, dto) };
  }

  async create(actor: AuthUser, dto: PromotionDto): Promise<PromotionSaveAnswer> {
    return this.save(actor, null, dto);
  }

  async update(actor: AuthUser, id: string, dto: PromotionDto): Promise<PromotionSaveAnswer> {
    return this.save(actor, id, dto);
  }

  async remove(actor: AuthUser, id: string): Promise<void> {
    const [row] = await returningRows<{ name: string }>(this.ds, `DELETE FROM "promotions" WHERE "id" = $1 RETURNING "name"`, [id]);
    if (!row) throw new NotFoundError(M.notFound);
    await this.events.emit({ entityType: 'promotion', action: 'deleted', entityId: id, entityName: row.name, actor });
  }

  private checkShape(dto: PromotionDto): void {
    if (!(Date.parse(dto.endsAt) > Date.parse(dto.startsAt))) throw new ValidationError({ endsAt: M.datesInvalid });
    if (dto.kind === 'PERCENT' && dto.value > 100) throw new ValidationError({ value: M.valueInvalid });
    if (dto.appliesTo !== 'ORDER' && !(dto.targets ?? []).length) throw new ValidationError({ targets: M.targetsRequired });
  }

  private async save(actor: AuthUser, id: string | null, dto: PromotionDto): Promise<PromotionSaveAnswer> {
    this.checkShape(dto);
    const typed = [...new Set((dto.codes ?? []).map(normalizePromotionCode))];
    const generated = dto.generate ? this.generate(dto.generate.prefix, dto.generate.count, new Set(typed)) : [];
    const codes = [...typed, ...generated];
    if (codes.length > PROMOTION_LIMITS.codesMax) throw new ValidationError({ codes: M.codeInvalid });
    const saved = await this.ds.transaction(async (m) => {
      const warnings = await this.warningsOf(m, dto);
      if (warnings.length && dto.acknowledgeWarnings !== true) throw new WarningsError(warnings.map((w) => w.message).join('\n'));
      const promotionId = id ?? newId();
      const fields = {
        name: dto.name,
        nameAr: dto.nameAr ?? null,
        kind: dto.kind,
        value: dto.value,
        appliesTo: dto.appliesTo,
        targets: dto.appliesTo === 'ORDER' ? [] : [...new Set(dto.targets ?? [])],
        minimumTotal: dto.minimumTotal ?? 0,
        startsAt: new Date(dto.startsAt),
        endsAt: new Date(dto.endsAt),
        usageLimit: dto.usageLimit ?? null,
        perOrderLimit: dto.perOrderLimit ?? null,
        automatic: codes.length === 0,
      };
      if (id) {
        const [row] = await m.query(`SELECT "id" FROM "promotions" WHERE "id" = $1 FOR UPDATE`, [id]);
        if (!row) throw new NotFoundError(M.notFound);
        await m.update(Promotion, { id }, fields);
        await m.query(`DELETE FROM "promotion_codes" WHERE "promotion_id" = $1`, [id]);
      } else {
        await m.insert(Promotion, { id: promotionId, ...fields });
      }
      if (codes.length) {
        const inserted: { code: string }[] = await m.query(
          `INSERT INTO "promotion_codes" ("code", "promotion_id") SELECT unnest($1::varchar[]), $2 ON CONFLICT ("code") DO NOTHING RETURNING "code"`,
          [codes, promotionId],
        );
        if (inserted.length < codes.length) {
          const got = new Set(inserted.map((r) => r.code));
          throw new ConflictError(M.codeTaken(codes.find((c) => !got.has(c)) as string));
        }
      }
      return { promotionId, warnings };
    });
    const action = id ? 'updated' : 'created';
    await this.events.emit({ entityType: 'promotion', action, entityId: saved.promotionId, entityName: dto.name, actor });
    return { ...(await this.get(saved.promotionId)), warnings: saved.warnings };
  }

  private generate(prefix: string, count: number, taken: Set<string>): string[] {
    const out: string[] = [];
    const head = normalizePromotionCode(prefix);
    while (out.length < count) {
      let tail = '';
      for (let i = 0; i < 6; i++) tail += CODE_SYMBOLS[randomInt(CODE_SYMBOLS.length)];
      const code = `${head}-${tail}`;
      if (!taken.has(code)) {
        taken.add(code);
        out.push(code);
      }
    }
    return out;
  }

  /**
   * Below cost (a piece at full price that the promotion would sell under its cost price; FIXED_ORDER is checked as
   * if the whole amount came off one piece of the cheapest eligible product above the minimum), no licence, dates
   * outside the licence's, a percentage outside its announced range.
   */
  private async warningsOf(m: EntityManager, dto: PromotionDto): Promise<PromotionWarning[]> {
    const warnings: PromotionWarning[] = [];
    const targets = dto.targets ?? [];
    const rows: { name: string; selling_price: string; original_price: string }[] = await m.query(
      `SELECT p."name", p."selling_price", p."original_price" FROM "products" p
       WHERE NOT p."archived" AND p."effective_price" >= p."selling_price"
         AND ($1 = 'ORDER' OR ($1 = 'CATEGORIES' AND p."category_id" = ANY($2::varchar[])) OR ($1 = 'PRODUCTS' AND p."id" = ANY($2::varchar[]))
              OR ($1 = 'BRANDS' AND lower(trim(p."brand")) = ANY($3::text[])))
       ORDER BY p."name" LIMIT 5000`,
      [dto.appliesTo, targets, targets.map((t) => t.trim().toLowerCase())],
    );
    const below = rows.find((r) => {
      const selling = Number(r.selling_price);
      const cost = Number(r.original_price);
      const off = dto.kind === 'PERCENT' ? (selling * dto.value) / 100 : dto.value;
      return selling - off < cost;
    });
    const warn = (code: PromotionWarningCode, message: string) => warnings.push({ code, message });
    if (below) warn('BELOW_COST', M.belowCost(below.name));
    const from = shopDay(new Date(dto.startsAt));
    // the end is excluded: a promotion ending at midnight ends on the day before
    const to = shopDay(new Date(Date.parse(dto.endsAt) - 1));
    const percent = dto.kind === 'PERCENT' ? dto.value : null;
    warnings.push(...licenceWarnings(await this.licenceOf(m), { from, to, percent }, { dates: M.outsideLicenceDates, range: M.outsideLicenceRange }));
    return warnings;
  }

  /**
   * A product's own discount (a struck price the storefront announces from today on) against the licence: the same
   * rule as a promotion's, its percentage the part of the selling price taken off. None without a discount.
   */
  async productDiscountWarnings(sellingPrice: number, discountedPrice: number | null, now = new Date()): Promise<PromotionWarning[]> {
    if (discountedPrice === null || discountedPrice >= sellingPrice) return [];
    const percent = Math.round(((sellingPrice - discountedPrice) / sellingPrice) * 10000) / 100;
    const today = shopDay(now);
    return licenceWarnings(
      await this.licence(),
      { from: today, to: today, percent },
      { dates: M.productOutsideLicenceDates, range: M.productOutsideLicenceRange(String(percent)) },
    );
  }

  private staffView(p: Promotion, codes: string[]): StaffPromotion {
    return {
      ...publicView(p),
      codes,
      usageLimit: p.usageLimit,
      used: p.used,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  private async codesOf(ids: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (!ids.length) return out;
    const rows: { code: string; promotion_id: string }[] = await this.ds.query(
      `SELECT "code", "promotion_id" FROM "promotion_codes" WHERE "promotion_id" = ANY($1::varchar[]) ORDER BY "code"`,
      [ids],
    );
    for (const r of rows) out.set(r.promotion_id, [...(out.get(r.promotion_id) ?? []), r.code]);
    return out;
  }

  // The licence.

  async licence(): Promise<DiscountLicence | null> {
    return this.licenceOf(this.ds.manager);
  }

  private async licenceOf(m: EntityManager): Promise<DiscountLicence | null> {
    const [r]: {
      number: string;
      url: string | null;
      barcode_url: string | null;
      valid_from: string;
      valid_to: string;
      min_percent: string;
      max_percent: string;
    }[] = await m.query(
      `SELECT "number", "url", "barcode_url", to_char("valid_from", 'YYYY-MM-DD') AS "valid_from", to_char("valid_to", 'YYYY-MM-DD') AS "valid_to",
              "min_percent", "max_percent" FROM "discount_licence" WHERE "id" = 1`,
    );
    if (!r) return null;
    return {
      number: r.number,
      url: r.url,
      barcodeUrl: r.barcode_url,
      validFrom: r.valid_from,
      validTo: r.valid_to,
      minPercent: Number(r.min_percent),
      maxPercent: Number(r.max_percent),
    };
  }

  async saveLicence(actor: AuthUser, dto: DiscountLicenceDto): Promise<DiscountLicence> {
    if (dto.validTo < dto.validFrom) throw new ValidationError({ validTo: M.licenceDatesInvalid });
    if (dto.maxPercent < dto.minPercent) throw new ValidationError({ maxPercent: M.licenceRangeInvalid });
    await this.ds.query(
      `INSERT INTO "discount_licence" ("id", "number", "url", "barcode_url", "valid_from", "valid_to", "min_percent", "max_percent")
       VALUES (1, $1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("id") DO UPDATE SET "number" = $1, "url" = $2, "barcode_url" = $3, "valid_from" = $4, "valid_to" = $5,
         "min_percent" = $6, "max_percent" = $7, "updated_at" = now()`,
      [dto.number, dto.url ?? null, dto.barcodeUrl ?? null, dto.validFrom, dto.validTo, dto.minPercent, dto.maxPercent],
    );
    await this.events.emit({ entityType: 'licence', action: 'updated', entityId: null, entityName: dto.number, actor });
    return (await this.licence()) as DiscountLicence;
  }

  async removeLicence(actor: AuthUser): Promise<void> {
    const [row] = await returningRows<{ number: string }>(this.ds, `DELETE FROM "discount_licence" WHERE "id" = 1 RETURNING "number"`);
    if (row) await this.events.emit({ entityType: 'licence', action: 'deleted', entityId: null, entityName: row.number, actor });
  }

  // The shoppers' side.

  /** The storefront's view: the licence and the automatic promotions that have not ended (the banner's). */
  async publicView(now = new Date()): Promise<PublicPromotionsAnswer> {
    const rows = await this.ds
      .getRepository(Promotion)
      .createQueryBuilder('p')
      .where('p.automatic AND p.endsAt > :now', { now })
      .orderBy('p.startsAt', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
    return { licence: await this.licence(), promotions: rows.filter((p) => p.usageLimit === null || p.used < p.usageLimit).map(publicView) };
  }

  /**
   * The cart's anonymous check: unknown, expired, not yet started and used-up codes all answer 200 with the same
   * refusal, so a caller learns nothing about which codes exist; limited per client source (429).
   */
  async check(address: string, dto: PromotionCheckDto, now = new Date()): Promise<PromotionCheckAnswer> {
    const wait = this.checks.take(clientSource(address), 1);
    if (wait) throw new TooManyRequestsError(M.tooManyChecks, wait);
    const refused: PromotionCheckAnswer = { valid: false, message: PROMOTION_CHECK_REFUSAL, messageAr: PROMOTION_CHECK_REFUSAL_AR };
    const code = normalizePromotionCode(dto.code);
    if (!PROMOTION_CODE_PATTERN.test(code)) return refused;
    const p = await this.byCode(this.ds.manager, code);
    if (!p || !usable(p, now)) return refused;
    let discount: number | null = null;
    if (dto.lines?.length) {
      const lines = await this.pricedLines(this.ds.manager, dto.lines);
      discount = lines ? (applyPromotion(rule(p), lines, now)?.discount ?? 0) : null;
    }
    return { valid: true, code, promotion: publicView(p), discount };
  }

  private async byCode(m: EntityManager, code: string): Promise<Promotion | null> {
    return m
      .getRepository(Promotion)
      .createQueryBuilder('p')
      .innerJoin('promotion_codes', 'c', 'c.promotion_id = p.id')
      .where('c.code = :code', { code })
      .getOne();
  }

  private async products(m: EntityManager, ids: string[]): Promise<Map<string, PricedProduct>> {
    // the row is the PricedProduct: named as its fields, prices as float8 so they arrive as numbers (two decimals each)
    const rows: PricedProduct[] = await m.query(
      `SELECT "id", "category_id" AS "categoryId", "brand", "name", "effective_price"::float8 AS "effectivePrice",
              "selling_price"::float8 AS "sellingPrice", "original_price"::float8 AS "costPrice"
       FROM "products" WHERE "id" = ANY($1::varchar[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  private async pricedLines(m: EntityManager, lines: { productId: string; quantity: number }[]): Promise<PromotionLine[] | null> {
    const products = await this.products(
      m,
      lines.map((l) => l.productId),
    );
    const out: PromotionLine[] = [];
    for (const l of lines) {
      const p = products.get(l.productId);
      if (!p) return null;
      out.push({
        productId: p.id,
        categoryId: p.categoryId,
        brand: p.brand,
        quantity: l.quantity,
        unitPrice: p.effectivePrice,
        sellingPrice: p.sellingPrice,
      });
    }
    return out;
  }

  /**
   * An order's promotion at submit time, by the stacking rule: the automatic promotions running now and the code's
   * (when given). A code that cannot be used answers 400 on `promoCode` with the check's refusal; `seen` (the discount
   * the shopper saw), when sent, must match, as a line's price must.
   */
  async forOrder(
    m: EntityManager | DataSource,
    lines: { productId: string; quantity: number; unitPrice: number; sellingPrice: number }[],
    typed: string | null | undefined,
    seen: number | undefined,
    currency: string,
    now = new Date(),
  ): Promise<OrderPromotion> {
    const manager = m instanceof DataSource ? m.manager : m;
    let coded: Promotion | null = null;
    if (typed != null && typed.trim() !== '') {
      const code = normalizePromotionCode(typed);
      coded = PROMOTION_CODE_PATTERN.test(code) ? await this.byCode(manager, code) : null;
      if (!coded || !usable(coded, now)) throw new ValidationError({ promoCode: M.codeRefused });
    }
    const automatic = await manager
      .getRepository(Promotion)
      .createQueryBuilder('p')
      .where('p.automatic AND p.startsAt <= :now AND p.endsAt > :now', { now })
      .andWhere('(p.usageLimit IS NULL OR p.used < p.usageLimit)')
      .getMany();
    const candidates = [...automatic, ...(coded ? [coded] : [])];
    let outcome: PromotionOutcome | null = null;
    if (candidates.length) {
      const products = await this.products(
        manager,
        lines.map((l) => l.productId),
      );
      const priced: PromotionLine[] = lines.map((l) => {
        const p = products.get(l.productId);
        return {
          productId: l.productId,
          categoryId: p?.categoryId ?? '',
          brand: p?.brand ?? '',
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          sellingPrice: l.sellingPrice,
        };
      });
      outcome = bestPromotion(priced, candidates.map(rule), now, coded?.id ?? null);
    }
    const discount = outcome?.discount ?? 0;
    if (seen !== undefined && Math.round(seen * 100) !== Math.round(discount * 100)) {
      throw new ValidationError({ discount: M.discountChanged(formatPrice(discount, currency)) });
    }
    const promoCode = coded && outcome?.promotionId === coded.id ? normalizePromotionCode(typed as string) : null;
    return { promoCode, outcome };
  }

  /** The order's own promotion over edited lines, at the moment the order arrived; null when it no longer applies. */
  async reprice(
    m: EntityManager,
    promotionId: string,
    lines: { productId: string; quantity: number; unitPrice: number; sellingPrice: number }[],
    at: Date,
  ): Promise<PromotionOutcome | null> {
    const p = await m.getRepository(Promotion).findOne({ where: { id: promotionId } });
    if (!p) return null;
    const products = await this.products(
      m,
      lines.map((l) => l.productId),
    );
    const priced = lines.map((l) => ({
      productId: l.productId,
      categoryId: products.get(l.productId)?.categoryId ?? '',
      brand: products.get(l.productId)?.brand ?? '',
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      sellingPrice: l.sellingPrice,
    }));
    return applyPromotion(rule(p), priced, at);
  }

  /**
   * Counts one use of the promotion, in the caller's transaction (recording an order, after its claim): the
   * conditional UPDATE holds the limit exactly, on any number of instances (a second transaction waits on the row,
   * then sees the raised count). At the limit: 409, and the caller's transaction rolls back, all lines or none.
   */
  static async countUse(m: EntityManager, promotionId: string): Promise<void> {
    const rows = await returningRows(
      m,
      `UPDATE "promotions" SET "used" = "used" + 1 WHERE "id" = $1 AND ("usage_limit" IS NULL OR "used" < "usage_limit") RETURNING "id"`,
      [promotionId],
    );
    if (!rows.length) {
      const [exists] = await m.query(`SELECT 1 FROM "promotions" WHERE "id" = $1`, [promotionId]);
      // a promotion deleted since the order was sent: the discount confirmed then stays, nothing to count
      if (exists) throw new ConflictError(M.usedUp);
    }
  }

  /** A promotion's figures, from the sales recorded from the orders that carried it. */
  async figures(id: string): Promise<PromotionFigures> {
    await this.get(id);
    const [r]: { orders: number; pieces: number; revenue: string; discount: string }[] = await this.ds.query(
      `SELECT count(*)::int AS "orders", coalesce(sum(x."pieces"), 0)::int AS "pieces", coalesce(sum(x."revenue"), 0) AS "revenue",
              coalesce(sum(x."discount"), 0) AS "discount"
       FROM (SELECT o."discount", sum(s."quantity") AS "pieces", sum(s."final_price" * s."quantity") AS "revenue"
             FROM "orders" o JOIN "sales" s ON s."order_code" = o."code"
             WHERE o."promotion_id" = $1 GROUP BY o."code", o."discount") x`,
      [id],
    );
    return { orders: r.orders, pieces: r.pieces, revenue: Number(r.revenue), discount: Number(r.discount) };
  }
}
