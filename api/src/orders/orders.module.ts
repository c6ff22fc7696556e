import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module';
import { OrderActionsService } from './order-actions.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({
  imports: [TypeOrmModule.forFeature([Order]), InvoicesModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderActionsService],
  exports: [OrdersService],
})
export class OrdersModule {}
