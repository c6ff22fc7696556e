import {
  Body,
  type CallHandler,
  Controller,
  type ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  Ip,
  type NestInterceptor,
  Param,
  Post,
  Put,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { PublicAt, StaffAt } from '../core/http/staff-route.decorator';
import { CreateOrderDto } from './dto/create-order.dto';
import { ListOrdersQuery, OrderStatusDto, RecordOrderDto, UpdateOrderLinesDto } from './dto/staff-order.dto';
import { OrderActionsService } from './order-actions.service';
import { OrdersService } from './orders.service';

/**
 * Every order answer is `Cache-Control: no-store`, the shopper's order page too: its status changes as staff work
 * and the code in its address is all it takes to read it, so no browser or proxy may keep it. Set before the handler
 * runs, so a 404 or 429 carries it as well.
 */
@Injectable()
class OrderAnswersNoStore implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler) {
    ctx.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}

@ApiTags('orders')
@Controller('orders')
@UseInterceptors(OrderAnswersNoStore)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly actions: OrderActionsService,
  ) {}

  @PublicAt(Post(), {
    summary: "A shopper's chat order, sent when Submit Order is pressed",
    description:
      'No personal data is taken. Every line is checked against the live catalogue (public, size, price seen, stock, every line of a product summed); limited per address or IPv6 /64 per minute and shop-wide per hour, on all instances together (429).',
  })
  create(@Ip() ip: string, @Body() dto: CreateOrderDto) {
    return this.orders.create(ip, dto);
  }

  @StaffAt(
    Get(),
    'orderManage',
    'Chat orders, newest first; filter by status, search by code (any case, dashes optional, or text holding one); `intake` says whether the hourly budget paused storing orders and how many it refused in the last day',
  )
  list(@Query() query: ListOrdersQuery) {
    return this.orders.list(query);
  }

  // Declared before :code so "new-count" is never read as a code.
  @StaffAt(Get('new-count'), 'orderManage', 'How many orders are New (the menu and dashboard badge)')
  countNew() {
    return this.orders.countNew();
  }

  @PublicAt(Get(':code'), "The shopper's order page: lines, totals, pickup day, status and its time; 404 for an unknown or expired code")
  findPublic(@Ip() ip: string, @Param('code') code: string) {
    return this.orders.findPublic(ip, code);
  }

  @StaffAt(Get(':code/details'), 'orderManage', "One order for staff: each line with the product's current price and stock per size, and its sales")
  findForStaff(@Param('code') code: string) {
    return this.orders.findForStaff(code);
  }

  @StaffAt(
    Put(':code/lines'),
    'orderManage',
    'Change the lines before the order is recorded; confirmed prices are kept, a product added takes its live price',
  )
  updateLines(@CurrentUser() actor: AuthUser, @Param('code') code: string, @Body() dto: UpdateOrderLinesDto) {
    return this.actions.updateLines(actor, code, dto);
  }

  @StaffAt(Post(':code/record'), 'orderManage', {
    summary: 'Record every line as a sale, exactly once',
    description:
      'One transaction: all lines or none. A short line answers 409 with what is left unless oversell is true; a second press answers 409 "already recorded".',
  })
  @HttpCode(200)
  record(@CurrentUser() actor: AuthUser, @Param('code') code: string, @Body() dto: RecordOrderDto) {
    return this.actions.record(actor, code, dto);
  }

  @StaffAt(Post(':code/status'), 'orderManage', 'Move the order one step (Confirmed, Ready, Completed) or cancel it, optionally deleting its sales')
  @HttpCode(200)
  changeStatus(@CurrentUser() actor: AuthUser, @Param('code') code: string, @Body() dto: OrderStatusDto) {
    return this.actions.changeStatus(actor, code, dto);
  }
}
