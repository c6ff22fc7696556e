import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PromotionsModule } from '../promotions/promotions.module';
import { SalesModule } from '../sales/sales.module';
import { OrderActionsService } from './order-actions.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({
  imports: [TypeOrmModule.forFeature([Order]), SalesModule, PromotionsModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderActionsService],
  exports: [OrdersService],
})
export class OrdersModule {}
