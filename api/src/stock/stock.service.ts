import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  hasPermission,
  onlyLeftMessage,
  PRODUCT_MESSAGES,
  STOCK_LIMITS,
  STOCK_MESSAGES as M,
  type StockMovementKind,
  type StockMovementList,
  type StockMovementView,
  type StockSummary,
} from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { isEntityId } from '../core/ids/entity-id';
import { StockShortageError, ForbiddenError, NotFoundError, ValidationError } from '../core/validation/errors';
import type { AdjustStockDto } from './dto/adjust-stock.dto';
import type { ListMovementsQuery } from './dto/list-movements.query';
import type { SetStockDto } from './dto/set-stock.dto';
import { lockCounts, MOVEMENT_COLUMNS, recordMovement, toMovementView, type LockedCounts } from './stock-ledger';
import { emitStockChange, type StockChange } from './stock-events';
import { readStockSettings } from './stock-settings';
import { availabilityIsSql, soldOutSql } from './availability';
import type { StockProduct } from './sale-stock';

export const DEFAULT_MOVEMENTS_LIMIT = 50;

/** The answer of the stock-changing routes: the counts after the change and the movements it recorded. */
export interface StockLevels {
  productId: string;
  stockTracked: boolean;
  stockLeft: number | null;
  sizes: { size: string; onHand: number }[];
  movements: StockMovementView[];
}

@Injectable()
export class StockService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Starts, changes or stops counting a product. Starting records an INITIAL movement per size, a change a COUNTED
   * movement per size whose count differs; stopping brings every size to 0 (COUNTED) and drops the counts, and the
   * product's sales no longer hold stock to give back.
   */
  async setStock(actor: AuthUser, productId: string, dto: SetStockDto): Promise<StockLevels> {
    const { product, movements, changed } = await this.ds.transaction(async (m) => {
      const product = await this.lockProduct(m, productId);
      return { product, ...(await this.applySetStock(m, actor, product, dto)) };
    });
    if (changed) {
      const kind: StockMovementKind = movements[0]?.kind ?? 'COUNTED';
      await emitStockChange(
        this.events,
        actor,
        product,
        kind,
        movements.map((mv) => ({ size: mv.size, delta: mv.delta })),
      );
    }
    return this.levels(product.id, movements);
  }

  /**
   * A new product's first counts, set inside the create's transaction the same way as PUT /products/{id}/stock.
   * Answers what to announce once the create has committed.
   */
  async setStockOnCreate(m: EntityManager, actor: AuthUser | null, product: StockProduct, dto: SetStockDto): Promise<() => Promise<void>> {
    const { movements, changed } = await this.applySetStock(m, actor, product, dto, 'stock.');
    return async () => {
      if (changed)
        await emitStockChange(
          this.events,
          actor,
          product,
          movements[0].kind,
          movements.map((mv) => ({ size: mv.size, delta: mv.delta })),
        );
    };
  }

  /**
   * Checks a product create's stock before anything is written: setting stock needs stockAdjust as on its own route,
   * and the sizes must be exactly the new product's sizes (400 under stock.sizes...).
   */
  checkNewProductStock(actor: AuthUser | null, sizes: string[], dto: SetStockDto): void {
    if (!hasPermission(actor?.permissions, 'stockAdjust')) throw new ForbiddenError();
    if (dto.tracked) this.requireEverySize(sizes, dto.sizes, 'stock.');
  }

  /** The writes of a set-stock call on a locked product; errors name fields under fieldPrefix. */
  private async applySetStock(
    m: EntityManager,
    actor: AuthUser | null,
    product: StockProduct,
    dto: SetStockDto,
    fieldPrefix = '',
  ): Promise<{ movements: StockMovementView[]; changed: boolean }> {
    const counts = (await lockCounts(m, [product.id])).get(product.id)!;
    const movements: StockMovementView[] = [];
    const note = dto.note ?? null;
    if (!dto.tracked) {
      if (!counts.size) return { movements, changed: false };
      for (const [size, onHand] of counts) {
        if (onHand > 0) movements.push(await recordMovement(m, { productId: product.id, size, kind: 'COUNTED', delta: -onHand, note, actor }));
      }
      await m.query(`DELETE FROM "product_stock" WHERE "product_id" = $1`, [product.id]);
      await m.query(`UPDATE "sales" SET "stock_taken" = 0 WHERE "product_id" = $1 AND "stock_taken" > 0`, [product.id]);
      return { movements, changed: true };
    }
    const wanted = this.requireEverySize(product.sizes, dto.sizes, fieldPrefix);
    const starting = counts.size === 0;
    for (const size of product.sizes) {
      if (!counts.has(size)) {
        await m.query(`INSERT INTO "product_stock" ("product_id", "size", "on_hand") VALUES ($1, $2, 0)`, [product.id, size]);
        counts.set(size, 0);
      }
      const delta = wanted.get(size)! - counts.get(size)!;
      if (delta !== 0 || starting) {
        movements.push(await recordMovement(m, { productId: product.id, size, kind: starting ? 'INITIAL' : 'COUNTED', delta, note, actor }));
      }
    }
    return { movements, changed: movements.length > 0 };
  }

  /** One manual change of one size with its reason; refused for a product whose stock is not counted. */
  async adjust(actor: AuthUser, productId: string, dto: AdjustStockDto): Promise<StockLevels> {
    const { product, movement } = await this.ds.transaction(async (m) => {
      const product = await this.lockProduct(m, productId);
      const counts = (await lockCounts(m, [product.id])).get(product.id)!;
      if (!counts.size) throw new ValidationError({ quantity: M.notTracked });
      const size = this.adjustedSize(product, counts, dto.size);
      const onHand = counts.get(size)!;
      let delta: number;
      if (dto.reason === 'COUNTED') delta = dto.quantity - onHand;
      else if (dto.quantity < 1) throw new ValidationError({ quantity: M.quantityInvalid });
      else delta = dto.reason === 'DAMAGED' ? -dto.quantity : dto.quantity;
      if (onHand + delta < 0) throw new StockShortageError(onlyLeftMessage(onHand, product.name, product.sizes.length > 1 ? size : null));
      // the cap that holds for a count set by hand holds for one reached by adjustments too
      if (onHand + delta > STOCK_LIMITS.quantityMax) throw new ValidationError({ quantity: M.onHandTooHigh });
      const movement = await recordMovement(m, { productId: product.id, size, kind: dto.reason, delta, note: dto.note ?? null, actor });
      return { product, movement };
    });
    await emitStockChange(this.events, actor, product, movement.kind, [{ size: movement.size, delta: movement.delta }]);
    return this.levels(product.id, [movement]);
  }

  async movements(productId: string, query: ListMovementsQuery): Promise<StockMovementList> {
    await this.productName(productId);
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_MOVEMENTS_LIMIT;
    const [rows, [{ total }]] = await Promise.all([
      this.ds.query(
        `SELECT ${MOVEMENT_COLUMNS} FROM "stock_movements" WHERE "product_id" = $1
         ORDER BY "created_at" DESC, "id" DESC LIMIT $2 OFFSET $3`,
        [productId, limit, (page - 1) * limit],
      ),
      this.ds.query(`SELECT count(*)::int AS total FROM "stock_movements" WHERE "product_id" = $1`, [productId]),
    ]);
    return {
      movements: rows.map(toMovementView),
      pagination: { total, totalPages: Math.ceil(total / limit), page, limit },
    };
  }

  /** Counts for the dashboard card: tracked products at low stock (1 up to the threshold) and sold out. */
  async summary(): Promise<StockSummary> {
    const settings = await readStockSettings(this.ds);
    const [row] = await this.ds.query(
      `SELECT count(*) FILTER (WHERE ${availabilityIsSql('LOW_STOCK', '"stock_left"', () => '$1')})::int AS "lowStock",
              count(*) FILTER (WHERE ${soldOutSql('"stock_left"')})::int AS "soldOut"
       FROM "products" WHERE "stock_left" IS NOT NULL`,
      [settings.lowStockThreshold],
    );
    return { lowStock: row.lowStock, soldOut: row.soldOut, lowStockThreshold: settings.lowStockThreshold };
  }

  /**
   * Keeps a tracked product's counts in step with a change of its sizes (called inside the product update's
   * transaction): a new size starts at 0; a removed size is brought to 0 by a COUNTED movement and dropped, and the
   * sales of that size no longer hold stock to give back. Answers the changes made, for the activity line.
   */
  async syncSizes(m: EntityManager, actor: AuthUser | null, productId: string, sizes: string[]): Promise<StockChange[]> {
    const counts = (await lockCounts(m, [productId])).get(productId)!;
    if (!counts.size) return [];
    const changes: StockChange[] = [];
    for (const [size, onHand] of counts) {
      if (sizes.includes(size)) continue;
      if (onHand > 0) {
        await recordMovement(m, { productId, size, kind: 'COUNTED', delta: -onHand, note: 'Size removed from the product', actor });
        changes.push({ size, delta: -onHand });
      }
      await m.query(`DELETE FROM "product_stock" WHERE "product_id" = $1 AND "size" = $2`, [productId, size]);
      await m.query(`UPDATE "sales" SET "stock_taken" = 0 WHERE "product_id" = $1 AND "size" = $2 AND "stock_taken" > 0`, [productId, size]);
    }
    for (const size of sizes) {
      if (!counts.has(size)) await m.query(`INSERT INTO "product_stock" ("product_id", "size", "on_hand") VALUES ($1, $2, 0)`, [productId, size]);
    }
    return changes;
  }

  private requireEverySize(sizes: string[], sent: SetStockDto['sizes'], fieldPrefix = ''): Map<string, number> {
    if (!sent) throw new ValidationError({ [`${fieldPrefix}sizes`]: M.sizesIncomplete });
    const wanted = new Map<string, number>();
    for (const [i, entry] of sent.entries()) {
      if (!sizes.includes(entry.size)) throw new ValidationError({ [`${fieldPrefix}sizes.${i}.size`]: M.sizeUnknown });
      wanted.set(entry.size, entry.onHand);
    }
    if (sizes.some((s) => !wanted.has(s)) || wanted.size !== sent.length) throw new ValidationError({ [`${fieldPrefix}sizes`]: M.sizesIncomplete });
    return wanted;
  }

  private adjustedSize(product: StockProduct, counts: LockedCounts, requested: string | undefined): string {
    if (requested !== undefined) {
      if (!product.sizes.includes(requested) || !counts.has(requested)) throw new ValidationError({ size: M.sizeUnknown });
      return requested;
    }
    if (counts.size === 1) return [...counts.keys()][0];
    throw new ValidationError({ size: M.sizeRequired });
  }

  /** The product row, locked so two stock changes of one product (or a size edit) never interleave. */
  private async lockProduct(m: EntityManager, productId: string): Promise<StockProduct> {
    const rows: StockProduct[] = isEntityId(productId)
      ? await m.query(`SELECT "id", "name", "sizes" FROM "products" WHERE "id" = $1 FOR UPDATE`, [productId])
      : [];
    if (!rows.length) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return rows[0];
  }

  private async productName(productId: string): Promise<string> {
    const rows: { name: string }[] = isEntityId(productId) ? await this.ds.query(`SELECT "name" FROM "products" WHERE "id" = $1`, [productId]) : [];
    if (!rows.length) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return rows[0].name;
  }

  private async levels(productId: string, movements: StockMovementView[]): Promise<StockLevels> {
    const [rows, [p]] = await Promise.all([
      this.ds.query(
        `SELECT s."size", s."on_hand" AS "onHand"
         FROM "products" p CROSS JOIN LATERAL unnest(p."sizes") WITH ORDINALITY AS z("size", n)
         JOIN "product_stock" s ON s."product_id" = p."id" AND s."size" = z."size"
         WHERE p."id" = $1 ORDER BY z.n`,
        [productId],
      ),
      this.ds.query(`SELECT "stock_left" FROM "products" WHERE "id" = $1`, [productId]),
    ]);
    return { productId, stockTracked: p.stock_left !== null, stockLeft: p.stock_left, sizes: rows, movements };
  }
}
