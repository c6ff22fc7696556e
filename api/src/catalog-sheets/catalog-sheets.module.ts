import { Module } from '@nestjs/common';
import { ListingModule } from '../listing/listing.module';
import { CatalogSheetsController } from './catalog-sheets.controller';
import { CatalogSheetsService } from './catalog-sheets.service';

/** The Products screen's spreadsheets: export now; the import reads the same layout (sheet-columns.ts). */
@Module({
  imports: [ListingModule],
  controllers: [CatalogSheetsController],
  providers: [CatalogSheetsService],
})
export class CatalogSheetsModule {}
