import { Module } from '@nestjs/common';
import { ListingModule } from '../listing/listing.module';
import { StockModule } from '../stock/stock.module';
import { CatalogSheetsController } from './catalog-sheets.controller';
import { CatalogSheetsService } from './catalog-sheets.service';
import { SheetImportJobsController } from './sheet-import-jobs.controller';
import { SheetImportJobsService } from './sheet-import-jobs.service';
import { SheetImportService } from './sheet-import.service';

/** The Products screen's spreadsheets: the export, and the import that reads the same layout back (sheet-columns.ts). */
@Module({
  imports: [ListingModule, StockModule],
  controllers: [CatalogSheetsController, SheetImportJobsController],
  providers: [CatalogSheetsService, SheetImportService, SheetImportJobsService],
})
export class CatalogSheetsModule {}
