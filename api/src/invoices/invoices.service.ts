import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { OrderLineRecord, TaxSettings } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/validation/errors';
import { hasPermission } from '@shop/common';
import { TaxSettingsService } from '../tax-settings/tax-settings.service';
import { invoiceAmounts, rateToBasisPoints, toHalalas } from './invoice-amounts';
import { INVOICE_MESSAGES } from './invoice.messages';
import { invoiceRowsToDocument, type InvoiceRow } from './invoice-row';
import type { InvoiceDocument, InvoiceKind, InvoiceLine, SellerSnapshot } from './invoice-types';
import { seal } from './seal';
import { ZatcaSigningStore } from './zatca-signing.store';
import { returningRows } from '../database/returning-rows';

/** The seller's fields ZATCA's rules need on a signed document (BR-KSA-09, BR-KSA-66, BR-KSA-37, BR-06). */
export const PHASE2_SELLER_FIELDS = [
  ['sellerStreet', 'street'],
  ['sellerBuildingNumber', 'building number'],
  ['sellerDistrict', 'district'],
  ['sellerCity', 'city'],
  ['sellerPostalCode', 'postal code'],
  ['vatNumber', 'VAT number'],
  ['legalNameAr', 'Arabic legal name'],
] as const;

interface SaleForInvoice {
  id: string;
  product_id: string | null;
  product_name: string;
  size: string | null;
  quantity: number;
  selling_price: string;
  final_price: string;
  /** The order the sale was recorded from, when a promotion discounted it (issue 43). */
  promo_code: string | null;
  promotion_name: string | null;
  promotion_name_ar: string | null;
  order_lines: OrderLineRecord[] | null;
}

type LineInput = Pick<InvoiceLine, 'description' | 'quantity' | 'unitHalalas' | 'discount'>;

const sameLines = (a: InvoiceLine[], b: LineInput[]) =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      l.description === b[i].description &&
      l.quantity === b[i].quantity &&
      l.unitHalalas === b[i].unitHalalas &&
      (l.discount?.reason ?? null) === (b[i].discount?.reason ?? null) &&
      (l.discount?.fullUnitHalalas ?? null) === (b[i].discount?.fullUnitHalalas ?? null),
  );

export const sellerOf = (t: TaxSettings): SellerSnapshot => ({
  nameAr: t.legalNameAr as string,
  nameEn: t.legalNameEn,
  vatNumber: t.vatNumber as string,
  crNumber: t.crNumber,
  buildingNumber: t.sellerBuildingNumber,
  street: t.sellerStreet,
  district: t.sellerDistrict,
  city: t.sellerCity,
  postalCode: t.sellerPostalCode,
});

/**
 * Issues simplified tax invoices and credit notes inside the sale's own transaction (the sales service calls it
 * last, after its stock locks, so every transaction takes the locks in the same order). Documents are never
 * changed: an edit or a delete of an invoiced sale credits the invoice, and an edit then invoices the sale anew.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly tax: TaxSettingsService,
    private readonly signing: ZatcaSigningStore,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /**
   * ZATCA phase 2 on or off for the documents issued from now on (owner only). The switch lives on the sequence row
   * every issuer locks, so documents before it stay phase 1, documents after it are signed, and the chain runs on.
   * On needs the seller's full address and identity, which ZATCA's rules require on every signed document.
   */
  async setZatcaPhase2(actor: AuthUser, on: boolean): Promise<{ phase2: boolean }> {
    if (!hasPermission(actor.permissions, 'taxSettingsUpdate')) throw new ForbiddenError(INVOICE_MESSAGES.ownerOnly);
    return await this.ds.transaction(async (m) => {
      // the chain's row first, as every issuer takes it: no document is half way through while the switch moves
      await m.query(`SELECT 1 FROM "invoice_sequence" WHERE "id" = 1 FOR UPDATE`);
      if (on) {
        const tax = await this.tax.read(m);
        const missing = PHASE2_SELLER_FIELDS.filter(([key]) => !tax[key]).map(([, label]) => label);
        if (missing.length) throw new ConflictError(INVOICE_MESSAGES.phase2NeedsSeller(missing));
      }
      await m.query(`UPDATE "invoice_sequence" SET "zatca_phase2" = $1 WHERE "id" = 1`, [on]);
      return { phase2: on };
    });
  }

  /**
   * Locks the chain's row when this transaction may issue a document: VAT is on, or one of `saleIds` has been
   * invoiced (an edit or delete credits its invoice even after VAT was turned off). The sale writer calls it after its stock
   * locks and before it writes a sale row, whose triggers lock the day's summary row: taking the chain first in every
   * sale write is what keeps a delete (credit note, then the row) and a create (the row, then the invoice) from
   * waiting on each other in opposite orders.
   */
  async holdChain(m: EntityManager, saleIds: string[]): Promise<void> {
    const tax = await this.tax.read(m);
    if (!tax.vatRegistered) {
      if (!saleIds.length) return;
      const [{ open }] = await m.query(`SELECT EXISTS (SELECT 1 FROM "invoices" WHERE "sale_id" = ANY($1::varchar[])) AS "open"`, [saleIds]);
      if (!open) return;
    }
    await m.query(`SELECT 1 FROM "invoice_sequence" WHERE "id" = 1 FOR UPDATE`);
  }

  /** A sale was recorded: with VAT on, its invoice. */
  async afterSaleRecorded(m: EntityManager, saleId: string, issuedAt?: Date): Promise<void> {
    const tax = await this.tax.read(m);
    if (!tax.vatRegistered) return;
    const sale = await this.sale(m, saleId);
    await this.issue(m, {
      kind: 'INVOICE',
      saleId,
      credits: null,
      reason: null,
      seller: sellerOf(tax),
      rateBp: rateToBasisPoints(tax.vatRate),
      pricesIncludeVat: tax.pricesIncludeVat,
      lines: this.linesOf(sale),
      issuedAt,
    });
  }

  /** A sale was edited (its row already updated): if what its open invoice says changed, credit it and, with VAT on, invoice again. */
  async afterSaleEdited(m: EntityManager, saleId: string): Promise<void> {
    const open = await this.openInvoice(m, saleId);
    if (!open) return;
    const sale = await this.sale(m, saleId);
    const lines = this.linesOf(sale);
    if (sameLines(open.lines, lines)) return;
    await this.credit(m, open, INVOICE_MESSAGES.reasonEdited);
    await this.afterSaleRecorded(m, saleId);
  }

  /** A sale is about to be deleted: its open invoice is credited in full. */
  async beforeSaleDeleted(m: EntityManager, saleId: string): Promise<void> {
    const open = await this.openInvoice(m, saleId);
    if (open) await this.credit(m, open, INVOICE_MESSAGES.reasonDeleted);
  }

  private async credit(m: EntityManager, original: InvoiceDocument, reason: string): Promise<void> {
    await this.issue(m, {
      kind: 'CREDIT_NOTE',
      saleId: original.saleId,
      credits: { id: original.id, number: original.number },
      reason,
      seller: original.seller,
      rateBp: original.rateBp,
      pricesIncludeVat: original.pricesIncludeVat,
      lines: original.lines.map(({ description, quantity, unitHalalas, discount }) => ({ description, quantity, unitHalalas, discount })),
    });
  }

  /**
   * Takes the next number: the UPDATE locks the sequence row until the sale's transaction ends, so the next
   * issuer (on this instance or another) waits and then chains onto this document's hash.
   */
  private async issue(
    m: EntityManager,
    d: {
      kind: InvoiceKind;
      saleId: string;
      credits: InvoiceDocument['credits'];
      reason: string | null;
      seller: SellerSnapshot;
      rateBp: number;
      pricesIncludeVat: boolean;
      lines: LineInput[];
      /** When the sale was made, if not now: a stall basket sent after the stall time (its QR was shown then). */
      issuedAt?: Date;
    },
  ): Promise<InvoiceDocument> {
    const [seq] = await returningRows<{ last_number: string; last_hash: string; zatca_phase2: boolean }>(
      m,
      `UPDATE "invoice_sequence" SET "last_number" = "last_number" + 1 WHERE "id" = 1 RETURNING "last_number", "last_hash", "zatca_phase2"`,
    );
    const amounts = invoiceAmounts(d.lines, d.rateBp, d.pricesIncludeVat);
    const doc: InvoiceDocument = {
      id: randomUUID(),
      number: Number(seq.last_number),
      kind: d.kind,
      saleId: d.saleId,
      credits: d.credits,
      reason: d.reason,
      issuedAt: new Date(Math.floor((d.issuedAt ?? new Date()).getTime() / 1000) * 1000),
      seller: d.seller,
      rateBp: d.rateBp,
      pricesIncludeVat: d.pricesIncludeVat,
      lines: amounts.lines.map((l, i) => ({
        ...l,
        description: d.lines[i].description,
        ...(d.lines[i].discount ? { discount: d.lines[i].discount } : {}),
      })),
      totals: amounts.totals,
      previousHash: seq.last_hash,
    };
    const sealed = seal(doc, seq.zatca_phase2 ? await this.signing.signer(m) : null);
    await m.query(
      `INSERT INTO "invoices" ("id", "number", "kind", "sale_id", "credits_invoice_id", "reason", "issued_at", "seller", "rate_bp", "prices_include_vat",
         "lines", "net_halalas", "vat_halalas", "gross_halalas", "qr", "xml", "hash", "previous_hash")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        doc.id,
        doc.number,
        doc.kind,
        doc.saleId,
        doc.credits?.id ?? null,
        doc.reason,
        doc.issuedAt,
        JSON.stringify(doc.seller),
        doc.rateBp,
        doc.pricesIncludeVat,
        JSON.stringify(doc.lines),
        doc.totals.netHalalas,
        doc.totals.vatHalalas,
        doc.totals.grossHalalas,
        sealed.qr,
        sealed.xml,
        sealed.hash,
        doc.previousHash,
      ],
    );
    await m.query(`UPDATE "invoice_sequence" SET "last_hash" = $1 WHERE "id" = 1`, [sealed.hash]);
    // once onboarded (a production CSID is stored), a signed document joins ZATCA's reporting queue in its own
    // transaction: it is queued if and only if it is issued, and the queue's order is the chain's
    if (seq.zatca_phase2)
      await m.query(
        `INSERT INTO "zatca_reports" ("invoice_id", "number")
         SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM "zatca_onboarding" WHERE "id" = 1 AND "production_token" IS NOT NULL)`,
        [doc.id, doc.number],
      );
    return doc;
  }

  /** The sale's invoice no credit note has cancelled yet. */
  private async openInvoice(m: EntityManager, saleId: string): Promise<InvoiceDocument | null> {
    const rows: InvoiceRow[] = await m.query(
      `SELECT i.*, NULL::bigint AS "credits_number" FROM "invoices" i
        WHERE i."sale_id" = $1 AND i."kind" = 'INVOICE'
          AND NOT EXISTS (SELECT 1 FROM "invoices" c WHERE c."credits_invoice_id" = i."id")
        ORDER BY i."number" DESC LIMIT 1`,
      [saleId],
    );
    return rows.length ? invoiceRowsToDocument(rows[0]) : null;
  }

  private async sale(m: EntityManager, id: string): Promise<SaleForInvoice> {
    const rows: SaleForInvoice[] = await m.query(
      `SELECT s."id", s."product_id", s."product_name", s."size", s."quantity", s."selling_price", s."final_price",
              o."promo_code", p."name" AS "promotion_name", p."name_ar" AS "promotion_name_ar", o."lines" AS "order_lines"
         FROM "sales" s
         LEFT JOIN "orders" o ON o."code" = s."order_code" AND o."promotion_id" IS NOT NULL
         LEFT JOIN "promotions" p ON p."id" = o."promotion_id"
        WHERE s."id" = $1`,
      [id],
    );
    if (!rows.length) throw new NotFoundError(INVOICE_MESSAGES.saleNotFound);
    return rows[0];
  }

  private linesOf(s: SaleForInvoice): LineInput[] {
    const unitHalalas = toHalalas(Number(s.final_price));
    return [
      {
        description: s.size ? `${s.product_name} (${s.size})` : s.product_name,
        quantity: s.quantity,
        unitHalalas,
        discount: this.discountOf(s, unitHalalas),
      },
    ];
  }

  /**
   * The promotion's discount on a sale recorded from an order it discounted: a promotion prices only pieces at their
   * full selling price (the stacking rule), so the sale's line in the order was at its selling price and what the
   * sale's final price lacks of it is the promotion's. A product's own discounted price is not a discount here.
   */
  private discountOf(s: SaleForInvoice, unitHalalas: number): LineInput['discount'] {
    const full = toHalalas(Number(s.selling_price));
    if (!s.order_lines || unitHalalas >= full) return null;
    const line = s.order_lines.find((l) => l.productId === s.product_id && (l.size ?? null) === (s.size ?? null) && l.promotion?.discount);
    if (!line || toHalalas(line.unitPrice) !== toHalalas(line.sellingPrice)) return null;
    return { reason: INVOICE_MESSAGES.discountReason(s.promo_code, s.promotion_name, s.promotion_name_ar), fullUnitHalalas: full };
  }
}
