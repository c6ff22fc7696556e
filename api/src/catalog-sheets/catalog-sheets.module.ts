import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { CatalogSheetsController } from './catalog-sheets.controller';
import { CatalogSheetsService } from './catalog-sheets.service';

/** The Products screen's spreadsheets: export now; the import reads the same layout (sheet-columns.ts). */
@Module({
  imports: [ProductsModule],
  controllers: [CatalogSheetsController],
  providers: [CatalogSheetsService],
})
export class CatalogSheetsModule {}
