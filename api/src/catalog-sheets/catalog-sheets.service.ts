import { Injectable } from '@nestjs/common';
import { MAX_LIST_LIMIT, type ProductView } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { parseProductQuery } from '../product-query/product-query';
import { ListingService } from '../listing/listing.service';
import type { ExportSheetQuery } from './export-query';
import { SHEET_COLUMNS, sheetRow } from './sheet-columns';
import { csvFile, SHEET_TYPES, xlsxFile } from './sheet-files';

export interface SheetDownload {
  body: Buffer;
  type: string;
  filename: string;
}

@Injectable()
export class CatalogSheetsService {
  constructor(private readonly listing: ListingService) {}

  /** Every product the staff list shows for the same filters (all pages, in the list's order), as one file. */
  async export(_actor: AuthUser, query: ExportSheetQuery): Promise<SheetDownload> {
    const { format = 'csv', ...filters } = query as ExportSheetQuery & Record<string, unknown>;
    const all: ProductView[] = [];
    for (let page = 1; ; page++) {
      const filter = parseProductQuery({ ...filters, page: String(page), limit: String(MAX_LIST_LIMIT) } as never, true);
      const { products, pagination } = await this.listing.list(filter, true);
      all.push(...products);
      if (page >= pagination.totalPages || !products.length) break;
    }
    const rows = [SHEET_COLUMNS.map((c) => c.header), ...all.map(sheetRow)];
    const day = new Date().toISOString().slice(0, 10);
    return {
      body: format === 'xlsx' ? await xlsxFile(rows) : csvFile(rows),
      type: SHEET_TYPES[format],
      filename: `products-${day}.${format}`,
    };
  }
}
