import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SHOP_TIME_ZONE } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser, RequirePermissions } from '../core/http/decorators';
import { CreateSaleDto } from './dto/create-sale.dto';
import { ListSalesQuery, SaleDateRangeQuery } from './dto/list-sales.query';
import { UpdateSaleDto } from './dto/update-sale.dto';
import { SalesAnalyticsService } from './sales-analytics.service';
import { SalesService } from './sales.service';

@ApiTags('sales')
@ApiBearerAuth()
@Controller('sales')
export class SalesController {
  constructor(
    private readonly sales: SalesService,
    private readonly analytics: SalesAnalyticsService,
  ) {}

  @Get()
  @RequirePermissions('salesView')
  @ApiOperation({ summary: `Sales, newest first; dates are whole ${SHOP_TIME_ZONE} days, both ends included` })
  list(@Query() query: ListSalesQuery) {
    return this.sales.list(query);
  }

  // Declared before :id so "analytics" is never read as an id.
  @Get('analytics')
  @RequirePermissions('salesView')
  @ApiOperation({ summary: 'Revenue, counts, platforms, top 10 products and revenue per day for a range of shop days' })
  salesAnalytics(@Query() range: SaleDateRangeQuery) {
    return this.analytics.analytics(range);
  }

  @Get(':id')
  @RequirePermissions('salesView')
  @ApiOperation({ summary: 'One sale' })
  findOne(@Param('id') id: string) {
    return this.sales.findOne(id);
  }

  @Post()
  @RequirePermissions('salesRecord')
  @ApiOperation({ summary: 'Record a sale; finalPrice and totalEarnings are computed by the server' })
  create(@CurrentUser() actor: AuthUser, @Body() dto: CreateSaleDto) {
    return this.sales.create(actor, dto);
  }

  @Put(':id')
  @RequirePermissions('salesRecord')
  @ApiOperation({ summary: 'Change a sale (partial)' })
  update(@CurrentUser() actor: AuthUser, @Param('id') id: string, @Body() dto: UpdateSaleDto) {
    return this.sales.update(actor, id, dto);
  }

  @Delete(':id')
  @RequirePermissions('salesDelete')
  @ApiOperation({ summary: 'Delete a sale' })
  remove(@CurrentUser() actor: AuthUser, @Param('id') id: string) {
    return this.sales.remove(actor, id);
  }
}
