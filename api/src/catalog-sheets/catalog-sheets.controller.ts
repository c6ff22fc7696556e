import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { StaffAt } from '../core/http/staff-route.decorator';
import { CatalogSheetsService } from './catalog-sheets.service';
import { ExportSheetQuery } from './export-query';
import { SHEET_TYPES } from './sheet-files';

@ApiTags('catalog-sheets')
@Controller('catalog-sheets')
export class CatalogSheetsController {
  constructor(private readonly sheets: CatalogSheetsService) {}

  @StaffAt(Get('export'), 'productUpdate', {
    summary: 'Download the products as a spreadsheet (CSV or XLSX)',
    description:
      'One row per product with every editable field (Arabic texts included), image URLs and stock per size ("S=3 | M=0"; a bare count ' +
      'without sizes; blank when untracked). Takes the products list\'s filters (search, category, brand, condition, price, stock, …): ' +
      'without them every product is in the file. CSV is UTF-8 with a byte order mark.',
  })
  @ApiProduces(SHEET_TYPES.csv, SHEET_TYPES.xlsx)
  async export(@CurrentUser() user: AuthUser, @Query() query: ExportSheetQuery): Promise<StreamableFile> {
    const file = await this.sheets.export(user, query);
    return new StreamableFile(file.body, { type: file.type, disposition: `attachment; filename="${file.filename}"` });
  }
}
