import { IsIn, IsOptional } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ListProductsQuery } from '../listing/dto/list-products.query';
import { SHEET_MESSAGES } from './catalog-sheets.messages';
import { SHEET_FORMATS, type SheetFormat } from './sheet-files';

/** GET /catalog-sheets/export: the products list's own filters (search, category, brand, …) and the file format. */
export class ExportSheetQuery extends ListProductsQuery {
  @ApiPropertyOptional({
    enum: SHEET_FORMATS,
    default: 'csv',
    description: 'csv (the default): UTF-8 with a byte order mark (Excel reads Arabic right); xlsx: Excel workbook',
  })
  @IsOptional()
  @IsIn(SHEET_FORMATS, { message: SHEET_MESSAGES.formatInvalid })
  format?: SheetFormat;
}
