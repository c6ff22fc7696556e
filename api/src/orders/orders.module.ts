import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SalesModule } from '../sales/sales.module';
import { OrderActionsService } from './order-actions.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({
  imports: [TypeOrmModule.forFeature([Order]), SalesModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderActionsService],
  exports: [OrdersService],
})
export class OrdersModule {}
