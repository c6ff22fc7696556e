import { Controller, Get, HttpCode, Post, Query, Req, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ImportReport } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { StaffAt } from '../core/http/staff-route.decorator';
import { CatalogSheetsService } from './catalog-sheets.service';
import { ExportSheetQuery } from './export-query';
import { SHEET_TYPES } from './sheet-files';
import { ImportRoute } from './sheet-import-route.decorator';
import { SheetImportService } from './sheet-import.service';
import { SheetUploadInterceptor } from './sheet-upload.interceptor';

@ApiTags('catalog-sheets')
@Controller('catalog-sheets')
export class CatalogSheetsController {
  constructor(
    private readonly sheets: CatalogSheetsService,
    private readonly imports: SheetImportService,
  ) {}

  @StaffAt(Get('export'), 'productUpdate', {
    summary: 'Download the products as a spreadsheet (CSV or XLSX)',
    description:
      'One row per product with every editable field (Arabic texts included), image URLs and stock per size ("S=3 | M=0"; a bare count ' +
      "without sizes; blank when untracked). Takes the products list's filters (search, category, brand, condition, price, stock, …): " +
      'without them every product is in the file. CSV is UTF-8 with a byte order mark; a text cell a spreadsheet would run as a ' +
      'formula (starting with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, which the import takes ' +
      'off again. XLSX cells are all text.',
  })
  @ApiProduces(SHEET_TYPES.csv, SHEET_TYPES.xlsx)
  async export(@CurrentUser() user: AuthUser, @Query() query: ExportSheetQuery): Promise<StreamableFile> {
    const file = await this.sheets.export(user, query);
    return new StreamableFile(file.body, { type: file.type, disposition: `attachment; filename="${file.filename}"` });
  }

  @ImportRoute(Post('import/dry-run'), {
    summary: "Read a spreadsheet in the export's layout and answer what importing it would do, changing nothing",
    description:
      'Multipart field `file`: CSV (UTF-8, byte order mark or not) or XLSX, at most 20 MB, 10,000 product rows, 100 columns and ' +
      '5,000 characters a cell; an XLSX may unpack to at most 100 MB. A file past a limit is refused as soon as it crosses it (400 ' +
      'under `file` naming the limit), as is an XLSX formula cell saved without its value. CSV cells starting with an apostrophe ' +
      "before =, +, -, @, a tab or a carriage return lose that apostrophe (the export's guard against formulas). Answers totals " +
      "and, per row that is not unchanged: create, change (each cell old → new) or refuse with the product form's messages per " +
      'column; the first 100 refused rows and 1,000 rows in all are listed, cells cut to 200 characters, the rest counted in ' +
      "notListed. A row with an id changes that product; a blank id creates one. Image URLs may only keep or reorder the product's " +
      'own images; a row may not leave a product visible without an image.',
  })
  @UseInterceptors(SheetUploadInterceptor)
  @HttpCode(200)
  dryRun(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<ImportReport> {
    return this.imports.dryRun(user, req.file);
  }

  @ImportRoute(Post('import/apply'), {
    summary: "Import a spreadsheet: the dry run's diff, applied in one transaction (all rows or none)",
    description:
      'The same file as the dry run; the diff is computed again and applied in one transaction. Any refused row refuses the whole ' +
      'import with 400 naming rows.<row>.<column>. Stock goes through the ledger (COUNTED for counted products, INITIAL when counting ' +
      'starts) with a note naming the file; one activity line per changed product.',
  })
  @UseInterceptors(SheetUploadInterceptor)
  @HttpCode(200)
  apply(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<ImportReport> {
    return this.imports.apply(user, req.file);
  }
}
