import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { StockModule } from '../stock/stock.module';
import { ListingModule } from '../listing/listing.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { Product, ProductImage } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductImage]), UploadsModule, StockModule, ListingModule, PromotionsModule],
  controllers: [ProductsController],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
