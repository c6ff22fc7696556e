import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { StockModule } from '../stock/stock.module';
import { CatalogIndexModule } from '../catalog-index/catalog-index.module';
import { Product } from './product.entity';
import { ProductImage } from './product-image.entity';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductImage]), UploadsModule, StockModule, CatalogIndexModule],
  controllers: [ProductsController],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
