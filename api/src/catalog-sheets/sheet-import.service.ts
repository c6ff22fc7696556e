import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_CURRENCY, STOCK_LIMITS, type ImportReport, type ProductView } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { DomainEvents } from '../core/cluster/domain-events';
import { newId } from '../core/ids/ids';
import { ValidationError } from '../core/validation/errors';
import { ListingService } from '../listing/listing.service';
import { Product } from '../products/product.entity';
import { productRow } from '../products/product-row';
import type { SetStockDto } from '../stock/dto/set-stock.dto';
import { lockCounts } from '../stock/stock-ledger';
import { StockService } from '../stock/stock.service';
import { FIELD_COLUMNS, HEADERS, planRows, totalsOf, type PlannedRow } from './sheet-import-plan';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './sheet-import.messages';
import { readSheet } from './sheet-read';

export interface UploadedSheet {
  buffer: Buffer;
  originalname: string;
}

/** A plan with no refused row, ready to write: `work` is its rows that create or change a product. */
export interface CheckedImport {
  name: string;
  planned: PlannedRow[];
  work: PlannedRow[];
}

export interface ApplyHooks {
  /** Rows written so far inside the transaction (not yet committed) of the total to write. */
  progress?: (done: number, total: number) => Promise<void>;
  /** The transaction has committed; the products' events are announced after this. */
  committed?: (report: ImportReport) => Promise<void>;
}

const FETCH_CHUNK = 1000;
const ANNOUNCE_BATCH = 16;
/** How often (in rows) a job's progress is saved: a few hundred updates for the largest file, each a millisecond. */
const PROGRESS_EVERY = 50;

/**
 * The spreadsheet import: the dry run plans the file against the catalog; the apply plans it again (the catalog may
 * have moved since) and writes exactly that plan in one transaction, or nothing when any row is refused.
 */
@Injectable()
export class SheetImportService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly listing: ListingService,
    private readonly stock: StockService,
    private readonly events: DomainEvents,
  ) {}

  async dryRun(_actor: AuthUser, file: UploadedSheet | undefined): Promise<ImportReport> {
    const { name, planned } = await this.plan(file);
    return report(name, planned);
  }

  async apply(actor: AuthUser, file: UploadedSheet | undefined): Promise<ImportReport> {
    return this.applyChecked(actor, await this.check(file));
  }

  /** The file planned against the catalog; refused as a whole (400 naming rows.<row>.<column>) when any row is refused. */
  async check(file: UploadedSheet | undefined): Promise<CheckedImport> {
    const { name, planned } = await this.plan(file);
    const refused = planned.filter((p) => p.action === 'refuse');
    if (refused.length) {
      // the first refused rows, as the dry run lists them; the message counts them all
      const errors: Record<string, string> = {};
      for (const r of refused.slice(0, IMPORT_LIMITS.listedRefusals))
        for (const [column, message] of Object.entries(r.errors ?? {})) errors[`rows.${r.row}.${column}`] = message;
      throw new ValidationError(errors, M.refused(refused.length));
    }
    return { name, planned, work: planned.filter((p) => p.action === 'create' || p.action === 'change') };
  }

  /** Writes a checked plan in one transaction; `hooks` hear the rows written so far and the commit (for a job's progress). */
  async applyChecked(actor: AuthUser, { name, planned, work }: CheckedImport, hooks: ApplyHooks = {}): Promise<ImportReport> {
    const note = `Spreadsheet import: ${name}`.slice(0, STOCK_LIMITS.noteMax);
    const announcements = await this.ds.transaction(async (m) => {
      // the same locks, in the same order, as every other stock change: a staff edit meanwhile waits for this commit
      await lockCounts(
        m,
        work.filter((p) => p.id).map((p) => p.id!),
      );
      const after: (() => Promise<void>)[] = [];
      for (const p of work) {
        after.push(await this.write(m, actor, p, note));
        if (hooks.progress && (after.length % PROGRESS_EVERY === 0 || after.length === work.length)) await hooks.progress(after.length, work.length);
      }
      return after;
    });
    const done = report(name, planned);
    await hooks.committed?.(done);
    // each product's own events stay in order; products are announced a batch at a time, since every event is a few
    // round trips (activity row, cluster notice) and 10,000 of them one by one would double a large import's time
    for (let i = 0; i < announcements.length; i += ANNOUNCE_BATCH) await Promise.all(announcements.slice(i, i + ANNOUNCE_BATCH).map((a) => a()));
    return done;
  }

  private async plan(file: UploadedSheet | undefined): Promise<{ name: string; planned: PlannedRow[] }> {
    if (!file?.buffer?.length) throw new ValidationError({ file: M.fileRequired });
    const rows = await readSheet(file.buffer);
    const header = rows[0].map((h) => h.toLowerCase());
    const missing = HEADERS.filter((h) => !header.includes(h));
    if (missing.length) throw new ValidationError({ file: M.columnsMissing(missing) });
    const idAt = header.indexOf('id');
    const ids = [
      ...new Set(
        rows
          .slice(1)
          .map((r) => r[idAt])
          .filter((id): id is string => !!id && id.length <= 25),
      ),
    ];
    const current = new Map<string, ProductView>();
    for (let i = 0; i < ids.length; i += FETCH_CHUNK) {
      for (const v of await this.listing.fetchByIds(ids.slice(i, i + FETCH_CHUNK), true)) current.set(v.id, v);
    }
    const categories = new Map<string, string>();
    const cats: { id: string; name: string }[] = await this.ds.query(`SELECT "id", "name" FROM "categories" ORDER BY "created_at", "id"`);
    for (const c of cats) if (!categories.has(c.name.toLowerCase())) categories.set(c.name.toLowerCase(), c.id);
    return { name: file.originalname || 'spreadsheet', planned: await planRows(rows, current, categories) };
  }

  /** One row's writes inside the import's transaction; answers what to announce once it has committed. */
  private async write(m: EntityManager, actor: AuthUser, p: PlannedRow, note: string): Promise<() => Promise<void>> {
    const { dto, stock, imageUrls } = p.values!;
    // the form's own mapping; the prices were checked with the row (the form's price rules, CreateProductDto)
    const fields = productRow(dto, {
      originalPrice: dto.originalPrice,
      sellingPrice: dto.sellingPrice,
      discountedPrice: dto.discountedPrice || null,
    });
    const { sizes } = fields;
    const id = p.id ?? newId();
    const changed = new Set((p.changes ?? []).map((c) => c.column));
    if (p.action === 'create') await m.insert(Product, { id, ...fields, currency: DEFAULT_CURRENCY });
    else {
      // only the cells the diff showed: a field staff changed meanwhile in another column keeps their change
      const columnOf = (field: string) => (field === 'archived' ? 'visible' : FIELD_COLUMNS[field]);
      const edits = Object.fromEntries(Object.entries(fields).filter(([field]) => changed.has(columnOf(field))));
      if (Object.keys(edits).length) await m.update(Product, { id }, { ...edits, updatedAt: new Date() });
      if (changed.has('image_urls')) await keepImages(m, id, imageUrls);
      if (changed.has('sizes')) await this.stock.syncSizes(m, actor, id, sizes);
    }
    const setStock = p.action === 'create' ? stock !== null : changed.has('stock') || changed.has('sizes');
    const stockDto = {
      tracked: stock !== null,
      sizes: stock ? [...stock].map(([size, onHand]) => ({ size, onHand })) : undefined,
      note,
    } as SetStockDto;
    const announceStock = setStock ? await this.stock.setStockOnCreate(m, actor, { id, name: dto.name, sizes }, stockDto) : null;
    return async () => {
      await this.events.emit({
        entityType: 'product',
        action: p.action === 'create' ? 'created' : 'imported',
        entityId: id,
        entityName: dto.name,
        actor,
      });
      await announceStock?.();
    };
  }
}

/** The product keeps the images the file lists (its own, by URL), in the file's order; the first is primary. */
async function keepImages(m: EntityManager, productId: string, urls: string[]): Promise<void> {
  await m.query(`DELETE FROM "product_images" WHERE "product_id" = $1 AND NOT ("url" = ANY($2::text[]))`, [productId, urls]);
  for (const [order, url] of urls.entries()) {
    await m.query(`UPDATE "product_images" SET "order" = $3, "is_primary" = $4 WHERE "product_id" = $1 AND "url" = $2`, [
      productId,
      url,
      order,
      order === 0,
    ]);
  }
}

/** A cell as the answer echoes it: at most IMPORT_LIMITS.echoChars characters, a cut one ending in "…". */
const echo = (text: string) => (text.length > IMPORT_LIMITS.echoChars ? `${text.slice(0, IMPORT_LIMITS.echoChars)}…` : text);

function report(file: string, planned: PlannedRow[]): ImportReport {
  const rows: ImportReport['rows'] = [];
  let refusals = 0;
  let notListed = 0;
  for (const { values: _values, ...p } of planned) {
    if (p.action === 'unchanged') continue;
    if ((p.action === 'refuse' && ++refusals > IMPORT_LIMITS.listedRefusals) || rows.length >= IMPORT_LIMITS.listedRows) {
      notListed++;
      continue;
    }
    rows.push({
      ...p,
      id: p.id === null ? null : echo(p.id),
      name: echo(p.name),
      ...(p.changes ? { changes: p.changes.map((c) => ({ column: echo(c.column), from: echo(c.from), to: echo(c.to) })) } : {}),
    });
  }
  return { file, totals: totalsOf(planned), rows, notListed };
}
