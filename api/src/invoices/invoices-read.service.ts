import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { InvoiceView, VatMonth } from '@shop/common';
import { NotFoundError } from '../core/validation/errors';
import { SHOP_TZ_SQL } from '../core/time/shop-time.sql';
import { checkInvoiceChain, type ChainReport } from './chain-check';
import { formatHalalas } from './invoice-amounts';
import { INVOICE_MESSAGES } from './invoice.messages';
import { invoiceNumberText } from './invoice-types';
import { presentInvoice } from './invoice-view';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const VIEW_SQL = `
  SELECT i.*, o."number" AS "credits_number", c."id" AS "credited_by_id", c."number" AS "credited_by_number"
    FROM "invoices" i
    LEFT JOIN "invoices" o ON o."id" = i."credits_invoice_id"
    LEFT JOIN "invoices" c ON c."credits_invoice_id" = i."id"`;

/** What staff read of the documents: one to print, a sale's documents, the XML, the VAT per month and the chain check. */
@Injectable()
export class InvoicesReadService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async findOne(id: string): Promise<InvoiceView> {
    if (!UUID_RE.test(id)) throw new NotFoundError(INVOICE_MESSAGES.notFound);
    const rows = await this.ds.query(`${VIEW_SQL} WHERE i."id" = $1`, [id]);
    if (!rows.length) throw new NotFoundError(INVOICE_MESSAGES.notFound);
    return presentInvoice(rows[0], await this.logoUrl());
  }

  /** A sale's invoices and credit notes, oldest first (also after the sale was deleted). */
  async forSale(saleId: string): Promise<InvoiceView[]> {
    const rows = await this.ds.query(`${VIEW_SQL} WHERE i."sale_id" = $1 ORDER BY i."number"`, [saleId]);
    const logo = await this.logoUrl();
    return Promise.all(rows.map((r: never) => presentInvoice(r, logo)));
  }

  async xml(id: string): Promise<{ fileName: string; xml: string }> {
    if (!UUID_RE.test(id)) throw new NotFoundError(INVOICE_MESSAGES.notFound);
    const rows: { number: string; xml: string }[] = await this.ds.query(`SELECT "number", "xml" FROM "invoices" WHERE "id" = $1`, [id]);
    if (!rows.length) throw new NotFoundError(INVOICE_MESSAGES.notFound);
    return { fileName: `${invoiceNumberText(Number(rows[0].number))}.xml`, xml: rows[0].xml };
  }

  /** Per shop month: invoices add, credit notes subtract (a credit note counts in the month it was issued). */
  async vatMonthly(from?: string, to?: string): Promise<VatMonth[]> {
    const conds: string[] = [];
    const args: string[] = [];
    if (from) conds.push(`"issued_at" >= (($${args.push(from)} || '-01')::date::timestamp AT TIME ZONE ${SHOP_TZ_SQL})`);
    if (to) conds.push(`"issued_at" < ((($${args.push(to)} || '-01')::date + interval '1 month')::timestamp AT TIME ZONE ${SHOP_TZ_SQL})`);
    const rows: { month: string; invoices: string; credit_notes: string; net: string; vat: string; gross: string }[] = await this.ds.query(
      `SELECT to_char("issued_at" AT TIME ZONE ${SHOP_TZ_SQL}, 'YYYY-MM') AS "month",
              count(*) FILTER (WHERE "kind" = 'INVOICE') AS "invoices",
              count(*) FILTER (WHERE "kind" = 'CREDIT_NOTE') AS "credit_notes",
              sum(CASE WHEN "kind" = 'INVOICE' THEN "net_halalas" ELSE -"net_halalas" END) AS "net",
              sum(CASE WHEN "kind" = 'INVOICE' THEN "vat_halalas" ELSE -"vat_halalas" END) AS "vat",
              sum(CASE WHEN "kind" = 'INVOICE' THEN "gross_halalas" ELSE -"gross_halalas" END) AS "gross"
         FROM "invoices" ${conds.length ? `WHERE ${conds.join(' AND ')}` : ''}
        GROUP BY 1 ORDER BY 1`,
      args,
    );
    return rows.map((r) => ({
      month: r.month,
      invoices: Number(r.invoices),
      creditNotes: Number(r.credit_notes),
      net: formatHalalas(Number(r.net)),
      vat: formatHalalas(Number(r.vat)),
      gross: formatHalalas(Number(r.gross)),
    }));
  }

  async checkChain(): Promise<ChainReport> {
    return checkInvoiceChain(this.ds.manager);
  }

  private async logoUrl(): Promise<string | null> {
    const rows: { logo_url: string | null }[] = await this.ds.query(`SELECT "logo_url" FROM "settings" WHERE "id" = 1`);
    return rows[0]?.logo_url ?? null;
  }
}
