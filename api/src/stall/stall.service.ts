import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatPrice, type StallBasketResult, type StallCatalog, type StallPayment, type StallTakings, type StallVat } from '@shop/common';
import { STALL_CLOCK_SKEW_MS, STALL_MAX_AGE_DAYS, STALL_MESSAGES } from './stall.messages';
import type { AuthUser } from '../core/actor/auth-user';
import { shopDay } from '../core/time/shop-day';
import { dayEndExclusiveSql, dayStartSql } from '../core/time/shop-time.sql';
import { ValidationError } from '../core/validation/errors';
import { type NewSale, SaleWriter } from '../sales/sale-writer.service';
import { TaxSettingsService } from '../tax-settings/tax-settings.service';
import type { StallBasketDto } from './dto/stall-basket.dto';

interface BasketRow {
  id: string;
  made_at: Date;
  payment: StallPayment;
  sale_ids: string[];
  oversold_lines: number[];
}

interface ProductRow {
  id: string;
  name: string;
  brand: string;
  sizes: string[];
  original_price: string;
  selling_price: string;
  discounted_price: string | null;
  effective_price: string;
}

/** Thrown inside a basket's transaction when its id was already recorded: rolls back whatever this send began. */
class AlreadyRecorded extends Error {}

const present = (b: BasketRow, repeated: boolean): StallBasketResult => ({
  id: b.id,
  madeAt: new Date(b.made_at).toISOString(),
  payment: b.payment,
  saleIds: b.sale_ids,
  oversoldLines: b.oversold_lines,
  repeated,
});

/**
 * The market stall. A basket is recorded through the one sale writer, every line a sale on PHYSICAL_STORE dated at the
 * stall time, all lines or none, exactly once per basket id: its `stall_baskets` row is inserted first in the same
 * transaction, so a second send (a retry, on this instance or another) waits on the primary key while the first is
 * open and then finds it recorded; it answers the first result and writes nothing. A basket made offline whose stock
 * was sold online meanwhile is recorded anyway as an oversell (the OVERSELL movement, on hand never below 0), and the
 * answer names those lines; staff see the sales flagged as oversold.
 */
@Injectable()
export class StallService {
  constructor(
    private readonly ds: DataSource,
    private readonly writer: SaleWriter,
    private readonly tax: TaxSettingsService,
  ) {}

  async recordBasket(actor: AuthUser, dto: StallBasketDto): Promise<StallBasketResult> {
    const earlier = await this.basket(dto.id);
    if (earlier) return present(earlier, true);
    const madeAt = this.stallTime(dto.madeAt);
    const sales = await this.salesOf(dto, madeAt);
    try {
      const row = await this.writer.write(actor, async (tx) => {
        const m = tx.manager;
        const total = dto.lines.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100;
        const inserted: unknown[] = await m.query(
          `INSERT INTO "stall_baskets" ("id", "made_at", "payment", "user_id", "sale_ids", "total") VALUES ($1, $2, $3, $4, '{}', $5)
           ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
          [dto.id, madeAt, dto.payment, actor.id, total],
        );
        if (!inserted.length) throw new AlreadyRecorded();
        const ids = await tx.record(sales, 'stallSell');
        const oversold: { id: string }[] = await m.query(`SELECT "id" FROM "sales" WHERE "id" = ANY($1) AND "oversold" > 0`, [ids]);
        const flagged = new Set(oversold.map((o) => o.id));
        const oversoldLines = ids.flatMap((id, i) => (flagged.has(id) ? [i] : []));
        await m.query(`UPDATE "stall_baskets" SET "sale_ids" = $2, "oversold_lines" = $3 WHERE "id" = $1`, [dto.id, ids, oversoldLines]);
        return { id: dto.id, made_at: madeAt, payment: dto.payment, sale_ids: ids, oversold_lines: oversoldLines } satisfies BasketRow;
      });
      return present(row, false);
    } catch (e) {
      if (!(e instanceof AlreadyRecorded)) throw e;
      return present((await this.basket(dto.id))!, true);
    }
  }

  /** The stall time, bounded: a phone's clock may run a little ahead; a basket kept for over a week is refused. */
  private stallTime(iso: string): Date {
    const at = new Date(iso);
    const now = Date.now();
    if (Number.isNaN(at.getTime())) throw new ValidationError({ madeAt: STALL_MESSAGES.madeAtInvalid });
    if (at.getTime() > now + STALL_CLOCK_SKEW_MS) throw new ValidationError({ madeAt: STALL_MESSAGES.madeAtFuture });
    if (at.getTime() < now - STALL_MAX_AGE_DAYS * 86_400_000) throw new ValidationError({ madeAt: STALL_MESSAGES.madeAtTooOld });
    return at;
  }

  /**
   * Each line as a sale at the shop's price: the discounted price when set, else the selling price. No flag lets
   * staff give a discount at the stall, so a line with another price is refused (400 naming the line) and nothing of
   * the basket is recorded.
   */
  private async salesOf(dto: StallBasketDto, madeAt: Date): Promise<NewSale[]> {
    const rows: ProductRow[] = await this.ds.query(
      `SELECT "id", "name", "brand", "sizes", "original_price", "selling_price", "discounted_price", "effective_price"
         FROM "products" WHERE "id" = ANY($1)`,
      [dto.lines.map((l) => l.productId)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return dto.lines.map((line, i) => {
      const p = byId.get(line.productId);
      if (!p) throw new ValidationError({ [`lines.${i}.productId`]: STALL_MESSAGES.productNotFound(i + 1) });
      const price = Number(p.effective_price);
      if (Math.round(line.unitPrice * 100) !== Math.round(price * 100)) {
        throw new ValidationError({ [`lines.${i}.unitPrice`]: STALL_MESSAGES.priceNotShops(i + 1, formatPrice(price)) });
      }
      const discounted = p.discounted_price !== null && Number(p.discounted_price) > 0 ? Number(p.discounted_price) : null;
      return {
        product: { id: p.id, name: p.name, brand: p.brand, sizes: p.sizes },
        size: line.size,
        quantity: line.quantity,
        originalPrice: Number(p.original_price),
        sellingPrice: Number(p.selling_price),
        discountedPrice: discounted,
        platform: 'PHYSICAL_STORE',
        saleDate: madeAt,
        saleNotes: STALL_MESSAGES.saleNote(dto.payment),
        // sold at the stall already: a piece sold online meanwhile is an oversell to sort out, never a refusal
        oversell: true,
        invoicedAt: madeAt,
      };
    });
  }

  private async basket(id: string): Promise<BasketRow | null> {
    const rows: BasketRow[] = await this.ds.query(
      `SELECT "id", "made_at", "payment", "sale_ids", "oversold_lines" FROM "stall_baskets" WHERE "id" = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Today's (shop day) stall baskets by payment method: what their sales still say (an edited or deleted sale counts as it is now). */
  async today(): Promise<StallTakings> {
    const day = shopDay(new Date());
    const rows: { payment: StallPayment; baskets: string; total: string }[] = await this.ds.query(
      `SELECT b."payment", count(DISTINCT b."id") AS "baskets", coalesce(sum(s."final_price" * s."quantity"), 0) AS "total"
         FROM "stall_baskets" b LEFT JOIN "sales" s ON s."id" = ANY(b."sale_ids")
        WHERE b."made_at" >= ${dayStartSql('$1')} AND b."made_at" < ${dayEndExclusiveSql('$1')}
        GROUP BY b."payment" ORDER BY b."payment"`,
      [day],
    );
    const byPayment = rows.map((r) => ({ payment: r.payment, baskets: Number(r.baskets), total: Number(r.total) }));
    return { day, byPayment, total: Math.round(byPayment.reduce((s, r) => s + r.total * 100, 0)) / 100 };
  }

  /** Products shoppers can see, with the shop's price and each size's pieces left (null when not counted). */
  async catalog(): Promise<StallCatalog> {
    const tax = await this.tax.read(this.ds.manager);
    const rows: { id: string; name: string; brand: string; sizes: string[]; price: string; counts: Record<string, number> | null }[] =
      await this.ds.query(
        `SELECT p."id", p."name", p."brand", p."sizes", p."effective_price" AS "price",
                (SELECT jsonb_object_agg(ps."size", ps."on_hand") FROM "product_stock" ps WHERE ps."product_id" = p."id") AS "counts"
           FROM "products" p WHERE NOT p."archived" ORDER BY p."name", p."id"`,
      );
    return {
      generatedAt: new Date().toISOString(),
      vat: tax.vatRegistered
        ? ({
            sellerName: tax.legalNameAr as string,
            vatNumber: tax.vatNumber as string,
            vatRate: tax.vatRate,
            pricesIncludeVat: tax.pricesIncludeVat,
          } satisfies StallVat)
        : null,
      products: rows.map((r) => ({
        id: r.id,
        name: r.name,
        brand: r.brand,
        code: r.id.slice(-6).toUpperCase(),
        price: Number(r.price),
        sizes: r.sizes.map((size) => ({ size, left: r.counts ? (r.counts[size] ?? 0) : null })),
      })),
    };
  }
}
