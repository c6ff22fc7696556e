import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { StaffAt } from '../core/http/staff-route.decorator';
import { StallBasketDto } from './dto/stall-basket.dto';
import { StallService } from './stall.service';

@ApiTags('stall')
@Controller('stall')
export class StallController {
  constructor(private readonly stall: StallService) {}

  @StaffAt(Post('baskets'), 'stallSell', 'Record a stall basket (all lines or none), exactly once per basket id; a retry answers the first result')
  @HttpCode(200)
  basket(@CurrentUser() actor: AuthUser, @Body() dto: StallBasketDto) {
    return this.stall.recordBasket(actor, dto);
  }

  @StaffAt(Get('today'), 'stallSell', "Today's stall takings (shop day) by payment method")
  today() {
    return this.stall.today();
  }

  @StaffAt(
    Get('catalog'),
    'stallSell',
    'The snapshot the stall keeps offline: products on sale, their price and stock per size, and the VAT facts of the QR',
  )
  catalog() {
    return this.stall.catalog();
  }
}
