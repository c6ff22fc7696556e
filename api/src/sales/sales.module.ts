import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StockModule } from '../stock/stock.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { Sale } from './sale.entity';
import { SalesAnalyticsService } from './sales-analytics.service';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';
import { SaleWriter } from './sale-writer.service';

@Module({
  imports: [TypeOrmModule.forFeature([Sale]), StockModule, InvoicesModule],
  controllers: [SalesController],
  providers: [SalesService, SalesAnalyticsService, SaleWriter],
  exports: [SalesService, SalesAnalyticsService, SaleWriter],
})
export class SalesModule {}
